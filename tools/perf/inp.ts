// Interaction to Next Paint, pressed for real: a phone-sized Chromium with its CPU slowed 4×
// presses each control of each route (inp-presses.ts) and reads the browser's Event Timing API
// (docs/architecture.md#every-press). An interaction lasts from the press to the next frame
// painted after its handlers ran; the longest event of one interaction is its duration, as
// Chromium reports INP. Timings: this belongs to the benchmark (`npm run test:perf:all`), judged
// on the median of INP_RUNS runs, never to `npm test`.
import type { Browser, Page } from 'playwright-core';

import { INP_MS, median } from './budgets.ts';
import type { Press, RoutePresses } from './inp-presses.ts';

export const CPU_SLOWDOWN = 4;
export const INP_RUNS = 3;
const PHONE = { width: 390, height: 844 } as const;

/** Keeps every Event Timing entry that belongs to an interaction, from the first script on. */
const RECORD = `window.__events = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, duration: e.duration });
}).observe({ type: 'event', buffered: true, durationThreshold: 16 });`;

type Recorded = { id: number; duration: number };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events.length);

/** Two frames and a moment: Event Timing reports an interaction after the frame it painted. */
const flush = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))),
  );

/**
 * The longest interaction among the events recorded since `from`; 16 ms when none reached
 * Event Timing's threshold (an interaction under 16 ms is not reported).
 */
async function longestSince(page: Page, from: number): Promise<number> {
  await flush(page);
  const events = await page.evaluate(
    (start) => (window as unknown as { __events: Recorded[] }).__events.slice(start),
    from,
  );
  return Math.max(16, ...events.map((e) => e.duration));
}

/** Presses one control and returns the longest interaction it caused, in ms. */
export async function measurePress(page: Page, press: Press): Promise<number> {
  const from = await recorded(page);
  await press.act(page);
  return longestSince(page, from);
}

/** Slows the page's CPU and puts the event recorder in place before any script of the next document. */
export async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORD);
}

/** A fresh phone with its CPU slowed (slowDown). */
async function slowPhone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ko-KR' });
  const page = await context.newPage();
  await slowDown(page);
  return { page, close: () => context.close() };
}

/** Until the page's code has started, as a visitor finds it a moment after load. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

export interface PressSample {
  route: string;
  name: string;
  ms: number;
}

/** One run of a route: its early press on a page still loading, then every press in order. */
export async function runRoute(browser: Browser, baseUrl: string, route: RoutePresses): Promise<PressSample[]> {
  const samples: PressSample[] = [];
  const url = new URL(route.route, baseUrl).href;
  if (route.early) {
    const { page, close } = await slowPhone(browser);
    await page.context().addCookies([{ name: 'ischeck', value: '1', url }]);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    samples.push({ route: route.route, name: route.early.name, ms: await measurePress(page, route.early) });
    await close();
  }
  const { page, close } = await slowPhone(browser);
  try {
    await page.context().addCookies([{ name: 'ischeck', value: '1', url }]);
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    for (const press of route.presses)
      samples.push({ route: route.route, name: press.name, ms: await measurePress(page, press) });
  } finally {
    await close();
  }
  return samples;
}

export interface InpResult {
  route: string;
  name: string;
  runs: number[];
  median: number;
  ok: boolean;
}

/** Each press judged on the median of its runs, worst first. */
export function judgePresses(samples: readonly PressSample[], limit: number = INP_MS): InpResult[] {
  const byPress = new Map<string, PressSample[]>();
  for (const sample of samples) {
    const key = `${sample.route}\u0000${sample.name}`;
    byPress.set(key, [...(byPress.get(key) ?? []), sample]);
  }
  return [...byPress.values()]
    .map((runs) => {
      const ms = median(runs.map((r) => r.ms));
      const first = runs[0] as PressSample;
      return { route: first.route, name: first.name, runs: runs.map((r) => r.ms), median: ms, ok: ms <= limit };
    })
    .sort((a, b) => b.median - a.median);
}

/** The worst `count` presses, one line each. */
export function worstPresses(results: readonly InpResult[], count = 3): string[] {
  return results
    .slice(0, count)
    .map(
      (r) =>
        `${r.route} ${r.name}: ${Math.round(r.median)} ms (runs ${r.runs.map(Math.round).join(', ')})${r.ok ? '' : ' ✗'}`,
    );
}
