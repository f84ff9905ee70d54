// A visitor whose browser runs no script reads the whole page and can move around the site
// (docs/product.md#without-scripts): the phone menu opens as a disclosure, 로그인 and the download
// buttons lead to the pages that do their work, /login says what to do, and every picture loads.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { INSTALL_GUIDE_ID } from '../../src/components/install-guide/guide-parts';
import { SIGN_IN_NEEDS_SCRIPTS } from '../../src/lib/messages';
import { FIRST_SCREEN_ELEMENT_TIMING } from '../../src/lib/page/first-screen';
import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it, type OpenPage } from '../support/browser-test';

const baseURL = inject('baseURL');

async function withoutScripts(openPage: OpenPage, path: string, viewport = { width: WIDTHS.mb, height: 667 }) {
  const { page } = await openPage(viewport.width, { viewport, javaScriptEnabled: false });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  return page;
}

/** Every picture of the page, with where it starts and how it loads. */
const pictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.getAttribute('src'),
      heldBack: img.hasAttribute('data-src') || img.closest('picture')?.querySelector('[data-srcset]') !== null,
      top: img.getBoundingClientRect().top,
      loading: img.getAttribute('loading'),
      decoding: img.getAttribute('decoding'),
      fetchpriority: img.getAttribute('fetchpriority'),
      timing: img.getAttribute('elementtiming'),
    })),
  );

describe('without scripts', () => {
  it('the phone menu opens under the bar from ☰, leads on, and closes from ☰ again', async ({ openPage }) => {
    const page = await withoutScripts(openPage, '/faq');
    const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
    const toggle = page.locator('header summary[aria-label="메뉴 열기"]');
    await expect(menu.isVisible()).resolves.toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: '제휴 문의' }).waitFor();
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: '다운로드' }).click();
    await page.waitForURL(/\/down\/?$/);
  });

  it('로그인 leads to /login, which says what to do instead of signing in forever', async ({ openPage }) => {
    const page = await withoutScripts(openPage, '/faq');
    await page.locator('header').getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/login/);
    // Read from the page: Playwright's text locators skip what is inside <noscript>.
    const said = await page.evaluate(() => document.querySelector('main')?.innerText ?? '');
    expect(said).toContain(SIGN_IN_NEEDS_SCRIPTS);
    expect(said).not.toContain('로그인하고 있습니다');
    expect(await page.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it("the home page's download leads to /down, and /down's to its install guide", async ({ openPage }) => {
    const page = await withoutScripts(openPage, '/');
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .last()
      .click();
    await page.waitForURL(/\/down\/?\??$/);
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/down\\/?\\??#${INSTALL_GUIDE_ID}$`));
  });

  it('/down#install-guide opens at the install guide, its heading under the header', async ({ openPage }) => {
    const page = await withoutScripts(openPage, `/down#${INSTALL_GUIDE_ID}`);
    const at = await page.evaluate((id) => {
      const heading = document.querySelector(`#${id} h2`)?.getBoundingClientRect();
      const header = document.querySelector('.site-header')?.getBoundingClientRect();
      return { scrolled: window.scrollY, heading: heading?.top ?? -1, below: header?.bottom ?? 0, screen: innerHeight };
    }, INSTALL_GUIDE_ID);
    expect(at.scrolled).toBeGreaterThan(at.screen);
    expect(at.heading).toBeGreaterThanOrEqual(at.below);
    expect(at.heading).toBeLessThan(at.screen / 2);
  });

  // The FAQ's search filters in the browser; without scripts it could not, so every question is
  // listed and opens on its own, and no search box is offered that would do nothing.
  it('/faq lists every question, each opening on its own, and offers no search that cannot work', async ({
    openPage,
  }) => {
    const page = await withoutScripts(openPage, '/faq');
    // In <main>: the header's menu for a browser without scripts is a <details> too.
    const main = page.getByRole('main');
    const questions = main.locator('details summary');
    await expect(questions.count()).resolves.toBeGreaterThan(1);
    await expect(main.locator('details:not(:visible)').count()).resolves.toBe(0);
    await expect(page.getByRole('search').count()).resolves.toBe(0);
    await expect(page.getByRole('searchbox').count()).resolves.toBe(0);
    await questions.first().click();
    await expect(main.locator('details[open]').count()).resolves.toBe(1);
  });

  it.for(ROUTES.map((r) => r.path))(
    '%s: every picture has its file, lazy below the fold, the first screen’s eager and first',
    async (path, { openPage }) => {
      const viewport = { width: WIDTHS.mb, height: 667 };
      const page = await withoutScripts(openPage, path, viewport);
      const found = await pictures(page);
      expect(found.filter((img) => !img.src || img.heldBack)).toEqual([]);
      expect(
        found.filter((img) => img.top >= viewport.height && (img.loading !== 'lazy' || img.decoding !== 'async')),
      ).toEqual([]);
      for (const img of found.filter((picture) => picture.timing === FIRST_SCREEN_ELEMENT_TIMING))
        expect([img.loading, img.fetchpriority]).toEqual(['eager', 'high']);
    },
  );
});
