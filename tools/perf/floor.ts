// The floor: a bare Korean page (floor.html, under 1 KB, with no stylesheet, script or picture)
// that the runner serves from the same server as dist/ and loads in turns with every route. Both
// get the same throttled network and CPU (Chromium's, or Lantern's simulation of them), so
// `route ÷ floor` says how far a page is from the fastest first paint the host allows, and it
// holds when a busy machine slows both (docs/architecture.md#performance-budgets).
import { fileURLToPath } from 'node:url';

import { type Check, FLOOR_RATIOS, type RatioName, type Spread, spreadOf } from './budgets.ts';

/** Where the runner's server answers with the floor page; no route of the site lives there. */
export const FLOOR_PATH = '/__perf-floor';
export const FLOOR_FILE = fileURLToPath(new URL('./floor.html', import.meta.url));

export interface PaintTimes {
  lcpMs: number;
  fcpMs: number;
}

/** One run of a route and the floor run taken just before it. */
export interface FloorPair {
  route: PaintTimes;
  floor: PaintTimes;
}

export interface FloorSpread {
  lcpMs: Spread;
  fcpMs: Spread;
  floorLcpMs: Spread;
  floorFcpMs: Spread;
  lcpRatio: Spread;
  fcpRatio: Spread;
}

/**
 * Paint times of a route and of its floor runs, and their ratios. A ratio is taken within each
 * pair, so a minute when the machine was busy weighs on one pair, both sides alike; the median of
 * the pairs' ratios is what the budget judges.
 */
export function summarizeFloor(pairs: readonly FloorPair[]): FloorSpread {
  const of = (pick: (pair: FloorPair) => number) => spreadOf(pairs.map(pick));
  return {
    lcpMs: of((p) => p.route.lcpMs),
    fcpMs: of((p) => p.route.fcpMs),
    floorLcpMs: of((p) => p.floor.lcpMs),
    floorFcpMs: of((p) => p.floor.fcpMs),
    lcpRatio: of((p) => p.route.lcpMs / p.floor.lcpMs),
    fcpRatio: of((p) => p.route.fcpMs / p.floor.fcpMs),
  };
}

/**
 * One check per ratio limit (Lighthouse's FLOOR_RATIOS unless others are given), on the median; a
 * ratio that could not be taken (NaN) fails.
 */
export function checkFloorRatios(
  route: string,
  spread: FloorSpread,
  limits: Record<RatioName, number> = FLOOR_RATIOS,
): Check[] {
  return (Object.keys(limits) as RatioName[]).map((metric) => {
    const value = spread[metric].median;
    const limit = limits[metric];
    return { route, metric, value, limit, ok: Number.isFinite(value) && value <= limit };
  });
}

/** Both ratio checks failed, for a route whose pairs could not be measured. */
export function unmeasuredRatios(route: string, limits: Record<RatioName, number> = FLOOR_RATIOS): Check[] {
  return (Object.keys(limits) as RatioName[]).map((metric) => ({
    route,
    metric,
    value: Number.NaN,
    limit: limits[metric],
    ok: false,
  }));
}
