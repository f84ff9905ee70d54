// `npm run test:perf` (part of `npm test`): the perf gate, every route counted, never timed
// (gate.ts). `npm run test:perf:all`: the same, then the timing benchmark: paint under Chromium's
// applied throttling against the floor page, Lighthouse's simulated opinion beside it, every press
// (benchmark.ts); it fails loudly on a slow page but belongs on a quiet machine, not in `npm test`
// (docs/architecture.md#performance-budgets). --no-lighthouse leaves Lighthouse out.
// Both build the site first (NODE_ENV=production); PERF_REUSE_DIST=1 or --no-build measures the
// dist/ already there. Routes named on the command line replace every route.
// A new measurement joins as a module of its own that returns its checks, called here.
import { benchmark } from './benchmark.ts';
import { gate } from './gate.ts';
import { summaryLine } from './report.ts';
import { buildUnlessReused } from './serve.ts';

const argv = process.argv.slice(2);
const routes = argv.filter((a) => a.startsWith('/'));

buildUnlessReused(argv);
const checks: { ok: boolean }[] = await gate(routes);
if (argv.includes('--all'))
  checks.push(
    ...(await benchmark(routes, {
      advisory: argv.includes('--timing-advisory'),
      lighthouse: !argv.includes('--no-lighthouse'),
    })),
  );
console.log(summaryLine(checks));
process.exitCode = checks.some((c) => !c.ok) ? 1 : 0;
