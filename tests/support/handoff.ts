// Test-only: a phone and a Windows PC as the download buttons see them
// (docs/product.md#download-on-a-phone), and the handoff dialog's parts.
import type { BrowserContextOptions, Page } from 'playwright-core';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

/** An iPhone 15 as Chromium emulates it: its User-Agent, touch, a 390 px screen. */
export const IPHONE: BrowserContextOptions = {
  userAgent: IPHONE_UA,
  isMobile: true,
  hasTouch: true,
  viewport: { width: 390, height: 844 },
};

/** The first download button in the page's main content. */
export const downloadButton = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /다운로드/ })
    .first();

export const handoffDialog = (page: Page) => page.getByRole('dialog', { name: '매장 PC에서 설치해 주세요' });

/** navigator.share as a phone has it, recording what it was asked to share. */
export async function stubWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push({ text: data.text, url: data.url });
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
}

/** A browser without the Web Share API (desktop Chromium on Linux has none, but be sure). */
export async function withoutWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
}

/** What the stubbed share sheet was given. */
export const sharedData = (page: Page) =>
  page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest);

/** A mobile number no other test uses, as the inbox shows it (digits only). */
export const uniquePhoneDigits = () => `0108${String(Date.now() % 10_000_000).padStart(7, '0')}`;
