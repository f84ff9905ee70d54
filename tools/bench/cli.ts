// `npm run bench -- <name> [options]`: the measurements that are not tests, one script with the
// benchmark's name as its argument. Each prints numbers and exits non-zero only on what it
// checks (a message lost or doubled, a verdict that changed under load).
import { spawn } from 'node:child_process';

const BENCHMARKS: Record<string, { file: string; what: string }> = {
  notify: { file: 'tools/bench/notify-burst.ts', what: 'a burst of answers through the notification loop' },
  'perf-steady': { file: 'tools/perf/steady.ts', what: 'the perf gate quiet and beside a busy loop on every core' },
  busy: {
    file: 'tools/bench/busy.ts',
    what: 'the whole suite (or a command) beside a busy loop on every core, run after run',
  },
};

const [name = '', ...rest] = process.argv.slice(2);
const benchmark = BENCHMARKS[name];
if (!benchmark) {
  console.error(`Usage: npm run bench -- <name> [options]. Benchmarks:`);
  for (const [known, { what }] of Object.entries(BENCHMARKS)) console.error(`  ${known.padEnd(12)} ${what}`);
  process.exit(2);
}
const child = spawn(process.execPath, [benchmark.file, ...rest], { stdio: 'inherit' });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
