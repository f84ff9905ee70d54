// The benchmark's verdict on first paint (`npm run test:perf:all`, never `npm test`): each route
// loaded in Chromium under applied throttling (applied-paint.ts) in turns with the floor page,
// floor first, PAINT_RUNS pairs (5), judged on the median of the pairs' ratios against PAINT_GOALS
// (docs/architecture.md#performance-budgets). Timings move with the machine: each route's line
// says how many cores other programs used meanwhile.
import { launchBrowser } from '../browser.ts';
import { paintThrottled } from './applied-paint.ts';
import { type Check, median, PAINT_GOALS } from './budgets.ts';
import {
  checkFloorRatios,
  FLOOR_PATH,
  type FloorPair,
  type FloorSpread,
  summarizeFloor,
  unmeasuredRatios,
} from './floor.ts';
import { CORES, foreignCores, sampleCpu } from './host-load.ts';

export const PAINT_RUNS = Number(process.env.PAINT_RUNS || 5);

export interface VisitorPaint {
  route: string;
  pairs: FloorPair[];
  floor: FloorSpread | undefined;
  checks: Check[];
  /** Cores other programs used during each pair (absent off Linux). */
  foreignCores: number[];
  error?: string;
}

/** A route's goals judged on its pairs; a route without pairs fails them. */
export function judgePaint(route: string, pairs: FloorPair[]): Pick<VisitorPaint, 'floor' | 'checks'> {
  if (pairs.length === 0) return { floor: undefined, checks: unmeasuredRatios(route, PAINT_GOALS) };
  const floor = summarizeFloor(pairs);
  return { floor, checks: checkFloorRatios(route, floor, PAINT_GOALS) };
}

export async function measureVisitorPaint(baseUrl: string, routes: readonly string[]): Promise<VisitorPaint[]> {
  const browser = await launchBrowser();
  const results: VisitorPaint[] = [];
  try {
    for (const route of routes) {
      const pairs: FloorPair[] = [];
      const foreign: number[] = [];
      let error: string | undefined;
      try {
        for (let run = 0; run < PAINT_RUNS; run++) {
          const before = sampleCpu([process.pid]);
          const floor = await paintThrottled(browser, baseUrl + FLOOR_PATH);
          const page = await paintThrottled(browser, baseUrl + route);
          const after = sampleCpu([process.pid]);
          pairs.push({ route: page, floor });
          if (before && after) foreign.push(foreignCores(before, after, CORES));
        }
      } catch (caught) {
        error = String(caught).split('\n')[0];
      }
      const judged = error ? judgePaint(route, []) : judgePaint(route, pairs);
      results.push({ route, pairs, foreignCores: foreign, ...judged, ...(error ? { error } : {}) });
      console.log(`painted ${route} (${pairs.length} pairs with the floor)${error ? `: ${error}` : ''}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export interface VisitorRow {
  paint: VisitorPaint;
  documentBytes?: number;
  /** The median of Lighthouse's simulated performance score, the second opinion. */
  lighthouseScore?: number;
}

const ratio = (spread: { median: number; min: number; max: number } | undefined, check?: Check) =>
  spread
    ? `${spread.median.toFixed(2)} (${spread.min.toFixed(2)}–${spread.max.toFixed(2)})${check?.ok === false ? ' ✗' : ''}`
    : 'not measured ✗';

/** One row per route: document, the two ratios (median, min–max), a verdict, the floor, Lighthouse. */
export function formatVisitorTable(rows: readonly VisitorRow[]): string {
  const table = [
    ['route', 'doc KB', 'FCP ÷ floor', 'LCP ÷ floor', 'goals', 'floor FCP/LCP ms', 'Lighthouse', 'busy cores'],
    ...rows.map(({ paint, documentBytes, lighthouseScore }) => {
      const check = (metric: string) => paint.checks.find((c) => c.metric === metric);
      const floor = paint.floor;
      return [
        paint.route,
        documentBytes === undefined ? '–' : (documentBytes / 1024).toFixed(1),
        ratio(floor?.fcpRatio, check('fcpRatio')),
        ratio(floor?.lcpRatio, check('lcpRatio')),
        paint.checks.every((c) => c.ok) ? '✓' : '✗',
        floor ? `${Math.round(floor.floorFcpMs.median)}/${Math.round(floor.floorLcpMs.median)}` : '–',
        lighthouseScore === undefined ? '–' : lighthouseScore.toFixed(2),
        paint.foreignCores.length > 0 ? median(paint.foreignCores).toFixed(2) : '–',
      ];
    }),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)) + 2);
  return table
    .map((line) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(''))
    .join('\n')
    .replace(/ +$/gm, '');
}
