// The way back: a page a visitor leaves and comes back to is restored from the browser's
// back/forward cache, frozen as it was, instead of loaded again (docs/architecture.md#the-way-back).
// Opened in a browser that keeps pages (launchBrowser({ backForwardCache: true })), settled as a
// visitor finds it, then left and returned to: `pageshow` with `persisted` says it came back
// from the cache, and Chromium's Page.backForwardCacheNotUsed says why not. Deterministic: an
// eligible page is always restored.
import type { Browser, Page } from 'playwright-core';

/** Counts pageshow (and whether it came from the cache) and pagehide, from the first script on. */
const WATCH = `window.__way = { shows: [], hides: 0 };
addEventListener('pageshow', (event) => window.__way.shows.push(event.persisted));
addEventListener('pagehide', () => { window.__way.hides += 1; });`;

type Way = { shows: boolean[]; hides: number };

export interface WatchedPage {
  page: Page;
  /** Why Chromium did not keep the page, as it reported on the way back. */
  reasons: string[];
}

/**
 * Opens `url` at 390 px with the watcher (and `extra`, a script run before the page's own) and
 * waits until the page's code has started and its later sections are in.
 */
export async function openWatched(browser: Browser, url: string, extra = ''): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  await context.addCookies([{ name: 'ischeck', value: '1', url }]);
  const page = await context.newPage();
  const watched: WatchedPage = { page, reasons: [] };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    watched.reasons.push(...event.notRestoredExplanations.map((e) => e.reason));
  });
  await page.addInitScript(`${WATCH}\n${extra}`);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
  return watched;
}

/**
 * Goes to `elsewhere` (doing `whileAway` there) and back, closes the page, and says whether it
 * came back from the cache.
 */
export async function backFromCache(
  { page }: WatchedPage,
  elsewhere: string,
  whileAway?: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await page.goto(elsewhere, { waitUntil: 'load' });
    await whileAway?.();
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const seen = (window as unknown as { __way?: Way }).__way;
      return seen !== undefined && seen.shows.length > seen.hides;
    });
    const seen = await page.evaluate(() => (window as unknown as { __way: Way }).__way);
    return seen.shows.at(-1) === true;
  } finally {
    await page.context().close();
  }
}

/** Where to go from `path` and come back: another page of the site. */
export const elsewhereThan = (path: string): string => (path === '/faq' ? '/privacy' : '/faq');
