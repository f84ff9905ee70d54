// Build-time: lays out the trend section's bubble diagram from the CMS values.

/** A bubble placed in a box, in percent of the box width (x, d) and height (y). */
export interface PlacedBubble {
  /** Centre, percent of the box width. */
  x: number;
  /** Centre, percent of the box height. */
  y: number;
  /** Diameter, percent of the box width. */
  d: number;
}

interface BubbleLayoutOptions {
  /** Box width / height. */
  aspect: number;
  /** Space between bubbles, as a fraction of the largest radius. */
  gap?: number;
  /**
   * Smallest radius as a fraction of the largest. A 2 % answer would otherwise be a dot with an
   * unreadable label; the printed number stays exact, only the disc is floored.
   */
  minRadius?: number;
  /** Empty margin around the cluster, as a fraction of the box width. */
  padding?: number;
}

interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Radius for a value, relative to the largest value: the disc's area is proportional to the value. */
export function bubbleRadius(value: number, max: number, minRadius = 0): number {
  if (max <= 0 || value <= 0) return minRadius;
  return Math.max(minRadius, Math.sqrt(value / max));
}

const overlaps = (a: Circle, placed: readonly Circle[], gap: number) =>
  placed.some((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + gap - 1e-9);

/**
 * Packs the values as touching discs around the largest one, greedily: each next disc goes to
 * the free spot tangent to an earlier disc that is closest to the cluster's centre of mass,
 * with distances stretched by the box's aspect so a wide box gets a wide cluster. Returns the discs in
 * the order of `values`, scaled to fit the box.
 */
export function layoutBubbles(
  values: readonly number[],
  { aspect, gap = 0.06, minRadius = 0.32, padding = 0.02 }: BubbleLayoutOptions,
): PlacedBubble[] {
  if (values.length === 0) return [];
  const max = Math.max(...values);
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value || a.index - b.index);
  const placed: Circle[] = [];
  const byIndex = new Map<number, Circle>();
  for (const { value, index } of order) {
    const r = bubbleRadius(value, max, minRadius);
    let best: Circle = { x: 0, y: 0, r };
    if (placed.length > 0) {
      const mass = placed.reduce((sum, c) => sum + c.r ** 2, 0);
      const cx = placed.reduce((sum, c) => sum + c.x * c.r ** 2, 0) / mass;
      const cy = placed.reduce((sum, c) => sum + c.y * c.r ** 2, 0) / mass;
      let bestScore = Infinity;
      for (const other of placed) {
        for (let step = 0; step < 72; step += 1) {
          const angle = (step / 72) * Math.PI * 2;
          const distance = other.r + r + gap;
          const candidate = { x: other.x + Math.cos(angle) * distance, y: other.y + Math.sin(angle) * distance, r };
          if (overlaps(candidate, placed, gap)) continue;
          const score = ((candidate.x - cx) / aspect) ** 2 + (candidate.y - cy) ** 2;
          if (score < bestScore) {
            bestScore = score;
            best = candidate;
          }
        }
      }
    }
    placed.push(best);
    byIndex.set(index, best);
  }
  const left = Math.min(...placed.map((c) => c.x - c.r));
  const right = Math.max(...placed.map((c) => c.x + c.r));
  const top = Math.min(...placed.map((c) => c.y - c.r));
  const bottom = Math.max(...placed.map((c) => c.y + c.r));
  // One scale for both axes keeps the discs round; the cluster is centred in the box.
  const boxW = 1 - padding * 2;
  const boxH = 1 / aspect - padding * 2;
  const scale = Math.min(boxW / (right - left), boxH / (bottom - top));
  const offsetX = (1 - (right - left) * scale) / 2 - left * scale;
  const offsetY = (1 / aspect - (bottom - top) * scale) / 2 - top * scale;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values.map((_, index) => {
    const c = byIndex.get(index)!;
    return {
      x: round((offsetX + c.x * scale) * 100),
      y: round((offsetY + c.y * scale) * aspect * 100),
      d: round(c.r * 2 * scale * 100),
    };
  });
}
