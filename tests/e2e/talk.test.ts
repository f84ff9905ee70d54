import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, WIDTHS } from '../../tools/browser';
import { axeViolations } from '../support/axe';
import { useSeedContent } from '../support/content';
import { ascending, scrollThrough, squash, topsOf } from '../support/page-flow';
import { getTalkPage } from '../../src/lib/content';

const baseURL = inject('baseURL');
let browser: Browser;
let content: NonNullable<Awaited<ReturnType<typeof getTalkPage>>>;

beforeAll(async () => {
  useSeedContent();
  content = await getTalkPage();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** SPEC §2 /talk, in order. */
const SECTIONS = ['talk-toggle', 'talk-easy', 'talk-upload', 'talk-adopt', 'talk-omni', 'talk-price', 'talk-features', 'talk-coupon', 'talk-closing'];

const itemButton = (page: Page, i: number) => page.locator(`#talk-toggle-item-${i}`);
const panel = (page: Page, i: number) => page.locator(`#talk-toggle-panel-${i}`);
/** The alt text of the one picture the toggle shows. */
const shownPicture = (page: Page) => page.locator('#talk-toggle figure[data-picture]:not([hidden]) img').getAttribute('alt');

describe('/talk', () => {
  it('shows the banner and then every section of the spec, in order', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').innerText()).toBe(content.banner.intro.heading);
      expect(ascending(await topsOf(page, ['h1', ...SECTIONS.map((id) => `#${id}`)]))).toBe(true);
      await expect(page.locator('#talk-easy h3').allInnerTexts()).resolves.toEqual(content.easy.items.map((i) => i.title));
      await expect(page.locator('#talk-upload h3').allInnerTexts()).resolves.toEqual(content.upload.items.map((i) => i.title));
      await expect(page.locator('#talk-adopt h3').allInnerTexts()).resolves.toEqual(content.adopt.items.map((i) => i.title));
      await expect(page.locator('#talk-features h3').allInnerTexts()).resolves.toEqual(content.features.items.map((i) => i.title));
      await expect(page.locator('#talk-coupon li').allInnerTexts()).resolves.toEqual(content.coupon.points);
    } finally {
      await close();
    }
  });

  it('shows the animated illustration in the banner when the CMS has no video', async () => {
    expect(content.banner.videoUrl).toBeNull();
    const { page, close } = await openPage(browser, WIDTHS.mb);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await expect(page.locator('.banner video').count()).resolves.toBe(0);
      const img = page.locator('.banner img');
      await expect(img.getAttribute('alt')).resolves.toBe(content.banner.image.alt);
      await expect(img.getAttribute('fetchpriority')).resolves.toBe('high');
      await expect(img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('leads from the scroll hint to the toggle section', async () => {
    const { page, close } = await openPage(browser, WIDTHS.tablet);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      const hint = page.getByRole('link', { name: content.banner.scrollHint });
      await expect(hint.getAttribute('href')).resolves.toBe('#talk-toggle');
      await hint.click();
      await page.waitForFunction(() => Math.abs(document.getElementById('talk-toggle')!.getBoundingClientRect().top - 80) < 40);
      expect(new URL(page.url()).hash).toBe('#talk-toggle');
    } finally {
      await close();
    }
  });

  it('opens the first toggle item with its picture at the start', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await expect(itemButton(page, 0).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(panel(page, 0).innerText()).resolves.toContain(content.toggle.items[0]!.description);
      await expect(panel(page, 1).isHidden()).resolves.toBe(true);
      await expect(shownPicture(page)).resolves.toBe(content.toggle.items[0]!.image.alt);
    } finally {
      await close();
    }
  });

  it.each([1, 2, 0])('selecting toggle item %i opens its text, closes the others and shows its picture', async (index) => {
    const { page, close } = await openPage(browser, WIDTHS.mb);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      if (index === 0) await itemButton(page, 1).click();
      await itemButton(page, index).click();
      for (let i = 0; i < content.toggle.items.length; i += 1) {
        await expect(itemButton(page, i).getAttribute('aria-expanded')).resolves.toBe(String(i === index));
        await expect(panel(page, i).isVisible()).resolves.toBe(i === index);
      }
      await expect(panel(page, index).innerText()).resolves.toContain(content.toggle.items[index]!.description);
      await expect(shownPicture(page)).resolves.toBe(content.toggle.items[index]!.image.alt);
    } finally {
      await close();
    }
  });

  it('shows the flyer buttons under the third item, and each picks its flyer (pictures 3–5)', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      const flyers = page.locator('#talk-toggle [data-flyer]');
      await expect(flyers.first().isVisible()).resolves.toBe(false);
      await itemButton(page, 2).click();
      await expect(panel(page, 2).getByText(content.toggle.flyerPrompt).isVisible()).resolves.toBe(true);
      await expect(flyers.allInnerTexts()).resolves.toEqual(content.toggle.flyers.map((f) => f.title));
      await expect(page.locator('#talk-toggle figure[data-picture]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.picture))).resolves.toEqual(['0', '1', '2', '3', '4', '5']);
      for (const [j, flyer] of content.toggle.flyers.entries()) {
        const button = panel(page, 2).getByRole('button', { name: flyer.title });
        await button.click();
        await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
        await expect(flyers.evaluateAll((els) => els.filter((el) => el.getAttribute('aria-pressed') === 'true').length)).resolves.toBe(1);
        await expect(page.locator('#talk-toggle figure[data-picture]:not([hidden])').getAttribute('data-picture')).resolves.toBe(String(3 + j));
        await expect(shownPicture(page)).resolves.toBe(flyer.image.alt);
      }
    } finally {
      await close();
    }
  });

  it('works from the keyboard: arrows move between items, Enter opens one, Space picks a flyer', async () => {
    const { page, close } = await openPage(browser, WIDTHS.tablet);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await itemButton(page, 0).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('talk-toggle-item-1');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('talk-toggle-item-2');
      await page.keyboard.press('Home');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('talk-toggle-item-0');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await expect(itemButton(page, 2).getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(content.toggle.flyers[0]!.title);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(shownPicture(page)).resolves.toBe(content.toggle.flyers[1]!.image.alt);
    } finally {
      await close();
    }
  });

  it('makes the price line prominent: the amount and unit in large type', async () => {
    const { page, close } = await openPage(browser, WIDTHS.mb);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      const amount = page.locator('#talk-price .amount');
      expect(squash(await amount.textContent())).toBe(`${content.price.amount}${content.price.unit}`);
      const size = await amount.locator('strong').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const heading = await page.locator('#talk-price h2').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThan(heading * 2);
      await expect(page.locator('#talk-price').innerText()).resolves.toContain(content.price.note);
    } finally {
      await close();
    }
  });

  it('ends with the closing call to action linking where the CMS says', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      const cta = page.locator('#talk-closing').getByRole('link', { name: content.closing.cta.label });
      await expect(cta.getAttribute('href')).resolves.toBe(content.closing.cta.href);
    } finally {
      await close();
    }
  });

  it('shows every section at once under reduced motion', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc, { reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await expect(page.locator('.reveal-pending').count()).resolves.toBe(0);
      const opacities = await page.evaluate((ids) => ids.map((id) => getComputedStyle(document.getElementById(id)!).opacity), SECTIONS);
      expect(opacities.every((o) => o === '1')).toBe(true);
    } finally {
      await close();
    }
  });

  it('reveals the sections below the fold once as they scroll into view', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await expect(page.locator('#talk-closing').getAttribute('class')).resolves.toContain('reveal-pending');
      await scrollThrough(page);
      await expect(page.locator('#talk-closing').evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('1');
      await expect(page.locator('#talk-closing[data-revealed]').count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it.each(Object.entries(WIDTHS))('has no axe violations after scrolling through at %s', async (_mode, width) => {
    const { page, problems, close } = await openPage(browser, width);
    try {
      await page.goto(`${baseURL}/talk`, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      await itemButton(page, 2).click();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await close();
    }
  });
});
