// The performance gate. `npm run test:perf` measures / and /down (what fits CI's time);
// `npm run test:perf:all` measures every route. Either builds the site (NODE_ENV=production),
// serves dist/ brotli-compressed on loopback, runs Lighthouse PERF_RUNS times (3) per route, each
// run right after a run of the floor page (floor.ts) on the same server, prints median and
// min–max, writes reports/<name>.json and reports/<name>.txt, and fails when a median breaks a
// budget or a route's paint times are too far from the floor's (docs/architecture.md#performance-budgets).
// Routes given on the command line replace the defaults.
// PERF_REUSE_DIST=1 (or --no-build) measures the dist/ already there.
// A pair of runs during which other programs used over 0.3 cores (host-load.ts) is taken again after a
// pause. A route over only its timing budgets (score, LCP, TBT, the floor ratios) is measured PERF_RUNS times more
// and judged on the median of all its runs; a real regression moves them all.
// Every budget gates, in `npm test` too. --timing-advisory (by hand, e.g. on a machine far
// slower than CI's) prints and reports score, LCP, TBT and the floor ratios without failing on
// them; the byte budgets and CLS still gate.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { ROUTES } from '../routes.ts';
import { FLOOR_RATIOS, gates, median, mediansOf, worthRemeasuring } from './budgets.ts';
import { FLOOR_PATH } from './floor.ts';
import { isDisturbed } from './host-load.ts';
import type { BodyBytes } from './lighthouse-run.ts';
import { judgeRoute, type MeasureOptions, measureRoute, type RouteResult } from './measure-route.ts';
import { describeFailure, formatFloorTable, formatTable, summaryLine } from './report.ts';
import { measureSpeed, reportSpeed, type Speed } from './speed.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const RUNS = Number(process.env.PERF_RUNS || 3);
/** How long a route waits, in all, for a machine busy with other programs to calm down. */
const DISTURBED_WAIT_MS = Number(process.env.PERF_BUSY_WAIT_MS || 180_000);
const all = process.argv.includes('--all');
const named = process.argv.slice(2).filter((a) => a.startsWith('/'));
const routes = named.length > 0 ? named : all ? ROUTES.map((r) => r.path) : ['/', '/down'];
const reportName = all ? 'perf-all' : 'perf';

if (!process.argv.includes('--no-build') && process.env.PERF_REUSE_DIST !== '1') {
  console.log('Building the site (NODE_ENV=production)…');
  execFileSync('npx', ['astro', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const worker = new Worker(new URL('./serve-worker.ts', import.meta.url), { workerData: { root: DIST + '/' } });
const server = {
  url: await new Promise<string>((resolve, reject) => {
    worker.once('message', (url: string) => resolve(url));
    worker.once('error', reject);
  }),
  close: () =>
    new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('close');
    }),
};

/** node:http, not fetch: fetch decodes brotli, and the encoded length is the point. */
function servedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/**
 * Fetches every file once before measuring, so no run pays for brotli level 11 on a first
 * request, and records the body size each one is served at (see BodyBytes).
 */
async function warm(): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const files = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = [
    FLOOR_PATH,
    ...files.map((file) => '/' + relative(DIST, join(file.parentPath, file.name)).split('\\').join('/')),
  ];
  for (const path of paths) sizes.set(server.url + path, await servedBytes(server.url + path));
  return sizes;
}

const advisory = process.argv.includes('--timing-advisory');
const results: RouteResult[] = [];
const started = Date.now();
// --all also measures every press, the way back and the second page (speed.ts).
let speed: Speed | undefined;
try {
  const sizes = await warm();
  const bodyBytes: BodyBytes = (url) => sizes.get(url);
  const options: MeasureOptions = { baseUrl: server.url, bodyBytes, runs: RUNS, disturbedWaitMs: DISTURBED_WAIT_MS };
  for (const route of routes) {
    let result = await measureRoute(route, options);
    if (!advisory && result.spread && worthRemeasuring(result.checks)) {
      const over = result.checks
        .filter((c) => !c.ok)
        .map(describeFailure)
        .join('; ');
      console.log(`${route}: ${over} — measuring it ${RUNS} times more`);
      const second = await measureRoute(route, options);
      if (second.error) result = { ...second, firstMedians: mediansOf(result.spread) };
      else {
        const runs = [...result.runs, ...second.runs];
        const floorRuns = [...result.floorRuns, ...second.floorRuns];
        const setAside = [...result.setAside, ...second.setAside];
        result = {
          route,
          runs,
          floorRuns,
          setAside,
          ...judgeRoute(route, runs, floorRuns),
          firstMedians: mediansOf(result.spread),
        };
      }
    }
    results.push(result);
    console.log(`measured ${route} (${result.runs.length} runs, each after a run of the floor)`);
  }
  const ratios = results.map((r) => ({
    route: r.route,
    lcpRatio: r.floor?.lcpRatio.median,
    fcpRatio: r.floor?.fcpRatio.median,
  }));
  if (all) speed = await measureSpeed(server.url, DIST, ratios);
} finally {
  await server.close();
}

const allChecks = results.flatMap((r) => r.checks);
const checks = allChecks.filter((c) => gates(c, advisory));
const failures = checks.filter((c) => !c.ok);
const overAdvisory = allChecks.filter((c) => !gates(c, advisory) && !c.ok);
const reportPath = join(ROOT, 'reports', `${reportName}.json`);
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  reportPath,
  JSON.stringify(
    {
      runsPerRoute: RUNS,
      seconds: Math.round((Date.now() - started) / 1000),
      results,
      failures,
      overBudgetAdvisory: overAdvisory,
    },
    null,
    2,
  ),
);

const tables = [
  `Median (min–max) of ${RUNS} mobile Lighthouse runs per route (${2 * RUNS} where measured twice); ✗ marks a broken budget.`,
  formatTable(results),
  '',
  `Against the floor (a bare Korean page on the same server, run just before each route run); ratios per pair, budgets LCP ÷ floor ≤ ${FLOOR_RATIOS.lcpRatio}, FCP ÷ floor ≤ ${FLOOR_RATIOS.fcpRatio}.`,
  formatFloorTable(results),
].join('\n');
writeFileSync(join(ROOT, 'reports', `${reportName}.txt`), `${tables}\n`);
console.log(`\n${tables}`);
// Lantern multiplies the main-thread time it observes, so a busy machine reads as a slow page.
const benchmarks = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
console.log(
  `Lighthouse CPU benchmark index: median ${Math.round(median(benchmarks))} (${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}).`,
);
const foreign = results.flatMap((r) =>
  r.runs.flatMap((run) => (run.foreignCores === undefined ? [] : [run.foreignCores])),
);
if (foreign.length > 0) {
  const setAside = results.reduce((n, r) => n + r.setAside.length, 0);
  console.log(
    `Other programs' CPU during the runs counted: median ${median(foreign).toFixed(2)} cores (max ${Math.max(...foreign).toFixed(2)}); ${setAside} disturbed pair(s) of runs taken again.`,
  );
  for (const r of results) {
    const busy = r.runs.filter(isDisturbed);
    if (busy.length > 0)
      console.log(
        `! ${r.route}: ${busy.length} of its runs count although the machine stayed busy (${busy.map((run) => run.foreignCores?.toFixed(2)).join(', ')} cores): its timings read high.`,
      );
  }
}
for (const r of results) if (r.error) console.log(`✗ ${r.route}: ${r.error}`);
for (const r of results) {
  r.runs.forEach(
    (run, i) =>
      run.layoutShifts &&
      console.log(`${r.route} run ${i + 1}, CLS ${run.cls.toFixed(3)}:\n  ${run.layoutShifts.join('\n  ')}`),
  );
}
for (const f of failures) console.log(`✗ ${describeFailure(f)}`);
for (const f of overAdvisory) console.log(`! ${describeFailure(f)} (over budget; not gating with --timing-advisory)`);
for (const r of results) {
  if (r.firstMedians)
    console.log(
      `${r.route} was measured twice; the table shows all ${r.runs.length} runs (the first ${RUNS}: LCP ${Math.round(r.firstMedians.lcpMs)} ms, TBT ${Math.round(r.firstMedians.tbtMs)} ms, score ${r.firstMedians.score}).`,
    );
}
console.log(`Report: ${relative(ROOT, reportPath)} (tables: reports/${reportName}.txt)`);
const load = `load average ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`;
if (speed) console.log(`\n${reportSpeed(ROOT, speed, load)}\nReport: reports/speed.txt`);
for (const f of speed?.failures ?? []) console.log(`✗ ${f}`);
const speedFailed = speed?.failures.length ?? 0;
console.log(
  speed
    ? `${checks.length - failures.length + speed.checks - speedFailed} passed, ${failures.length + speedFailed} failed`
    : summaryLine(checks),
);
process.exitCode = failures.length + speedFailed > 0 ? 1 : 0;
