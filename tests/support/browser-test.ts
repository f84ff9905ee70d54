// The browser tests' `test`: one Chromium per worker, and every page a test opens closed when the
// test ends, whatever its outcome. Test files import `test` (and `describe`, `expect`) from here
// instead of launching Chromium or writing try/finally around a page themselves:
//
//   test('lists every question', async ({ openSite }) => {
//     const { page } = await openSite('/faq', { width: WIDTHS.mb });
//     …
//   });
//
// A table of cases uses `test.for` (the case, then the fixtures) rather than `test.each`, which
// passes no fixtures.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { test as base } from 'vitest';

import { launchBrowser, openPage as openBlankPage } from '../../tools/browser';
import { openSite as openSiteWith, type SitePage } from './member-flows';

export { describe, expect } from 'vitest';

type OpenPage = (
  width: number,
  options?: BrowserContextOptions,
  flags?: { showFirstVisitPopup?: boolean },
) => Promise<SitePage>;
type OpenSite = (path: string, options?: { width?: number; popup?: boolean }) => Promise<SitePage>;

/** An opener that remembers what it opened, and the one cleanup that closes all of it. */
function tracked<T extends unknown[]>(open: (...args: T) => Promise<SitePage>) {
  const opened: SitePage[] = [];
  const opener = async (...args: T) => {
    const site = await open(...args);
    opened.push(site);
    return site;
  };
  return { opener, closeAll: () => Promise.all(opened.map((site) => site.close())).then(() => undefined) };
}

export const test = base
  // One Chromium per worker; each page lives in its own context (its own storage and cookies).
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** A fresh context at `width` with nothing loaded yet (tools/browser.ts openPage). */
  .extend('openPage', ({ browser }, { onCleanup }): OpenPage => {
    const { opener, closeAll } = tracked<Parameters<OpenPage>>((width, options, flags) =>
      openBlankPage(browser, width, options, flags),
    );
    onCleanup(closeAll);
    return opener;
  })
  /** A fresh context on the site's `path` (member-flows.ts openSite). */
  .extend('openSite', ({ browser }, { onCleanup }): OpenSite => {
    const { opener, closeAll } = tracked<Parameters<OpenSite>>((path, options) => openSiteWith(browser, path, options));
    onCleanup(closeAll);
    return opener;
  });

export const it = test;
