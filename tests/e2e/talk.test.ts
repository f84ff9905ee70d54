import { readFileSync } from 'node:fs';
import { beforeAll } from 'vitest';

import { getTalkPage } from '../../src/lib/content';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import { ascending, scrollThrough, squash, topsOf } from '../support/page-flow';

let content: NonNullable<Awaited<ReturnType<typeof getTalkPage>>>;

beforeAll(async () => {
  useSeedContent();
  content = await getTalkPage();
});

/** The sections of docs/product.md#alert-talk-page, in order. */
const SECTIONS = [
  'talk-toggle',
  'talk-easy',
  'talk-upload',
  'talk-adopt',
  'talk-omni',
  'talk-price',
  'talk-features',
  'talk-coupon',
  'talk-closing',
];

describe('/talk', () => {
  it('shows the banner and then every section of the spec, in order', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc });
    expect(await page.locator('h1').innerText()).toBe(content.banner.intro.heading);
    expect(ascending(await topsOf(page, ['h1', ...SECTIONS.map((id) => `#${id}`)]))).toBe(true);
    await expect
      .poll(() => page.locator('#talk-easy h3').allInnerTexts())
      .toEqual(content.easy.items.map((i) => i.title));
    await expect
      .poll(() => page.locator('#talk-upload h3').allInnerTexts())
      .toEqual(content.upload.items.map((i) => i.title));
    await expect
      .poll(() => page.locator('#talk-adopt h3').allInnerTexts())
      .toEqual(content.adopt.items.map((i) => i.title));
    await expect
      .poll(() => page.locator('#talk-features h3').allInnerTexts())
      .toEqual(content.features.items.map((i) => i.title));
    await expect.poll(() => page.locator('#talk-coupon li').allInnerTexts()).toEqual(content.coupon.points);
  });

  it('shows the banner picture, loaded first, when the CMS has no video', async ({ openSite }) => {
    expect(content.banner.videoUrl).toBeNull();
    const { page } = await openSite('/talk', { width: WIDTHS.mb });
    await expect.poll(() => page.locator('.banner video').count()).toBe(0);
    const img = page.locator('.banner img');
    await expect.poll(() => img.getAttribute('alt')).toBe(content.banner.image.alt);
    await expect.poll(() => img.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  it('leads from the scroll hint to the toggle section', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.tablet });
    const hint = page.getByRole('link', { name: content.banner.scrollHint });
    await expect.poll(() => hint.getAttribute('href')).toBe('#talk-toggle');
    await hint.click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('talk-toggle')!.getBoundingClientRect().top - 80) < 40,
    );
    expect(new URL(page.url()).hash).toBe('#talk-toggle');
  });

  it('makes the price line prominent: the amount and unit in large type', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.mb });
    const amount = page.locator('#talk-price .amount');
    expect(squash(await amount.textContent())).toBe(`${content.price.amount}${content.price.unit}`);
    const size = await amount.locator('strong').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const heading = await page.locator('#talk-price h2').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThan(heading * 2);
    await expect.poll(() => page.locator('#talk-price').innerText()).toContain(content.price.note);
  });

  it('ends with the closing call to action linking where the CMS says', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc });
    const cta = page.locator('#talk-closing').getByRole('link', { name: content.closing.cta.label });
    await expect.poll(() => cta.getAttribute('href')).toBe(content.closing.cta.href);
  });

  it('shows every section at once under reduced motion', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc, reducedMotion: 'reduce' });
    await expect.poll(() => page.locator('.reveal-pending').count()).toBe(0);
    const opacities = () =>
      page.evaluate((ids) => ids.map((id) => getComputedStyle(document.getElementById(id)!).opacity), SECTIONS);
    await expect.poll(async () => (await opacities()).every((o) => o === '1')).toBe(true);
  });

  // The 온·오프라인 diagram is a picture with words in it: on a phone its smallest word must still
  // be 12 CSS px. The shown drawing is told apart by its shape (the phone one stands upright); its
  // smallest font size comes from the seed's SVG, scaled by how wide the page shows it.
  it.for([
    [320, 'talk-omni-mb.svg'],
    [375, 'talk-omni-mb.svg'],
    [1440, 'talk-omni.svg'],
  ] as const)('at %i px shows %s with no word under 12 CSS px', async ([width, file], { openSite }) => {
    const svg = readFileSync(new URL(`../../studio/seed/art/${file}`, import.meta.url), 'utf8');
    const drawnWidth = Number(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.[1]);
    const drawnHeight = Number(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.[2]);
    const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
    const { page } = await openSite('/talk', { width });
    const img = page.locator('#talk-omni img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      width: el.getBoundingClientRect().width,
      ratio: el.naturalWidth / el.naturalHeight,
    }));
    expect(shown.ratio).toBeCloseTo(drawnWidth / drawnHeight, 1);
    expect(smallest * (shown.width / drawnWidth)).toBeGreaterThanOrEqual(12);
  });

  it('reveals the sections below the fold once as they scroll into view', async ({ openSite }) => {
    const { page } = await openSite('/talk', { width: WIDTHS.pc });
    await expect.poll(() => page.locator('#talk-closing').getAttribute('class')).toContain('reveal-pending');
    await scrollThrough(page);
    await expect.poll(() => page.locator('#talk-closing').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect.poll(() => page.locator('#talk-closing[data-revealed]').count()).toBe(1);
  });
});
