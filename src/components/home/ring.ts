// Build-time: the trend section's ring (donut) diagrams, drawn with one SVG stroke each.

/** Ring circles are drawn with pathLength="100", so dash lengths are percent of a full turn. */
export const RING_PATH_LENGTH = 100;

/** The share of a full turn a value fills, clamped to 0–1 (a ring cannot show more than 100 %). */
export function ringFraction(value: number, max = 100): number {
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/**
 * `stroke-dasharray` for a ring filled to `fraction`: the arc, then a gap of two full turns.
 * The long gap is what lets CSS draw the ring in: at `stroke-dashoffset: 100` only gap is on the
 * circle, and easing the offset to 0 sweeps the arc in from the top.
 */
export function ringDasharray(fraction: number): string {
  const arc = Math.round(Math.min(1, Math.max(0, fraction)) * RING_PATH_LENGTH * 100) / 100;
  return `${arc} ${RING_PATH_LENGTH * 2}`;
}
