// Interaction to Next Paint as a visitor's phone feels it: a 390 px touch screen with its CPU slowed
// 4× from before the page loads presses each control of each route (inp-presses.ts) with real input
// (touches and keys sent through the DevTools protocol, as a finger or a keyboard would), and reads
// the browser's Event Timing API (docs/architecture.md#every-press). An event's `duration` runs from
// the moment of the touch to the frame painted after its handlers, so it counts the wait for a busy
// main thread, the handlers and the rendering; the longest event of an interaction is its INP, as
// Chromium reports it. Entries arrive only once that frame is shown, later still on a busy
// machine: each press waits for its own. Timings: this belongs to the benchmark
// (`npm run test:perf:all`), judged on the median of INP_RUNS runs, never to `npm test`.
import type { Browser, Page } from 'playwright-core';

import type { Press, RoutePresses } from './inp-presses.ts';

export const CPU_SLOWDOWN = 4;
export const INP_RUNS = 3;
/** A phone held upright: the 390 px, with Lighthouse's mobile pixel density. */
export const TOUCH_PHONE = { width: 390, height: 844 } as const;
/** How long a press waits for its entries; one that never comes was under Event Timing's 16 ms. */
const ENTRY_WAIT_MS = 2000;

/** Keeps every Event Timing entry that belongs to an interaction, from the first script on. */
const RECORD = `window.__events = [];
window.__keep = (e) => { if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd }); };
window.__observer = new PerformanceObserver((list) => list.getEntries().forEach(window.__keep));
window.__observer.observe({ type: 'event', buffered: true, durationThreshold: 16 });`;

interface Recorded {
  id: number;
  name: string;
  duration: number;
  start: number;
  processingStart: number;
  processingEnd: number;
}

/** Where an interaction's time went: the wait for the main thread, its handlers, then the frame. */
export interface Phases {
  delay: number;
  processing: number;
  presentation: number;
}

export interface PressTiming {
  ms: number;
  phases?: Phases;
}

type Window = { __events: Recorded[]; __observer: PerformanceObserver; __keep: (e: PerformanceEntry) => void };

const mark = (page: Page) =>
  page.evaluate(() => ({
    entries: (window as unknown as Window).__events.length,
    interactions: (performance as unknown as { interactionCount: number }).interactionCount,
  }));

/**
 * The entries of the interactions since `from`, once delivered: after the browser has counted a new
 * interaction, until the entry that ends one (a click or a key's release) has come and no other
 * for 200 ms, or ENTRY_WAIT_MS.
 */
function entriesSince(page: Page, from: { entries: number; interactions: number }): Promise<Recorded[]> {
  return page.evaluate(
    async ({ from, waitMs }) => {
      const w = window as unknown as Window;
      const count = () => (performance as unknown as { interactionCount: number }).interactionCount;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const deadline = performance.now() + waitMs;
      let seen = w.__events.length;
      let quietSince = performance.now();
      while (performance.now() < deadline) {
        await frame();
        w.__observer.takeRecords().forEach(w.__keep);
        if (w.__events.length !== seen) [seen, quietSince] = [w.__events.length, performance.now()];
        const fresh = w.__events.slice(from.entries);
        const ended = fresh.some((e) => e.name === 'click' || e.name === 'keyup');
        if (count() > from.interactions && ended && performance.now() - quietSince > 200) break;
      }
      return w.__events.slice(from.entries);
    },
    { from, waitMs: ENTRY_WAIT_MS },
  );
}

/** The longest event among `events` with its phases; 16 ms when none reached Event Timing's threshold. */
export function longestEvent(events: readonly Recorded[]): PressTiming {
  const worst = [...events].sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return { ms: 16 };
  const phases = {
    delay: worst.processingStart - worst.start,
    processing: worst.processingEnd - worst.processingStart,
    presentation: worst.start + worst.duration - worst.processingEnd,
  };
  return { ms: Math.max(16, worst.duration), phases };
}

/** Presses one control and returns the longest event of the interactions it caused. */
export async function measurePress(page: Page, press: Press): Promise<PressTiming> {
  const from = await mark(page);
  await press.act(page);
  return longestEvent(await entriesSince(page, from));
}

/** Slows the page's CPU and puts the event recorder in place before any script of the next document. */
export async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORD);
}

/** A fresh touch phone with its CPU slowed (slowDown). */
async function slowPhone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: TOUCH_PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  await slowDown(page);
  return { page, close: () => context.close() };
}

/** Until the page's code has started, as a visitor finds it a moment after load. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

export interface PressSample extends PressTiming {
  route: string;
  name: string;
}

/** One run of a route: its early press on a page still loading, then every press in order. */
export async function runRoute(browser: Browser, baseUrl: string, route: RoutePresses): Promise<PressSample[]> {
  const samples: PressSample[] = [];
  const url = new URL(route.route, baseUrl).href;
  if (route.early) {
    const { page, close } = await slowPhone(browser);
    await page.context().addCookies([{ name: 'ischeck', value: '1', url }]);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    samples.push({ route: route.route, name: route.early.name, ...(await measurePress(page, route.early)) });
    await close();
  }
  const { page, close } = await slowPhone(browser);
  try {
    await page.context().addCookies([{ name: 'ischeck', value: '1', url }]);
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    for (const press of route.presses)
      samples.push({ route: route.route, name: press.name, ...(await measurePress(page, press)) });
  } finally {
    await close();
  }
  return samples;
}
