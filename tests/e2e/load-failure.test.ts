// Code that fails to load (flaky network, a deploy that replaced the files) leaves a Korean
// notice beside the dead part of the page, for page behaviours and React islands alike.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenPage } from '../support/browser-test';

const baseURL = inject('baseURL');
const NOTICE = '화면 일부를 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 새로고침해 주세요.';

/** Opens a page with every script whose file name matches `blocked` refused by the network. */
async function withBlocked(openPage: OpenPage, path: string, blocked: RegExp, run: (page: Page) => Promise<void>) {
  const { page } = await openPage(WIDTHS.pc);
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  await run(page);
}

describe('code that fails to load', () => {
  it('puts the notice after the first tab set when its behaviour cannot load', async ({ openPage }) => {
    await withBlocked(openPage, '/', /\/_astro\/tab-set\.[^/?]*\.js(\?.*)?$/, async (page) => {
      const notice = page.locator('tab-set + .hydration-error');
      await notice.first().waitFor();
      await expect.poll(() => notice.first().innerText()).toContain(NOTICE);
      await expect.poll(() => notice.count()).toBe(1);
    });
  });

  it('puts the notice after the hero carousel when its behaviour cannot load', async ({ openPage }) => {
    await withBlocked(openPage, '/', /\/_astro\/hero-carousel\.[^/?]*\.js(\?.*)?$/, async (page) => {
      const notice = page.locator('hero-carousel + .hydration-error');
      await notice.waitFor();
      await expect.poll(() => notice.innerText()).toContain(NOTICE);
    });
  });

  // Neither the hero nor the header is an island any more; the partnership form hydrates at load.
  it('puts the notice after an island whose chunk cannot load', async ({ openPage }) => {
    await withBlocked(
      openPage,
      '/counsel/business',
      /\/_astro\/BusinessInquiryForm\.[^/?]*\.js(\?.*)?$/,
      async (page) => {
        const notice = page.locator('astro-island[component-url*="BusinessInquiryForm"] + .hydration-error');
        await notice.waitFor();
        await expect.poll(() => notice.innerText()).toContain(NOTICE);
      },
    );
  });

  it('answers a download press with the notice when the download code cannot load', async ({ openPage }) => {
    await withBlocked(openPage, '/down', /\/_astro\/request-download\.[^/?]*\.js(\?.*)?$/, async (page) => {
      const button = page.locator('[data-download-button]').first();
      await button.click();
      const notice = page.locator('[data-download-button] + .hydration-error');
      await notice.first().waitFor();
      await expect.poll(() => notice.first().getByRole('button', { name: '새로고침' }).isVisible()).toBe(true);
    });
  });
});
