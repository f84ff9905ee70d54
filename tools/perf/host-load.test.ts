// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
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
  // Counted, not timed: however busy the machine, the loop's ticks are in the measurement's tree
  // and in no one else's (a core-share threshold here failed whenever other programs ran).
  it("counts a busy child's ticks as the measurement's own, and only under its parent", async () => {
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 60000; while (Date.now() < end) {}']);
    try {
      const childTicks = () => parseProcessTicks(readFileSync(`/proc/${child.pid}/stat`, 'utf8')).ticks;
      while (childTicks() < 20) await new Promise((resolve) => setTimeout(resolve, 50));
      const used = childTicks();
      const own = parseProcessTicks(readFileSync('/proc/self/stat', 'utf8')).ticks;
      // This process's own ticks grow by a few between the two reads; the child's 20 stand out.
      expect(sampleCpu([process.pid])!.ours - own).toBeGreaterThanOrEqual(used);
      expect(sampleCpu([])!.ours).toBe(0);
    } finally {
      child.kill();
    }
  });
});
