// Accessibility of the member flows with axe-core: the pages, with their dialogs open.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, WIDTHS } from '../../tools/browser';
import { axeViolations } from '../support/axe';
import { authButton, baseURL, KIM, openSite, signIn } from '../support/member-flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function check(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe.each([
  ['mobile', WIDTHS.mb],
  ['desktop', WIDTHS.pc],
])('axe on the member pages (%s)', (_mode, width) => {
  it('/faq with an item open and a search', async () => {
    const { page, close } = await openSite(browser, '/faq', { width });
    try {
      await page.locator('details summary').first().click();
      await page.getByRole('searchbox', { name: '질문 검색' }).fill('없는질문입니다');
      await check(page);
    } finally {
      await close();
    }
  });

  it('/counsel/business with every message showing', async () => {
    const { page, close } = await openSite(browser, '/counsel/business', { width });
    try {
      await page.getByRole('main').getByRole('button', { name: '문의하기' }).press('Enter');
      await page.getByText('이름은 2~7자로 입력해 주세요.').waitFor();
      await check(page);
    } finally {
      await close();
    }
  });

  it('/user/inquiry for a guest, with the login dialog open', async () => {
    const { page, close } = await openSite(browser, '/user/inquiry', { width });
    try {
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
      await check(page);
    } finally {
      await close();
    }
  });

  it('/user/inquiry and /user/write for a member', async () => {
    const { page, close } = await openSite(browser, '/faq', { width });
    try {
      await signIn(page, 'kakao', { existing: KIM.name });
      await page.goto(`${baseURL()}/user/inquiry`, { waitUntil: 'networkidle' });
      await page.getByText(/^문의 \d+건$/).waitFor();
      await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
      await check(page);
      await page.goto(`${baseURL()}/user/write`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('button', { name: '문의하기' }).press('Enter');
      await check(page);
    } finally {
      await close();
    }
  });

  it('/down with the download dialog open', async () => {
    const { page, close } = await openSite(browser, '/down', { width });
    try {
      await page
        .getByRole('main')
        .getByRole('button', { name: /다운로드/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
      await check(page);
    } finally {
      await close();
    }
  });

  it('/login after a failed sign-in', async () => {
    const { page, close } = await openSite(browser, '/login?error=server_error', { width });
    try {
      await page.getByRole('alert').waitFor();
      await check(page);
    } finally {
      await close();
    }
  });

  it('the first-visit popup', async () => {
    const { page, close } = await openPage(browser, width, {}, { showFirstVisitPopup: true });
    try {
      await page.clock.setFixedTime(new Date('2026-11-22T12:00:00+09:00'));
      await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
      await page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: '오늘 하루 보지 않기' }) })
        .waitFor();
      await check(page);
      await expect(authButton(page).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});
