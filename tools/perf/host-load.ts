// How much of the machine something other than the measurement used during a Lighthouse run.
// Lantern (simulated throttling) multiplies the main-thread time it observes by four, so CPU
// another program takes on this 2-core machine — another tenant of the VM (steal), a build, a
// leftover browser — reads as a slower page. Counting it lets the runner tell a disturbed run
// from a slow page instead of guessing from the benchmark index, which Lighthouse takes once,
// before the page loads.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks from /proc/stat's aggregate `cpu` line: all of them, and those not idle. */
export interface MachineTicks {
  busy: number;
  total: number;
}

/** One process from /proc/<pid>/stat: its parent and the CPU ticks it and its reaped children used. */
export interface ProcessTicks {
  pid: number;
  ppid: number;
  ticks: number;
}

export interface CpuSample {
  machine: MachineTicks;
  /** Ticks of the measurement itself: the runner (Lighthouse, the static server) and Chromium. */
  ours: number;
}

export function parseMachineTicks(procStat: string): MachineTicks {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) throw new Error('/proc/stat has no aggregate cpu line');
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

export function parseProcessTicks(pidStat: string): ProcessTicks {
  // The command name sits in parentheses and may itself hold spaces or parentheses.
  const close = pidStat.lastIndexOf(')');
  const pid = Number(pidStat.slice(0, pidStat.indexOf('(')).trim());
  const fields = pidStat
    .slice(close + 2)
    .trim()
    .split(/\s+/)
    .map(Number);
  // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  const ppid = fields[1] ?? 0;
  const ticks = (fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0);
  return { pid, ppid, ticks };
}

/** Ticks used by the given processes and all their descendants. */
export function treeTicks(processes: readonly ProcessTicks[], roots: readonly number[]): number {
  const children = new Map<number, ProcessTicks[]>();
  for (const p of processes) {
    const siblings = children.get(p.ppid);
    if (siblings) siblings.push(p);
    else children.set(p.ppid, [p]);
  }
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const seen = new Set<number>();
  const queue = roots.filter((pid) => byPid.has(pid));
  let ticks = 0;
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += byPid.get(pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) queue.push(child.pid);
  }
  return ticks;
}

/**
 * Average number of cores used by anything outside the measurement between two samples
 * (0 on an otherwise idle machine; up to the number of cores).
 */
export function foreignCores(before: CpuSample, after: CpuSample, cores: number): number {
  const total = after.machine.total - before.machine.total;
  if (total <= 0) return 0;
  const foreign = after.machine.busy - before.machine.busy - (after.ours - before.ours);
  return Math.max(0, (foreign / total) * cores);
}

function readProcesses(): ProcessTicks[] {
  const processes: ProcessTicks[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes.push(parseProcessTicks(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended between the directory listing and the read: nothing left to count.
    }
  }
  return processes;
}

/** A sample of the whole machine and of the measurement's own processes; undefined off Linux. */
export function sampleCpu(roots: readonly number[]): CpuSample | undefined {
  let procStat: string;
  try {
    procStat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  return { machine: parseMachineTicks(procStat), ours: treeTicks(readProcesses(), roots) };
}

export const CORES = cpus().length;

/**
 * Other programs' average use above which a run measures the machine rather than the page.
 * An idle machine reads well under a fifth of a core, one busy-looping process most of a core;
 * such a process lifts home's blocking time several-fold while Lighthouse's own CPU benchmark
 * barely moves, so the benchmark cannot be trusted to notice.
 */
export const DISTURBED_CORES = 0.3;

export function isDisturbed(run: { foreignCores?: number }): boolean {
  return (run.foreignCores ?? 0) > DISTURBED_CORES;
}
