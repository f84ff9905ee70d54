// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  CORES,
  type CpuSample,
  DISTURBED_CORES,
  foreignCores,
  isDisturbed,
  parseMachineTicks,
  parseProcessTicks,
  sampleCpu,
  treeTicks,
} from './host-load';

describe('reading /proc', () => {
  it('counts steal and interrupts as busy, idle and iowait as not', () => {
    const stat = 'cpu  100 5 20 1000 30 1 2 7 0 0\ncpu0 50 2 10 500 15 0 1 3 0 0\nintr 1 2 3\n';
    expect(parseMachineTicks(stat)).toEqual({ busy: 100 + 5 + 20 + 1 + 2 + 7, total: 135 + 1000 + 30 });
  });

  it('refuses a /proc/stat without its aggregate line', () => {
    expect(() => parseMachineTicks('cpu0 1 2 3 4\n')).toThrow(/aggregate/);
  });

  it('reads a process whose name holds spaces and parentheses', () => {
    const stat = '4242 (Chrome_Child (gpu) x) S 4000 4242 1 0 -1 4194560 10 0 0 0 70 30 5 6 20 0 1 0 1 1 1';
    expect(parseProcessTicks(stat)).toEqual({ pid: 4242, ppid: 4000, ticks: 70 + 30 + 5 + 6 });
  });
});

describe('what counts as the measurement', () => {
  const processes = [
    { pid: 1, ppid: 0, ticks: 1000 },
    { pid: 10, ppid: 1, ticks: 50 }, // the runner
    { pid: 11, ppid: 10, ticks: 200 }, // Chromium, started by the runner
    { pid: 12, ppid: 11, ticks: 300 }, // a renderer
    { pid: 20, ppid: 1, ticks: 400 }, // somebody else's build
  ];

  it('sums the roots and all their descendants, and nothing else', () => {
    expect(treeTicks(processes, [10])).toBe(550);
    expect(treeTicks(processes, [11])).toBe(500);
    expect(treeTicks(processes, [10, 11])).toBe(550);
    expect(treeTicks(processes, [99])).toBe(0);
  });

  const sample = (busy: number, total: number, ours: number): CpuSample => ({ machine: { busy, total }, ours });

  it('turns the busy ticks nobody in the measurement used into cores', () => {
    // 2 cores, 200 ticks elapsed in all: 150 busy, 100 of them ours, so 50 others' = half a core.
    expect(foreignCores(sample(0, 0, 0), sample(150, 200, 100), 2)).toBeCloseTo(0.5);
    expect(foreignCores(sample(0, 0, 0), sample(100, 200, 100), 2)).toBe(0);
    // Ticks of a child reaped between the samples can make ours exceed the machine's: never negative.
    expect(foreignCores(sample(0, 0, 0), sample(100, 200, 120), 2)).toBe(0);
    expect(foreignCores(sample(5, 5, 0), sample(5, 5, 0), 2)).toBe(0);
  });

  it('sets aside a run only above 0.3 cores of others', () => {
    expect(isDisturbed({ foreignCores: DISTURBED_CORES + 0.01 })).toBe(true);
    expect(isDisturbed({ foreignCores: 0.1 })).toBe(false);
    expect(isDisturbed({})).toBe(false);
  });
});

describe.runIf(existsSync('/proc/stat'))('on this machine', () => {
  it('sees a busy process as someone else unless it belongs to the measurement', async () => {
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 1500; while (Date.now() < end) {}']);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const withChild = [process.pid];
      const alone: number[] = [];
      const before = { ours: sampleCpu(withChild), theirs: sampleCpu(alone) };
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = { ours: sampleCpu(withChild), theirs: sampleCpu(alone) };
      const counted = foreignCores(before.ours!, after.ours!, CORES);
      const uncounted = foreignCores(before.theirs!, after.theirs!, CORES);
      // The loop keeps one core busy: counted as someone else's only when it is not in the tree.
      expect(uncounted - counted).toBeGreaterThan(0.6);
    } finally {
      child.kill();
    }
  });
});
