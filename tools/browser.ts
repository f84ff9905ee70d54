// playwright-core drives Debian's Chromium; nothing downloads a browser.
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Flags for every Chromium the project starts (tests, Lighthouse): the machines' closed network
 * refuses Chromium's own background connections, many at a time, unless they are switched off.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export const WIDTHS = { mb: 375, tablet: 1024, pc: 1440 } as const;

/**
 * `backForwardCache`: let pages be kept for the way back, as in a visitor's Chromium.
 * Playwright switches the cache off by default, so a test of it asks.
 */
export async function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_FLAGS],
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Opens a page at a width and records console errors, page errors and failed requests.
 * The first-visit popup is dismissed beforehand (its `ischeck` cookie), so tests about other
 * things see the page as a returning visitor does; tests of the popup pass `showFirstVisitPopup`.
 */
export async function openPage(
  browser: Browser,
  width: number,
  options: BrowserContextOptions = {},
  { showFirstVisitPopup = false } = {},
): Promise<{ page: Page; problems: PageProblems; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    ...options,
  });
  if (!showFirstVisitPopup) await context.addCookies([{ name: 'ischeck', value: '1', domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/does-not-exist')) {
      problems.failedRequests.push(`${response.status()} ${response.url()}`);
    }
  });
  // A test's request handlers may still be answering when its page closes (a test that failed
  // midway, or a response the page no longer wanted): those are dropped, not errors of the next test.
  const close = async () => {
    await Promise.all(context.pages().map((open) => open.unrouteAll({ behavior: 'ignoreErrors' })));
    await context.close();
  };
  return { page, problems, close };
}
