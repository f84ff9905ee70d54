import { beforeAll } from 'vitest';

import { getDownloadPage } from '../../src/lib/content';
import { formatKoreanDate, formatMegabytes } from '../../src/lib/format';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE } from '../../src/lib/messages';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import { ascending, squash, topsOf } from '../support/page-flow';

let content: NonNullable<Awaited<ReturnType<typeof getDownloadPage>>>;

beforeAll(async () => {
  useSeedContent();
  content = await getDownloadPage();
});

const SECTIONS = ['#down-hero-title', '#down-good-choice', '#down-service'] as const;

describe('/down', () => {
  it('shows the hero, the Good Choice cards and the POS service cards, in that order', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.pc });
    expect(await page.locator('h1').innerText()).toBe(content.hero.intro.heading);
    expect(ascending(await topsOf(page, SECTIONS))).toBe(true);
    await expect
      .poll(() => page.locator('#down-good-choice li h3').allInnerTexts())
      .toEqual(content.goodChoice.cards.map((c) => c.title));
    await expect
      .poll(() => page.locator('#down-service li h3').allInnerTexts())
      .toEqual(content.service.cards.map((c) => c.title));
  });

  it('loads the hero picture eagerly with high priority and every picture below it lazily', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.mb });
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        alt: img.getAttribute('alt'),
      })),
    );
    expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    expect(images.slice(1).every((img) => img.loading === 'lazy')).toBe(true);
    expect(images.every((img) => img.sized && (img.alt ?? '').length > 0)).toBe(true);
  });

  it('lists the installer facts beside the download button: file, version, size in MB, date, OS, SHA-256 and notes', async ({
    openSite,
  }) => {
    const { page } = await openSite('/down', { width: WIDTHS.pc });
    const { installer } = content;
    const panel = page.locator('.panel', { has: page.getByRole('button', { name: content.hero.buttonLabel }) });
    const text = squash(await panel.textContent());
    for (const fact of [
      installer.fileName,
      installer.version,
      formatMegabytes(installer.sizeBytes),
      formatKoreanDate(installer.releaseDate),
      installer.supportedOs,
      installer.sha256,
    ]) {
      expect(text).toContain(fact);
    }
    expect(installer.fileName).toBe('skpossetup.exe');
    await panel.getByText(`버전 ${installer.version} 변경 사항`).click();
    await expect.poll(() => panel.locator('details li').allInnerTexts()).toEqual(installer.releaseNotes);
    // Beside the button: the facts start within the panel right under it, on the same screen.
    const button = await page.getByRole('button', { name: content.hero.buttonLabel }).boundingBox();
    const sha = await panel.locator('code').boundingBox();
    expect(sha!.y - (button!.y + button!.height)).toBeLessThan(300);
    expect(sha!.y + sha!.height).toBeLessThan(900);
  });

  it('opens the download dialog from the download button', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.tablet });
    await page.getByRole('button', { name: content.hero.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: '다운로드 안내' });
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => dialog.getByText('로그인 후 다운로드할 수 있습니다.').isVisible()).toBe(true);
  });

  it('copies the SHA-256 to the clipboard and announces 복사했습니다', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.mb, permissions: ['clipboard-read', 'clipboard-write'] });
    // The hero's (the install guide's SmartScreen step, fetched after the first screen, has one too).
    await page.getByRole('button', { name: 'SHA-256 값 복사' }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(content.installer.sha256);
    const toast = page.getByRole('status').filter({ hasText: COPIED_MESSAGE });
    await toast.waitFor({ state: 'visible' });
  });

  it('when the clipboard refuses, selects the SHA-256 for copying by hand and says so', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.mb });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    // The hero's (the install guide's SmartScreen step, fetched after the first screen, has one too).
    await page.getByRole('button', { name: 'SHA-256 값 복사' }).first().click();
    await page.getByRole('status').filter({ hasText: COPY_FAILED_MESSAGE }).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(content.installer.sha256);
  });

  it('stacks on a phone: picture under the heading, a full-width button, Good Choice as picture-beside-text rows', async ({
    openSite,
  }) => {
    const { page } = await openSite('/down', { width: WIDTHS.mb });
    const h1 = (await page.locator('h1').boundingBox())!;
    const picture = (await page.locator('.hero .hero-media img').boundingBox())!;
    const button = (await page.getByRole('button', { name: content.hero.buttonLabel }).boundingBox())!;
    const panel = (await page.locator('.hero .panel').boundingBox())!;
    expect(picture.y).toBeGreaterThan(h1.y + h1.height);
    expect(button.y).toBeGreaterThan(picture.y + picture.height);
    expect(button.width).toBeGreaterThan(panel.width * 0.8);
    const card = page.locator('#down-good-choice li').first();
    const art = (await card.locator('img').boundingBox())!;
    const title = (await card.locator('h3').boundingBox())!;
    expect(title.x).toBeGreaterThan(art.x + art.width);
  });

  it('sets the Good Choice cards four across on a PC', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.pc });
    const tops = await page
      .locator('#down-good-choice li')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(tops).toHaveLength(4);
  });

  it('shows every section at once under reduced motion', async ({ openSite }) => {
    const { page } = await openSite('/down', { width: WIDTHS.pc, reducedMotion: 'reduce' });
    await expect.poll(() => page.locator('.reveal-pending').count()).toBe(0);
    for (const id of ['#down-good-choice', '#down-service']) {
      await expect.poll(() => page.locator(id).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});
