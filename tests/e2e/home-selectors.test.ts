import type { Page } from 'playwright-core';

import { getHomePage } from '../../src/lib/content';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenSite } from '../support/browser-test';
import { bringIntoView, stripOffset } from '../support/home';

async function onHome(openSite: OpenSite, width: number, run: (page: Page) => Promise<void>, options = {}) {
  const { page, problems } = await openSite('/', { width, ...options });
  await run(page);
  expect(problems.consoleErrors).toEqual([]);
}

const home = await getHomePage();
const [industry, member, easy] = home.selector.tabs;
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
/** The titles of a panel's cards as the strip now orders them, without the strip's hidden copies. */
const cardTitles = (page: Page, name: string) =>
  panel(page, name).locator('li:not([data-strip-clone]) h3').allInnerTexts();

describe('the feature selector', () => {
  it('offers 업종 최적화, 회원 관리 and 쉬운 조작 as tabs, the first one chosen', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const tabs = page.getByRole('tablist', { name: '기능 분류' }).getByRole('tab');
      expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(['업종 최적화', '회원 관리', '쉬운 조작']);
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => cardTitles(page, industry!.label)).toEqual(industry!.cards.map((c) => c.title));
    });
  });

  it('swaps the cards on a tab click and starts the card list again from its first card', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      const strip = `#${await panel(page, industry!.label).getAttribute('id')} motion-strip`;
      await bringIntoView(page, '#selector');
      await expect.poll(() => stripOffset(page, strip), { timeout: 10_000 }).toBeGreaterThan(40);

      await page.getByRole('tab', { name: member!.label }).click();
      await expect.poll(() => panel(page, member!.label).isVisible()).toBe(true);
      await expect.poll(() => panel(page, industry!.label).isHidden()).toBe(true);
      await expect.poll(() => cardTitles(page, member!.label)).toEqual(member!.cards.map((c) => c.title));

      await page.getByRole('tab', { name: industry!.label }).click();
      // Back at the start: the track is (nearly) unmoved and the first card is first again.
      await expect.poll(() => stripOffset(page, strip)).toBeLessThan(15);
      await expect.poll(() => cardTitles(page, industry!.label)).toEqual(industry!.cards.map((c) => c.title));
    });
  });

  it('scrolls a still (reduced-motion) card list back to its start on a tab click', async ({ openSite }) => {
    await onHome(
      openSite,
      WIDTHS.mb,
      async (page) => {
        const viewport = panel(page, industry!.label).locator('.viewport');
        await viewport.evaluate((el) => el.scrollTo({ left: 400 }));
        await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        await page.getByRole('tab', { name: easy!.label }).click();
        await page.getByRole('tab', { name: industry!.label }).click();
        await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBe(0);
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('moves between tabs with the arrow keys, Home and End', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.tablet, async (page) => {
      const tab = (name: string) => page.getByRole('tab', { name });
      await tab(industry!.label).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(member!.label);
      await expect.poll(() => tab(member!.label).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => panel(page, member!.label).isVisible()).toBe(true);
      await page.keyboard.press('End');
      await expect.poll(() => tab(easy!.label).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tab(industry!.label).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => tab(easy!.label).getAttribute('aria-selected')).toBe('true');
      // Only the chosen tab is in the tab order (roving tabindex).
      const tabIndexes = await page
        .getByRole('tablist', { name: '기능 분류' })
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')));
      expect(tabIndexes).toEqual(['-1', '-1', '0']);
    });
  });
});

describe('the open-license section', () => {
  it('shows the picture and text of the item chosen among four', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const items = home.openLicense.items;
      const tabs = page.getByRole('tablist', { name: '이용 조건' }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(4);
      await bringIntoView(page, '#open-license');
      for (const i of [2, 3, 0]) {
        await tabs.nth(i).click();
        const shown = page.locator('#open-license [role="tabpanel"]:not([hidden])');
        await expect.poll(() => shown.count()).toBe(1);
        await expect.poll(() => shown.locator('h3').innerText()).toBe(items[i]!.title);
        await expect.poll(() => shown.innerText()).toContain(items[i]!.description);
        await expect.poll(() => shown.locator('img').getAttribute('alt')).toBe(items[i]!.image.alt);
        await expect
          .poll(() => shown.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            timeout: 5000,
          })
          .toBe(true);
      }
    });
  });
});
