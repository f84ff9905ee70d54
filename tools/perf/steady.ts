// Shows that the perf gate of `npm test` does not depend on the machine's speed: it measures
// every route twice, once as the machine is and once with a busy loop on every core beside it,
// and compares what the gate judged. `npm run bench -- perf-steady`; exits non-zero if the two
// verdicts (or any counted value) differ. Reuses dist/ when PERF_REUSE_DIST=1 or --no-build.
import { startBusyLoops } from '../bench/busy-loops.ts';
import { formatFactsTable } from './facts-checks.ts';
import { measureRoutes } from './gate.ts';
import { buildUnlessReused } from './serve.ts';

const argv = process.argv.slice(2);
buildUnlessReused(argv);

const quiet = await measureRoutes();
const loops = startBusyLoops();
let busy: Awaited<ReturnType<typeof measureRoutes>>;
const started = Date.now();
try {
  busy = await measureRoutes();
} finally {
  loops.stop();
}
console.log(`As the machine is:\n${formatFactsTable(quiet.checks)}\n`);
console.log(`With ${loops.count} busy loops beside it (${Math.round((Date.now() - started) / 1000)} s):`);
console.log(`${formatFactsTable(busy.checks)}\n`);

const key = (c: { route: string; fact: string }) => `${c.route} ${c.fact}`;
const before = new Map(quiet.checks.map((c) => [key(c), c]));
const differences = busy.checks.filter((c) => {
  const other = before.get(key(c));
  return !other || other.ok !== c.ok || other.value !== c.value;
});
for (const c of differences) {
  const other = before.get(key(c));
  console.log(`≠ ${key(c)}: ${other?.value} (${other?.ok ? 'ok' : 'over'}) then ${c.value} (${c.ok ? 'ok' : 'over'})`);
}
const verdict = (checks: { ok: boolean }[]) => (checks.every((c) => c.ok) ? 'pass' : 'fail');
console.log(
  `Verdict as the machine is: ${verdict(quiet.checks)}; with busy loops: ${verdict(busy.checks)}; ` +
    `${quiet.checks.length} checks, ${differences.length} differ.`,
);
process.exitCode = differences.length === 0 ? 0 : 1;
