// `npm run test:perf`: builds the site, serves it brotli-compressed on loopback, runs Lighthouse
// three times per route, prints median and min–max, writes reports/perf.json, and fails when a
// median breaks a budget. Routes: PERF_ROUTES (comma-separated) or the list given on the command line.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../tests/support/static-server.ts';
import { budgetFailures, median, type MetricName, type RunMetrics } from './budgets.ts';
import { runLighthouse } from './lighthouse-run.ts';

const RUNS = Number(process.env.PERF_RUNS || 3);
const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
const routes = args.length > 0 ? args : (process.env.PERF_ROUTES || '/,/down').split(',');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['astro', 'build', '--silent'], { stdio: 'inherit' });
}
const server = await startStaticServer({ root: fileURLToPath(new URL('../../dist/', import.meta.url)), brotli: true });

const METRICS: MetricName[] = ['score', 'lcpMs', 'tbtMs', 'cls', 'jsBytes', 'fontBytes'];
const report: Record<string, { runs: RunMetrics[]; median: RunMetrics }> = {};
const failures: string[] = [];
try {
  for (const route of routes) {
    const runs: RunMetrics[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(server.url + route));
    const med = Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as unknown as RunMetrics;
    report[route] = { runs, median: med };
    failures.push(...budgetFailures(route, med));
  }
} finally {
  await server.close();
}

const fmt: Record<MetricName, (v: number) => string> = {
  score: (v) => v.toFixed(2),
  lcpMs: (v) => `${Math.round(v)}`,
  tbtMs: (v) => `${Math.round(v)}`,
  cls: (v) => v.toFixed(3),
  jsBytes: (v) => (v / 1024).toFixed(1),
  fontBytes: (v) => (v / 1024).toFixed(1),
};
console.log('\nroute               score        LCP ms            TBT ms        CLS                JS KB              font KB');
for (const [route, { runs, median: med }] of Object.entries(report)) {
  const cells = METRICS.map((m) => {
    const values = runs.map((r) => r[m]);
    return `${fmt[m](med[m])} (${fmt[m](Math.min(...values))}–${fmt[m](Math.max(...values))})`.padEnd(18);
  });
  console.log(`${route.padEnd(20)}${cells.join(' ')}`);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/perf.json', JSON.stringify({ runs: RUNS, routes: report, failures }, null, 2));
for (const f of failures) console.log(`✗ ${f}`);
console.log(`${routes.length - new Set(failures.map((f) => f.split(':')[0])).size} passed, ${new Set(failures.map((f) => f.split(':')[0])).size} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
