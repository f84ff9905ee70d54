// The benchmark (`npm run test:perf:all`, by hand or on a quiet machine, never in `npm test`),
// on the server every perf run uses (brotli, like a real host):
// 1. first paint as a visitor gets it: every route under Chromium's applied throttling, in turns
//    with the floor page, judged against PAINT_GOALS (visitor-paint.ts); the verdict, ✓/✗ per route;
// 2. Lighthouse's simulated view beside it, a second opinion whose timings never fail the run
//    (lighthouse-opinion.ts); --no-lighthouse leaves it out;
// 3. every press, the way back and the second page (speed.ts).
// Routes given on the command line replace every route. --timing-advisory (on a machine far slower
// than the goals assume) prints the paint ratios without failing on them
// (docs/architecture.md#performance-budgets).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { ROUTES } from '../routes.ts';
import { type Check, PAINT_GOALS } from './budgets.ts';
import { documentSizes } from './document-bytes.ts';
import { describeHost, measureHost } from './host-speed.ts';
import { lighthouseOpinion, type Opinion } from './lighthouse-opinion.ts';
import { describeFailure } from './report.ts';
import { DIST, ROOT, serveDist } from './serve.ts';
import { measureSpeed, reportSpeed, type Speed } from './speed.ts';
import { formatVisitorTable, measureVisitorPaint, PAINT_RUNS, type VisitorPaint } from './visitor-paint.ts';

export interface BenchmarkOptions {
  /** Print the paint ratios without failing on them. */
  advisory: boolean;
  /** Run Lighthouse's second opinion too. */
  lighthouse: boolean;
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** Measures `routes` (every route unless named) and returns the checks that gate. */
export async function benchmark(named: readonly string[], options: BenchmarkOptions): Promise<{ ok: boolean }[]> {
  const routes = named.length > 0 ? named : ROUTES.map((r) => r.path);
  const startLoad = load();
  const host = describeHost(await measureHost());
  let paint: VisitorPaint[];
  let opinion: Opinion | undefined;
  let speed: Speed;
  const server = await serveDist();
  try {
    paint = await measureVisitorPaint(server.url, routes);
    if (options.lighthouse) opinion = await lighthouseOpinion(routes, server);
    const ratios = paint.map((p) => ({
      route: p.route,
      lcpRatio: p.floor?.lcpRatio.median,
      fcpRatio: p.floor?.fcpRatio.median,
    }));
    speed = await measureSpeed(server.url, DIST, ratios);
  } finally {
    await server.close();
  }
  if (opinion) console.log(`\n${opinion.report}`);

  const documents = documentSizes(DIST);
  const rows = paint.map((p) => ({
    paint: p,
    documentBytes: documents.find((d) => d.route === p.route)?.brotli,
    lighthouseScore: opinion?.results.find((r) => r.route === p.route)?.spread?.score.median,
  }));
  const paintChecks = paint.flatMap((p) => p.checks);
  const text = [
    `What a visitor's phone paints (${startLoad} at the start, ${load()} at the end): Chromium with DevTools' slow 4G`,
    `(150 ms, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×, each route loaded in turns with the floor page,`,
    `${PAINT_RUNS} pairs; ratio per pair, median (min–max). Goals: FCP ÷ floor ≤ ${PAINT_GOALS.fcpRatio}, LCP ÷ floor ≤ ${PAINT_GOALS.lcpRatio}.`,
    `doc KB: brotli. Lighthouse: its simulated score, a second opinion. busy cores: other programs' use meanwhile.`,
    `Host: ${host}.`,
    formatVisitorTable(rows),
  ].join('\n');
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', 'visitor-paint.txt'), `${text}\n`);
  writeFileSync(join(ROOT, 'reports', 'visitor-paint.json'), JSON.stringify(paint, null, 2));
  console.log(`\n${text}`);
  for (const p of paint) if (p.error) console.log(`✗ ${p.route}: ${p.error}`);
  for (const f of paintChecks.filter((c) => !c.ok))
    console.log(
      `${options.advisory ? '!' : '✗'} ${describeFailure(f)}${options.advisory ? ' (not failing: --timing-advisory)' : ''}`,
    );
  console.log('Report: reports/visitor-paint.txt');

  console.log(`\n${reportSpeed(ROOT, speed, `${load()}; ${host}`)}\nReport: reports/speed.txt`);
  for (const f of speed.failures) console.log(`✗ ${f}`);
  const speedChecks = Array.from({ length: speed.checks }, (_, i) => ({ ok: i >= speed.failures.length }));
  const gating: Check[] = options.advisory ? [] : paintChecks;
  return [...gating, ...(opinion?.checks ?? []), ...speedChecks];
}
