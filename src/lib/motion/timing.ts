// Imported by islands, scripts and tests: the timings of docs/product.md#business-constants, named once.
/** Hero, market-price and satisfaction carousels advance every 3 seconds. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** Section reveal: visibility thresholds between 0 and 0.5, delays between 0.2 and 0.5 s. */
const REVEAL_THRESHOLD_RANGE = [0, 0.5] as const;
const REVEAL_DELAY_RANGE_S = [0.2, 0.5] as const;

export function clampRevealThreshold(value: number): number {
  return Math.min(REVEAL_THRESHOLD_RANGE[1], Math.max(REVEAL_THRESHOLD_RANGE[0], value));
}

export function clampRevealDelay(seconds: number): number {
  return Math.min(REVEAL_DELAY_RANGE_S[1], Math.max(REVEAL_DELAY_RANGE_S[0], seconds));
}
