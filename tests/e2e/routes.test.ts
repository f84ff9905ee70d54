import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { LANDING_ROUTES, ROUTES } from '../../tools/routes';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { expectedHeading } from '../support/content-headings';
import { pageReady } from '../support/member-flows';
import { scrollThrough } from '../support/page-flow';
import { seedSiteCopy } from '../support/seed-docs';

const NOT_FOUND = seedSiteCopy().notFound;

const baseURL = inject('baseURL');

/** What a route hides until pressed, opened so axe checks it too. */
const OPEN_BEFORE_AXE: Partial<Record<string, (page: Page) => Promise<void>>> = {
  // The third item holds the flyer buttons.
  '/talk': (page) => page.locator('#talk-toggle-item-2').click(),
};

/** Routes whose sections below the fold wait to slide in: a sweep that revealed none would pass empty. */
const REVEALING = new Set(['/', '/industry', '/down', '/talk', ...LANDING_ROUTES.map((route) => route.path)]);

describe.each(Object.entries(WIDTHS))('every route at %s (%i px)', (_mode, width) => {
  // Sections below the fold are hidden until they reveal, so axe on a freshly loaded page never
  // sees them: a route that hides any is walked to its end and checked again (the page files
  // leave axe after scrolling to this test).
  it.for(ROUTES)(
    '$path loads cleanly in Korean with its heading, no overflow and no axe violations, before and after scrolling through',
    async ({ path }, { openPage }) => {
      const heading = await expectedHeading(path);
      const { page, problems } = await openPage(width);
      const response = await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe('ko');
      const h1 = (await page.locator('h1').first().innerText()).trim();
      if (heading) expect(h1).toBe(heading);
      else expect(h1.length).toBeGreaterThan(3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // Sections are hidden by the page's code, which starts after the first screen is shown: on a
      // busy machine that came after the network fell silent, and the count read none.
      await pageReady(page);
      const waiting = await page.locator('.reveal-pending').count();
      if (REVEALING.has(path)) expect(waiting, `${path} has sections waiting to reveal`).toBeGreaterThan(0);
      if (waiting > 0) {
        await scrollThrough(page);
        await OPEN_BEFORE_AXE[path]?.(page);
        expect(await axeViolations(page), 'after scrolling through').toEqual([]);
      }
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    },
  );
});

describe('page metadata', () => {
  it('gives every route its own title, description and canonical URL', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.pc);
    const seen = new Set<string>();
    for (const { path } of ROUTES) {
      await page.goto(baseURL + path);
      const title = await page.title();
      const description = await page.getAttribute('meta[name="description"]', 'content');
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
      const ogTitle = await page.getAttribute('meta[property="og:title"]', 'content');
      expect(title).toMatch(/[가-힣]/);
      expect(description?.length).toBeGreaterThan(20);
      expect(new URL(canonical ?? '').pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
      expect(ogTitle).toBe(title);
      expect(seen.has(title)).toBe(false);
      seen.add(title);
    }
  });

  it('answers an unknown address with a Korean 404 page', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    const response = await page.goto(`${baseURL}/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('페이지를 찾을 수 없습니다');
  });

  it('offers ways on from the 404 page: home, download, FAQ and inquiry, and a search that continues in the FAQ', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.mb);
    await page.goto(`${baseURL}/does-not-exist`);
    const links = page.getByRole('navigation', { name: NOT_FOUND.linksTitle }).getByRole('link');
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(NOT_FOUND.links.map((link) => link.href));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/down', '/faq', '/user/loading']));
    await page.getByRole('searchbox', { name: NOT_FOUND.searchLabel }).fill('설치');
    await page.getByRole('button', { name: NOT_FOUND.searchButton }).click();
    await page.waitForURL(/\/faq\/?\?q=/);
    // The FAQ's search element fills itself in from ?q= once it starts, at idle after the first paint.
    await expect.poll(() => page.getByRole('searchbox', { name: '질문 검색' }).inputValue()).toBe('설치');
    await page
      .getByRole('status')
      .filter({ hasText: /‘설치’ 검색 결과 \d+개/ })
      .waitFor();
  });
});
