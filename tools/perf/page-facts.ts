// The perf gate's measurement: one load of a route in Chromium, as a first visit on a phone
// (Lighthouse's mobile screen), read for what does not move with the machine's speed: the bytes
// of the document, scripts, fonts and pictures as served, how many requests come before the
// page's code starts, which resources block rendering, whether any script is fetched before the
// first screen, and the layout shifts. Counted, not timed: a busy machine reads the same
// (docs/architecture.md#performance-budgets).
import type { Browser } from 'playwright-core';

import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_EVENT } from '../../src/lib/page/first-screen.ts';
import { layoutShiftScore, type ShiftEntry } from './layout-shift-score.ts';

/** Lighthouse's mobile screen (a Moto G Power): what the gate has always measured. */
export const PHONE = { width: 412, height: 823 } as const;

export interface PageFacts {
  documentBytes: number;
  jsBytes: number;
  fontBytes: number;
  imageBytes: number;
  /** Requests made before the page's code started, the document's own included. */
  firstScreenRequests: number;
  /** Resources the browser held the first paint for (stylesheets, classic scripts in <head>). */
  renderBlocking: string[];
  /** Scripts fetched before the first screen was on display: the page's code must wait for it. */
  scriptsBeforeFirstScreen: string[];
  /** Cumulative Layout Shift as Lighthouse counts it (the largest session window). */
  cls: number;
}

/** Bytes of a response body as the server sent it (brotli where compressible), by URL. */
export type BodyBytes = (url: string) => number | undefined;

/** What a resource is, by its file: the build names every file by what it holds. */
export function kindOf(url: string): 'script' | 'font' | 'image' | 'other' {
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname)) return 'script';
  if (/\.woff2?$/.test(pathname)) return 'font';
  if (/\.(avif|webp|png|jpe?g|gif|svg)$/.test(pathname)) return 'image';
  return 'other';
}

interface Resource {
  name: string;
  startTime: number;
  renderBlockingStatus?: string;
}

/**
 * Records layout shifts from the first byte on, and the moment the page's code is let start:
 * the first-screen script announces it (FIRST_SCREEN_EVENT) just before it imports any code.
 */
const OBSERVE = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('${FIRST_SCREEN_EVENT}', () => (window.__firstScreenAt = performance.now()), { once: true });
})();`;

export async function measurePage(browser: Browser, url: string, bodyBytes: BodyBytes): Promise<PageFacts> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(`html[${FIRST_SCREEN_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    // Everything the code then starts: custom elements at idle, late fonts, the first-visit notice.
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __shifts: ShiftEntry[]; __firstScreenAt: number };
      const resources = performance.getEntriesByType('resource') as unknown as Resource[];
      return {
        shifts: w.__shifts,
        firstScreenAt: w.__firstScreenAt,
        resources: resources.map(({ name, startTime, renderBlockingStatus }) => ({
          name,
          startTime,
          renderBlockingStatus,
        })),
      };
    });
    const resources = seen.resources.filter((r) => !r.name.startsWith('data:'));
    const bytesOf = (kind: ReturnType<typeof kindOf>) =>
      resources.filter((r) => kindOf(r.name) === kind).reduce((sum, r) => sum + (bodyBytes(r.name) ?? 0), 0);
    const early = resources.filter((r) => r.startTime < seen.firstScreenAt);
    const path = (address: string) => new URL(address).pathname;
    return {
      documentBytes: bodyBytes(url) ?? Number.NaN,
      jsBytes: bytesOf('script'),
      fontBytes: bytesOf('font'),
      imageBytes: bytesOf('image'),
      firstScreenRequests: 1 + early.length,
      renderBlocking: resources.filter((r) => r.renderBlockingStatus === 'blocking').map((r) => path(r.name)),
      scriptsBeforeFirstScreen: early.filter((r) => kindOf(r.name) === 'script').map((r) => path(r.name)),
      cls: layoutShiftScore(seen.shifts),
    };
  } finally {
    await context.close();
  }
}
