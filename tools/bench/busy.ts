// `npm run bench -- busy [<runs> [command…]]`: the suite beside a busy loop on every core, to
// show that its verdict does not depend on the machine's load (a test that passes on a quiet
// machine and fails on a busy one is broken, docs/testing.md#running-tests). Starts one loop per
// core, runs `npm test` (or the command given) <runs> times in a row (3 unless told), stops the
// loops whatever happens (a failure, a crash, Ctrl-C) and prints each run's time and its
// `N passed, N failed` line. Exits non-zero if any run failed.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';

import { parseCounts } from '../test.ts';
import { startBusyLoops } from './busy-loops.ts';

const DEFAULT_RUNS = 3;

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : DEFAULT_RUNS;
const [command = 'npm', ...commandArgs] = args.length > 0 ? args : ['npm', 'test'];

const loops = startBusyLoops();
const stopLoops = () => loops.stop();
let current: ChildProcess | undefined;
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopLoops();
    current?.kill(signal);
    console.log(`\n${signal}: busy loops stopped`);
    process.exit(128 + constants.signals[signal]);
  });
}

/** Runs the command once, its output streamed as it comes and kept for its summary line. */
function runOnce(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['inherit', 'pipe', 'pipe'] });
    current = child;
    let output = '';
    const keep = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      out.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${String(error)}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const results: string[] = [];
let failedRuns = 0;
try {
  console.log(`${loops.count} busy loops; ${runs} runs of \`${[command, ...commandArgs].join(' ')}\``);
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    const { code, output } = await runOnce();
    const seconds = Math.round((Date.now() - started) / 1000);
    const counts = parseCounts(output, 'closing');
    const line = counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no summary line';
    if (code !== 0 || (counts?.failed ?? 0) > 0) failedRuns += 1;
    results.push(`run ${run}: ${seconds} s, ${line} (exit code ${code})`);
    console.log(`\n▶ ${results.at(-1)}`);
  }
} finally {
  stopLoops();
}
console.log(`\nBeside ${loops.count} busy loops:\n${results.join('\n')}`);
process.exitCode = failedRuns > 0 ? 1 : 0;
