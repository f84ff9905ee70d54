// The page's code waits for its first screen (src/integrations/first-screen/): it still starts on
// every route under the production CSP, a press that comes first is not lost, and the islands
// that wait for the first screen hydrate without anyone touching them, Astro's island runtime
// loaded from its own file.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { FIRST_SCREEN_ATTRIBUTE } from '../../src/lib/page/first-screen';
import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { watchViolations } from '../support/csp-violations';

const baseURL = inject('baseURL');

/** Holds every picture back until `release`: the first screen is never fully shown meanwhile. */
async function holdPictures(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(avif|webp|png)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the page code after the first screen', () => {
  it.for(ROUTES.map((r) => r.path))(
    'starts on %s under the production CSP, with nothing refused',
    async (path, { openPage }) => {
      const { page, problems } = await openPage(WIDTHS.mb);
      const violations = await watchViolations(page);
      const pageScript = page.waitForResponse((response) => /\/_astro\/BaseLayout[^/]*\.js$/.test(response.url()));
      await page.goto(baseURL + path, { waitUntil: 'load' });
      await pageScript;
      await page.locator(`html[${FIRST_SCREEN_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      expect(await violations()).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it('does not start while the first screen is still loading', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    const release = await holdPictures(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.url().endsWith('.js') && scripts.push(request.url()));
    await page.goto(`${baseURL}/down`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    release();
    await page.locator(`html[${FIRST_SCREEN_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  });

  it('answers a download button pressed before it started: the download dialog opens', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    await holdPictures(page);
    await page.goto(`${baseURL}/down`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator(`html[${FIRST_SCREEN_ATTRIBUTE}]`).count()).toBe(0);
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '다운로드 안내' });
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.getByText('로그인 후 다운로드할 수 있습니다.').isVisible()).resolves.toBe(true);
  });

  it('hydrates the islands that wait for it without a press, with a runtime the page no longer carries: the business inquiry form', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.mb);
    const runtime = page.waitForResponse((response) => /\/_astro\/island-runtime\.[0-9a-f]+\.js$/.test(response.url()));
    const response = await page.goto(`${baseURL}/counsel/business`, { waitUntil: 'load' });
    expect(await response?.text()).not.toContain('customElements.define("astro-island"');
    await runtime;
    await page.locator('astro-island[component-url*="BusinessInquiryForm"]:not([ssr])').waitFor({ state: 'attached' });
  });
});
