// The second page of a visit: a phone opens one page, waits until it has settled (its code
// started, the web font prefetched for later pages), then follows to another in the same tab,
// with the production cache headers (`/_astro/*` immutable, pages revalidated). What the second
// page fetches from the network is what its visitor waits for; the first page's is printed
// beside it. Bytes are counted as the server sends them (brotli), from Chromium's own counters,
// so the measure is deterministic: nothing here reads a clock (docs/architecture.md#performance-budgets).
import type { Browser, CDPSession, Page } from 'playwright-core';

import { SECOND_PAGE_BYTES } from './budgets.ts';

/** An iPhone-sized phone: 390 CSS px wide at three device pixels per CSS pixel. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 } as const;

export interface Fetched {
  url: string;
  /** Chromium's resource type: Document, Stylesheet, Script, Image, Font, Fetch, Other. */
  type: string;
  /** Body bytes received from the network (0 when served from a cache). */
  bytes: number;
  /** For a picture: how far its top was below the top of the page when it was requested, in screens. */
  screensDown?: number;
}

export interface PageVisit {
  path: string;
  fetched: Fetched[];
}

interface Pending {
  url: string;
  type: string;
  headers: number;
}

/** Records, per request, the body bytes that came over the network (total received minus headers). */
function recordFetches(cdp: CDPSession, into: () => Fetched[]): void {
  const pending = new Map<string, Pending>();
  cdp.on('Network.requestWillBeSent', (e) => {
    pending.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', headers: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = pending.get(e.requestId);
    if (request) request.headers = e.response.fromDiskCache ? Number.NaN : e.response.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = pending.get(e.requestId);
    if (!request) return;
    pending.delete(e.requestId);
    const bytes = Number.isNaN(request.headers) ? 0 : Math.max(0, e.encodedDataLength - request.headers);
    into().push({ url: request.url, type: request.type, bytes });
  });
}

/** Where each picture the page requested sits, in screens from the top, as laid out now. */
async function placePictures(page: Page, fetched: Fetched[]): Promise<void> {
  const tops = await page.evaluate(() =>
    [...document.images].map((img) => ({
      url: img.currentSrc,
      screens: (img.getBoundingClientRect().top + scrollY) / innerHeight,
    })),
  );
  for (const item of fetched) {
    const found = tops.find((t) => t.url === item.url);
    if (item.type === 'Image' && found) item.screensDown = Math.round(found.screens * 100) / 100;
  }
}

/**
 * Until the page has settled by its own signals (its code started after the first screen, its
 * custom elements defined and its after-paint islands hydrated) and the network has been quiet
 * for a moment. Network quiet alone came before a busy machine's idle, when the elements are
 * defined: the first page's element code was then fetched by, and counted against, the second.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
  await page.waitForFunction(
    () =>
      document.querySelectorAll(':not(:defined)').length === 0 &&
      document.querySelectorAll('astro-island[ssr][client="after-paint"]').length === 0,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `first`, then `second` in the same tab of a fresh phone-sized context, without
 * scrolling either, against a server sending the production cache headers.
 */
export async function visitTwoPages(
  browser: Browser,
  baseUrl: string,
  first: string,
  second: string,
): Promise<[PageVisit, PageVisit]> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  try {
    await context.addCookies([{ name: 'ischeck', value: '1', domain: new URL(baseUrl).hostname, path: '/' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let current: Fetched[] = [];
    recordFetches(cdp, () => current);
    await page.goto(baseUrl + first, { waitUntil: 'load' });
    await settle(page);
    // The web font for later pages is prefetched once the first screen is on display.
    await page.waitForFunction(() => sessionStorage.getItem('web-fonts') === '1');
    await placePictures(page, current);
    const firstVisit = { path: first, fetched: current };
    current = [];
    await page.goto(baseUrl + second, { waitUntil: 'load' });
    await settle(page);
    await placePictures(page, current);
    return [firstVisit, { path: second, fetched: current }];
  } finally {
    await context.close();
  }
}

export const totalBytes = (visit: PageVisit): number => visit.fetched.reduce((n, f) => n + f.bytes, 0);

/**
 * Chromium's distance for native lazy loading on a fast connection: a `loading="lazy"` picture
 * within 1,250 px below the screen is fetched before the visitor scrolls (every picture has a real
 * `src` now, for visitors without scripts: docs/architecture.md#performance-budgets).
 */
const NATIVE_LAZY_DISTANCE_PX = 1250;

/** How far below the top a picture may be and still be fetched before the visitor scrolls. */
export const NEAR_SCREENS = 1 + NATIVE_LAZY_DISTANCE_PX / PHONE.height;

/** What breaks the second-page budget, in words a developer can act on. */
export function secondPageFailures(first: PageVisit, second: PageVisit, limit = SECOND_PAGE_BYTES): string[] {
  const failures: string[] = [];
  const bytes = totalBytes(second);
  if (bytes > limit)
    failures.push(`${first.path} → ${second.path}: ${(bytes / 1024).toFixed(1)} KB > ${(limit / 1024).toFixed(1)} KB`);
  const fontsBefore = first.fetched.filter((f) => f.type === 'Font' || /\.woff2$/.test(f.url));
  for (const font of second.fetched.filter((f) => f.bytes > 0 && /\.woff2$/.test(f.url))) {
    const face = font.url.replace(/^.*\/([a-z-]+)[^/]*$/i, '$1');
    if (fontsBefore.some((f) => f.url.includes(`/${face}`)))
      failures.push(`${second.path}: a second file of the font ${face} (${font.url})`);
  }
  for (const picture of second.fetched.filter((f) => (f.screensDown ?? 0) > NEAR_SCREENS))
    failures.push(`${second.path}: ${picture.url} fetched ${picture.screensDown} screens down, before any scroll`);
  return failures;
}
