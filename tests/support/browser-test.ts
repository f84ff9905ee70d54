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

import type { Provider } from '../../src/lib/supabase/providers';
import { launchBrowser, openPage as openBlankPage } from '../../tools/browser';
import { startStaticServer, type StaticServerOptions } from '../../tools/static-server';
import { memberOn, type NewAccount, openSite as openSiteWith, type SiteOptions, type SitePage } from './member-flows';
import { seedPopupNoon } from './seed-popup';

export { describe, expect } from 'vitest';

export type OpenPage = (
  width: number,
  options?: BrowserContextOptions,
  flags?: { showFirstVisitPopup?: boolean },
) => Promise<SitePage>;
export type OpenSite = (path: string, options?: SiteOptions) => Promise<SitePage>;
export type OpenPopupSite = (path: string, options?: Omit<SiteOptions, 'popup'> & { at?: Date }) => Promise<SitePage>;
export type OpenMemberSite = (
  path: string,
  member: { provider: Provider; as: { existing: string } | NewAccount },
  options?: SiteOptions,
) => Promise<SitePage>;

/** dist/ on a server of its own (its URL), with these response headers instead of the build's. */
type ServeDist = (headers?: StaticServerOptions['headers']) => Promise<string>;

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
  /** A fresh context on the site's `path` (member-flows.ts openSite), ready to be used. */
  .extend('openSite', ({ browser }, { onCleanup }): OpenSite => {
    const { opener, closeAll } = tracked<Parameters<OpenSite>>((path, options) => openSiteWith(browser, path, options));
    onCleanup(closeAll);
    return opener;
  })
  /**
   * A first visit on `path` while the seed's first-visit popup runs: the clock is fixed at `at`
   * (noon Korea time on the popup's last day unless told) before the page loads.
   */
  .extend('openPopupSite', ({ browser }, { onCleanup }): OpenPopupSite => {
    const { opener, closeAll } = tracked<Parameters<OpenPopupSite>>(
      (path, { at = seedPopupNoon(), before, ...options } = {}) =>
        openSiteWith(browser, path, {
          ...options,
          popup: true,
          before: async (page) => {
            await page.clock.setFixedTime(at);
            await before?.(page);
          },
        }),
    );
    onCleanup(closeAll);
    return opener;
  })
  /** A member signed in through the local stack's sign-in page (from /faq), then on `path`. */
  .extend('openMemberSite', ({ openSite }): OpenMemberSite => {
    return async (path, member, options) => {
      const site = await openSite('/faq', options);
      await memberOn(site.page, path, member.provider, member.as);
      return site;
    };
  })
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('serveDist', ({}, { onCleanup }): ServeDist => {
    const servers: { close: () => Promise<void> }[] = [];
    onCleanup(() => Promise.all(servers.map((server) => server.close())).then(() => undefined));
    return async (headers) => {
      const server = await startStaticServer({ root: `${process.cwd()}/dist`, headers });
      servers.push(server);
      return server.url;
    };
  });

/** A browser that keeps pages for the way back, as a visitor's does (one per worker, closed with it). */
export const backForwardTest = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('backForwardBrowser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser({ backForwardCache: true });
    onCleanup(() => browser.close());
    return browser;
  });

export const it = test;
