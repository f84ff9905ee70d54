// The machine a benchmark ran on, printed above its figures. "CPU slowed 4×" slows *this* machine's
// Chromium, so one build reads differently on another host or Chromium build (the presses most:
// INP is in milliseconds, not a ratio to the floor). Naming the Chromium build and Lighthouse's own
// CPU benchmark index (the unthrottled speed Lighthouse records with every run; 1,000 and more is
// a desktop-class machine) lets a reader tell a slower host from a slower page before comparing
// two reports (docs/architecture.md#performance-budgets).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { launchBrowser } from '../browser.ts';
import { type Spread, spreadOf } from './budgets.ts';

export interface HostSpeed {
  chromium: string;
  /** Lighthouse's benchmark index over BENCHMARK_RUNS runs, each about a second. */
  benchmarkIndex: Spread;
}

const BENCHMARK_RUNS = 3;

/** One line for a report's heading. */
export function describeHost({ chromium, benchmarkIndex: { median, min, max } }: HostSpeed): string {
  const index = `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`;
  return `Chromium ${chromium}, Lighthouse's CPU benchmark index ${index}, unthrottled`;
}

export function summarizeHost(chromium: string, runs: readonly number[]): HostSpeed {
  if (runs.length === 0) throw new Error('the host was not measured: no benchmark run');
  return { chromium, benchmarkIndex: spreadOf(runs) };
}

/** Measures the host in a browser of its own, before the pages are timed. */
export async function measureHost(): Promise<HostSpeed> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    // Lighthouse's function, sent whole as it runs in Lighthouse's own gatherer.
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    for (let run = 0; run < BENCHMARK_RUNS; run++) runs.push(await page.evaluate<number>(source));
    return summarizeHost(browser.version(), runs);
  } finally {
    await browser.close();
  }
}
