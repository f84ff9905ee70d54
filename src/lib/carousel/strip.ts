// Imported by the strip script and tests: how fast a continuously scrolling strip moves.

/**
 * Seconds one full loop of the strip takes, by how wide its content is. Wider content gets a
 * longer loop so items cross the screen at a similar, readable pace (docs/product.md#carousels-and-strips).
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

/** Embla's animation clock steps this often whatever the display's frame rate. */
const EMBLA_STEPS_PER_SECOND = 60;

/** The strip's speed in embla-carousel-auto-scroll's unit, pixels per step of embla's clock. */
export function stripScrollSpeed(contentWidth: number): number {
  return stripSpeed(contentWidth) / EMBLA_STEPS_PER_SECOND;
}
