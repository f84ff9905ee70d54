import { beforeAll } from 'vitest';

import { getIndustryPage, getSharedSections, getSiteSettings } from '../../src/lib/content';
import { telHref } from '../../src/lib/tel';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import { ascending, squash, topsOf } from '../support/page-flow';

let industry: NonNullable<Awaited<ReturnType<typeof getIndustryPage>>>;
let shared: NonNullable<Awaited<ReturnType<typeof getSharedSections>>>;
let settings: NonNullable<Awaited<ReturnType<typeof getSiteSettings>>>;

beforeAll(async () => {
  useSeedContent();
  [industry, shared, settings] = await Promise.all([getIndustryPage(), getSharedSections(), getSiteSettings()]);
});

/** docs/product.md#industry-page: header block, industry cards, then the shared sections. */
const SECTIONS = ['h1', '#industry-cards', '#certifications', '#download', '#service-center'] as const;

describe('/industry', () => {
  it('shows the header block, the industry cards, certifications, download and service center, in order', async ({
    openSite,
  }) => {
    const { page } = await openSite('/industry', { width: WIDTHS.pc });
    expect(await page.locator('h1').innerText()).toBe(industry.hero.intro.heading);
    expect(ascending(await topsOf(page, SECTIONS))).toBe(true);
  });

  it('shows the header picture per device: the wide drawing on a PC, the phone drawing on a phone', async ({
    openSite,
  }) => {
    for (const [width, variant] of [
      [WIDTHS.pc, industry.hero.image.pc!.src],
      [WIDTHS.mb, industry.hero.image.mb.src],
    ] as const) {
      const { page } = await openSite('/industry', { width });
      const img = page.locator('.hero img');
      // A rendition of that device's picture (seed-renditions.ts): its original or a smaller copy.
      const rendition = new RegExp(`^${variant?.replace(/\.webp$/, '')}(-\\d+)?\\.avif$`);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname))
        .toMatch(rendition);
      await expect.poll(() => img.getAttribute('alt')).toBe(industry.hero.image.alt);
    }
  });

  it('shows three industry cards, each with its three sub-categories and their descriptions', async ({ openSite }) => {
    expect(industry.cards.items.map((c) => c.title)).toEqual(['도매·소매', '생활·의류', '음식점']);
    const { page } = await openSite('/industry', { width: WIDTHS.tablet });
    const cards = page.locator('#industry-cards .card');
    await expect.poll(() => cards.count()).toBe(3);
    for (const [i, item] of industry.cards.items.entries()) {
      const card = cards.nth(i);
      await expect.poll(() => card.locator('h3').innerText()).toBe(item.title);
      await expect.poll(() => card.locator('h3 + p').innerText()).toBe(item.description);
      await expect.poll(() => card.locator('h4').allInnerTexts()).toEqual(item.categories.map((c) => c.title));
      await expect
        .poll(() => card.locator('.categories p').allInnerTexts())
        .toEqual(item.categories.map((c) => c.subtitle));
      expect(item.categories).toHaveLength(3);
    }
  });

  it('lays the cards out three across on a PC and as picture-beside-text rows on a tablet', async ({ openSite }) => {
    for (const [width, across] of [
      [WIDTHS.pc, 3],
      [WIDTHS.tablet, 1],
    ] as const) {
      const { page } = await openSite('/industry', { width });
      const tops = await page
        .locator('#industry-cards .card')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(across);
      if (across === 1) {
        const card = page.locator('#industry-cards .card').first();
        const art = (await card.locator('img').boundingBox())!;
        const title = (await card.locator('h3').boundingBox())!;
        expect(title.x).toBeGreaterThan(art.x + art.width);
      }
    }
  });

  it('shows the certification marks under their heading', async ({ openSite }) => {
    const { page } = await openSite('/industry', { width: WIDTHS.mb });
    const section = page.locator('#certifications');
    expect(squash(await section.locator('h2').innerText())).toBe(squash(shared.certifications.intro.heading));
    await expect.poll(() => section.locator('img').count()).toBe(shared.certifications.items.length);
    await expect
      .poll(() => section.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))))
      .toEqual(shared.certifications.items.map((item) => item.image.alt));
  });

  it('shows the service center: straight to the inquiry list, hours, and the phone line from settings', async ({
    openSite,
  }) => {
    const { page } = await openSite('/industry', { width: WIDTHS.pc });
    const section = page.locator('#service-center');
    await expect
      .poll(() => section.getByRole('link', { name: shared.serviceCenter.inquiryLabel }).getAttribute('href'))
      .toBe('/user/inquiry');
    await expect
      .poll(() => section.locator(`a[href="${telHref(settings.servicePhone)}"]`).innerText())
      .toContain(settings.servicePhone);
    const text = await section.innerText();
    expect(text).toContain(settings.serviceHours.weekdays);
    expect(text).toContain(settings.serviceHours.lunch);
  });

  it('opens the download dialog from the download section', async ({ openSite }) => {
    const { page } = await openSite('/industry', { width: WIDTHS.mb });
    await page.locator('#download').getByRole('button', { name: shared.downloadCta.buttonLabel }).click();
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor({ state: 'visible' });
  });

  it('shows every section at once under reduced motion', async ({ openSite }) => {
    const { page } = await openSite('/industry', { width: WIDTHS.pc, reducedMotion: 'reduce' });
    await expect.poll(() => page.locator('.reveal-pending').count()).toBe(0);
    for (const id of SECTIONS.slice(1)) {
      await expect.poll(() => page.locator(id).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});
