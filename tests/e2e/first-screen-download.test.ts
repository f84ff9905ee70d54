// A shop owner on a phone knows on the first screen what 소담POS is and where to get it
// (docs/product.md#home): at 375 × 667, without scrolling, the sentence that says it and the
// download button, whole and uncovered; the button opens the handoff on a phone.
import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';

import { getHomePage } from '../../src/lib/content';
import { describe, expect, it } from '../support/browser-test';
import { handoffDialog, IPHONE, WINDOWS_UA } from '../support/handoff';
import { baseURL } from '../support/member-flows';

const SCREEN = { width: 375, height: 667 };
let home: Awaited<ReturnType<typeof getHomePage>>;
beforeAll(async () => {
  home = await getHomePage();
});

/** Whole inside the first screen, and the element under its centre (nothing covers it). */
const onFirstScreen = (locator: Locator) =>
  locator.evaluate((element, height) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= height && box.width > 0 && Boolean(hit && element.contains(hit));
  }, SCREEN.height);

const heroDownload = (page: Page) =>
  page.locator('#hero').getByRole('button', { name: new RegExp(home.hero.downloadLabel) });

describe('the home page’s first screen at 375 × 667', () => {
  it('says what 소담POS is: a free POS program for the shop’s Windows PC, with a phone app for sales', async ({
    openPage,
  }) => {
    const { page } = await openPage(SCREEN.width, { ...IPHONE, viewport: SCREEN });
    await page.goto(`${baseURL()}/`, { waitUntil: 'domcontentloaded' });
    const statement = page.locator('#hero').getByText(home.hero.statement, { exact: true });
    await expect.poll(() => onFirstScreen(statement)).toBe(true);
    for (const words of ['윈도우 PC', '무료', 'POS 프로그램', '휴대폰 앱'])
      expect(home.hero.statement).toContain(words);
  });

  it('shows one download button, whole and uncovered, before and after the page’s code starts', async ({
    openPage,
  }) => {
    const { page } = await openPage(SCREEN.width, { ...IPHONE, viewport: SCREEN });
    await page.goto(`${baseURL()}/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heroDownload(page).count()).toBe(1);
    await expect.poll(() => onFirstScreen(heroDownload(page))).toBe(true);
    await page.locator('[data-download-action][data-handoff]').first().waitFor({ state: 'attached' });
    await expect.poll(() => onFirstScreen(heroDownload(page))).toBe(true);
  });

  it('on a phone, the download button opens the handoff to the shop’s PC', async ({ openPage }) => {
    const { page } = await openPage(SCREEN.width, { ...IPHONE, viewport: SCREEN });
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    await heroDownload(page).click();
    await handoffDialog(page).waitFor();
  });

  it('on a Windows PC, the same button is the download (a guest is asked to sign in for it)', async ({ openPage }) => {
    const { page } = await openPage(1440, { userAgent: WINDOWS_UA });
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    await heroDownload(page).click();
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
    expect(await handoffDialog(page).count()).toBe(0);
  });

  it('labels the store badges as the sales app, and says under 사용 문의하기 why it asks for a sign-in', async ({
    openPage,
  }) => {
    const { page } = await openPage(SCREEN.width, { ...IPHONE, viewport: SCREEN });
    await page.goto(`${baseURL()}/`, { waitUntil: 'domcontentloaded' });
    const stores = page.getByRole('list', { name: `${home.hero.storesLabel} 내려받기` });
    await expect.poll(() => stores.getByText(home.hero.storesLabel).count()).toBe(2);
    const cta = page.locator('#hero').getByRole('link', { name: home.usageCtaLabel, exact: true });
    const note = await cta.evaluate(
      (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(note).toBe(home.usageCtaNote);
    await expect.poll(() => onFirstScreen(page.locator('#hero-sign-in-note'))).toBe(true);
  });
});
