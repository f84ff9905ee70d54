// The benchmark's second opinion: mobile Lighthouse with its simulated throttling (Lantern),
// PERF_RUNS runs (3) per route, each right after a run of the floor page on the same server.
// Its timings (score, LCP, TBT, its floor ratios) are printed beside the benchmark's verdict and
// never fail it: Lantern charges a document's whole download before the first paint and
// multiplies the main-thread time it observes, where Chromium paints from the first bytes
// (docs/architecture.md#performance-budgets). Its byte and layout-shift budgets still gate: they do
// not move with the machine. A pair of runs during which other programs used over 0.3 cores
// (host-load.ts) is taken again after a pause (measure-route.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Check, FLOOR_RATIOS, gates, median } from './budgets.ts';
import { isDisturbed } from './host-load.ts';
import type { BodyBytes } from './lighthouse-run.ts';
import { measureRoute, type RouteResult } from './measure-route.ts';
import { describeFailure, formatFloorTable, formatTable } from './report.ts';
import { ROOT } from './serve.ts';

const RUNS = Number(process.env.PERF_RUNS || 3);
/** How long a route waits, in all, for a machine busy with other programs to calm down. */
const DISTURBED_WAIT_MS = Number(process.env.PERF_BUSY_WAIT_MS || 180_000);

export interface Opinion {
  results: RouteResult[];
  /** The checks that gate: bytes and layout shift as Lighthouse saw them. */
  checks: Check[];
  /** The tables and notes, as printed. */
  report: string;
}

export async function lighthouseOpinion(
  routes: readonly string[],
  server: { url: string; bodyBytes: BodyBytes },
): Promise<Opinion> {
  const started = Date.now();
  const results: RouteResult[] = [];
  for (const route of routes) {
    const options = {
      baseUrl: server.url,
      bodyBytes: server.bodyBytes,
      runs: RUNS,
      disturbedWaitMs: DISTURBED_WAIT_MS,
    };
    const result = await measureRoute(route, options);
    results.push(result);
    console.log(`Lighthouse measured ${route} (${result.runs.length} runs, each after a run of the floor)`);
  }
  const allChecks = results.flatMap((r) => r.checks);
  // Every timing Lighthouse reports is an opinion (gates' advisory reading); bytes and CLS gate.
  const checks = allChecks.filter((c) => gates(c, true));
  const over = allChecks.filter((c) => !c.ok);
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(
    join(ROOT, 'reports', 'perf-all.json'),
    JSON.stringify({ runsPerRoute: RUNS, seconds: Math.round((Date.now() - started) / 1000), results }, null, 2),
  );
  const tables = [
    `Lighthouse's opinion (simulated throttling), median (min–max) of ${RUNS} mobile runs per route; ✗ marks a budget it breaks, which fails the benchmark only for bytes and CLS.`,
    formatTable(results),
    '',
    `Lighthouse against the floor (run just before each route run): its budgets LCP ÷ floor ≤ ${FLOOR_RATIOS.lcpRatio}, FCP ÷ floor ≤ ${FLOOR_RATIOS.fcpRatio}.`,
    formatFloorTable(results),
  ].join('\n');
  writeFileSync(join(ROOT, 'reports', 'perf-all.txt'), `${tables}\n`);
  const notes: string[] = [];
  // Lantern multiplies the main-thread time it observes, so a busy machine reads as a slow page.
  const benchmarks = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  if (benchmarks.length > 0)
    notes.push(
      `Lighthouse CPU benchmark index: median ${Math.round(median(benchmarks))} (${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}).`,
    );
  for (const r of results) {
    const busy = r.runs.filter(isDisturbed);
    if (busy.length > 0)
      notes.push(
        `! ${r.route}: ${busy.length} Lighthouse runs counted although the machine stayed busy: they read high.`,
      );
    if (r.error) notes.push(`✗ ${r.route}: ${r.error}`);
    r.runs.forEach((run, i) => {
      if (run.layoutShifts)
        notes.push(`${r.route} run ${i + 1}, CLS ${run.cls.toFixed(3)}:\n  ${run.layoutShifts.join('\n  ')}`);
    });
  }
  for (const f of over) notes.push(`${gates(f, true) ? '✗' : '!'} Lighthouse: ${describeFailure(f)}`);
  return {
    results,
    checks,
    report: [tables, ...notes, 'Report: reports/perf-all.json (tables: reports/perf-all.txt)'].join('\n'),
  };
}
