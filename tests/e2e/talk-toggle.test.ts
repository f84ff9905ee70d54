import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';

import { getTalkPage } from '../../src/lib/content';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';

let content: NonNullable<Awaited<ReturnType<typeof getTalkPage>>>;

beforeAll(async () => {
  useSeedContent();
  content = await getTalkPage();
});

const itemButton = (page: Page, i: number) => page.locator(`#talk-toggle-item-${i}`);
const panel = (page: Page, i: number) => page.locator(`#talk-toggle-panel-${i}`);
/** The alt text of the one picture the toggle shows. */
const shownPicture = (page: Page) =>
  page.locator('#talk-toggle figure[data-picture]:not([hidden]) img').getAttribute('alt');

describe('/talk toggle: 알림톡 items with their pictures', () => {
  it('opens the first toggle item with its picture at the start', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc });
    await expect.poll(() => itemButton(page, 0).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => panel(page, 0).innerText()).toContain(content.toggle.items[0]!.description);
    await expect.poll(() => panel(page, 1).isHidden()).toBe(true);
    await expect.poll(() => shownPicture(page)).toBe(content.toggle.items[0]!.image.alt);
  });

  it.for([1, 2, 0])(
    'selecting toggle item %i opens its text, closes the others and shows its picture',
    async (index, { openSite }) => {
      const { page } = await openSite('/talk', { width: WIDTHS.mb });
      if (index === 0) await itemButton(page, 1).click();
      await itemButton(page, index).click();
      for (let i = 0; i < content.toggle.items.length; i += 1) {
        await expect.poll(() => itemButton(page, i).getAttribute('aria-expanded')).toBe(String(i === index));
        await expect.poll(() => panel(page, i).isVisible()).toBe(i === index);
      }
      await expect.poll(() => panel(page, index).innerText()).toContain(content.toggle.items[index]!.description);
      await expect.poll(() => shownPicture(page)).toBe(content.toggle.items[index]!.image.alt);
    },
  );

  it('shows the flyer buttons under the third item, and each picks its flyer (pictures 3–5)', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc });
    const flyers = page.locator('#talk-toggle [data-flyer]');
    await expect.poll(() => flyers.first().isVisible()).toBe(false);
    await itemButton(page, 2).click();
    await expect.poll(() => panel(page, 2).getByText(content.toggle.flyerPrompt).isVisible()).toBe(true);
    await expect.poll(() => flyers.allInnerTexts()).toEqual(content.toggle.flyers.map((f) => f.title));
    await expect
      .poll(() =>
        page
          .locator('#talk-toggle figure[data-picture]')
          .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.picture)),
      )
      .toEqual(['0', '1', '2', '3', '4', '5']);
    for (const [j, flyer] of content.toggle.flyers.entries()) {
      const button = panel(page, 2).getByRole('button', { name: flyer.title });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => flyers.evaluateAll((els) => els.filter((el) => el.getAttribute('aria-pressed') === 'true').length))
        .toBe(1);
      await expect
        .poll(() => page.locator('#talk-toggle figure[data-picture]:not([hidden])').getAttribute('data-picture'))
        .toBe(String(3 + j));
      await expect.poll(() => shownPicture(page)).toBe(flyer.image.alt);
    }
  });

  it('works from the keyboard: arrows move between items, Enter opens one, Space picks a flyer', async ({
    openSite,
  }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.tablet });
    await itemButton(page, 0).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('talk-toggle-item-1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('talk-toggle-item-2');
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('talk-toggle-item-0');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => itemButton(page, 2).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(content.toggle.flyers[0]!.title);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => shownPicture(page)).toBe(content.toggle.flyers[1]!.image.alt);
  });
});
