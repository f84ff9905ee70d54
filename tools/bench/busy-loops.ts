// One busy loop per core: what the benchmarks put beside a run to show its verdict does not
// depend on the machine's load (docs/testing.md#running-tests).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface BusyLoops {
  readonly count: number;
  /** Ends every loop; safe to call more than once. */
  stop(): void;
}

export function startBusyLoops(): BusyLoops {
  const loops = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    count: loops.length,
    stop() {
      for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
    },
  };
}
