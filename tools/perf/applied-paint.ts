// One load of a page as a phone on a slow 4G link gets it, slowed by Chromium itself (applied
// throttling): DevTools' network emulation (latency on every request, bandwidth shared by all) and
// the CPU slowed 4×, both in place before the request leaves. A first visit on Lighthouse's mobile
// screen, like the perf gate's (page-facts.ts). Returns the paint times the browser reports.
// Packet-level shaping (`tc netem`) would model TCP slow start too; this kernel has no netem.
import type { Browser } from 'playwright-core';

import { CPU_SLOWDOWN } from './inp.ts';
import { PHONE } from './page-facts.ts';

/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (kbit of 1024 bits). */
export const SLOW_4G = {
  latencyMs: 150,
  downloadBytesPerSecond: (1600 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

export interface AppliedPaint {
  fcpMs: number;
  lcpMs: number;
}

/** LCP candidates from the first byte on; the last one before any input is the page's LCP. */
const OBSERVE_LCP = `window.__lcp = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__lcp.push(e.startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** Loads `url` in a fresh context (a cold cache, no cookies) and reads its FCP and LCP. */
export async function paintThrottled(browser: Browser, url: string): Promise<AppliedPaint> {
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.downloadBytesPerSecond,
      uploadThroughput: SLOW_4G.uploadBytesPerSecond,
      connectionType: 'cellular4g',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // What the page starts after load (its code, lazy pictures near the top) may still paint larger.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: (window as unknown as { __lcp: number[] }).__lcp.at(-1),
    }));
    if (seen.fcp === undefined || seen.lcp === undefined) throw new Error(`${url}: no paint was reported`);
    return { fcpMs: seen.fcp, lcpMs: seen.lcp };
  } finally {
    await context.close();
  }
}
