// Imported by the strip script and tests: how fast a continuously scrolling strip moves.

/**
 * Seconds one full loop of the strip takes, by how wide its content is. Wider content gets a
 * longer loop so items cross the screen at a similar, readable pace (spec: breakpoints about
 * 1920 and 2015 px).
 */
export function stripLoopSeconds(contentWidth: number): number {
  if (contentWidth <= 1920) return 30;
  if (contentWidth <= 2015) return 34;
  return Math.round(34 * (contentWidth / 2015));
}

/** Pixels per second for a strip whose content is `contentWidth` wide. */
export function stripSpeed(contentWidth: number): number {
  return contentWidth / stripLoopSeconds(contentWidth);
}

/** The card strip runs this much faster while the pointer is over it. */
export const STRIP_HOVER_BOOST = 2.5;

/**
 * After moving the track by `offset` px to the left, how many leading items have fully left
 * the visible area and should move to the end (so the loop never shows a gap).
 */
export function itemsScrolledOut(offset: number, itemWidths: readonly number[], gap: number): { count: number; width: number } {
  let count = 0;
  let width = 0;
  for (const w of itemWidths) {
    if (width + w + gap > offset) break;
    width += w + gap;
    count += 1;
  }
  return { count, width };
}
