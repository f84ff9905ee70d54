// One Lighthouse run (mobile defaults: simulated throttling, Moto G Power viewport) against a URL,
// in Debian's Chromium started with a DevTools port — no browser download, no network.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

import { CHROME_PATH, CHROMIUM_FLAGS } from '../browser.ts';
import { BUDGETS, type RunMetrics } from './budgets.ts';
import { CORES, foreignCores, sampleCpu } from './host-load.ts';
import { describeLayoutShifts } from './layout-shifts.ts';

async function startChrome(): Promise<{ port: number; pid: number | undefined; stop: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-chrome-'));
  const child = spawn(CHROME_PATH, [
    '--headless',
    ...CHROMIUM_FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const match = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  return {
    port,
    pid: child.pid,
    stop: () => {
      child.kill('SIGKILL');
      // Chromium's helper processes may still be writing the profile for a moment after the kill.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * Bytes of a response body as the server sent it (brotli where compressible), by URL.
 * Lighthouse's transferSize also counts HTTP/1.1 response headers — ~250 B per request on
 * this loopback server, ~10 KB over a page's ~45 script chunks — which are not JavaScript
 * and which HTTP/2 hosts compress away; the budget is about the code.
 */
export type BodyBytes = (url: string) => number | undefined;

/**
 * A run's metrics and its First Contentful Paint (judged against the floor's, floor.ts); Lighthouse's CPU benchmark of the machine at the time (higher is faster);
 * the cores other programs used meanwhile (host-load.ts; absent off Linux); for a run over the
 * CLS budget, its layout shifts and the elements Lighthouse blames.
 */
export type Run = RunMetrics & {
  fcpMs: number;
  benchmarkIndex: number;
  foreignCores?: number;
  layoutShifts?: string[];
};

interface ShiftItem {
  node?: { selector?: string };
  score?: number;
}

export async function runLighthouse(url: string, bodyBytes: BodyBytes = () => undefined): Promise<Run> {
  const chrome = await startChrome();
  try {
    const roots = [process.pid, ...(chrome.pid ? [chrome.pid] : [])];
    const before = sampleCpu(roots);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const after = sampleCpu(roots);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const bytesOf = (wanted: (item: NetworkItem) => boolean) =>
      items.filter(wanted).reduce((n, i) => n + (bodyBytes(i.url ?? '') ?? i.transferSize ?? 0), 0);
    // A font prefetched after load (lib/fonts/late-fonts.ts) is typed 'Other'; it still counts.
    const isFont = (item: NetworkItem) => item.resourceType === 'Font' || /\.woff2?$/.test(item.url ?? '');
    const cls = audit('cumulative-layout-shift');
    const shiftItems = (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [];
    const layoutShifts =
      cls > BUDGETS.cls
        ? [
            ...shiftItems.map(
              (item) => `${item.node?.selector ?? 'an element'} moved (${(item.score ?? 0).toFixed(3)})`,
            ),
            ...describeLayoutShifts(result.artifacts.Trace.traceEvents),
          ]
        : undefined;
    return {
      layoutShifts,
      foreignCores: before && after ? foreignCores(before, after, CORES) : undefined,
      score: lhr.categories.performance?.score ?? 0,
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls,
      jsBytes: bytesOf((item) => item.resourceType === 'Script'),
      fontBytes: bytesOf(isFont),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.stop();
  }
}
