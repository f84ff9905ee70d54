// Accessibility of the member flows with axe-core: the pages, with their dialogs open.
import type { Page } from 'playwright-core';

import { WIDTHS } from '../../tools/browser';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { authButton, KIM, signIn, visit } from '../support/member-flows';
import { openDownloadDialog } from '../support/page-flow';

async function check(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe.each([
  ['mobile', WIDTHS.mb],
  ['desktop', WIDTHS.pc],
])('axe on the member pages (%s)', (_mode, width) => {
  it('/faq with an item open and a search', async ({ openSite }) => {
    const { page } = await openSite('/faq', { width });
    // In <main>: the header's menu for a browser without scripts is a <details> too, hidden here.
    await page.getByRole('main').locator('details summary').first().click();
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('없는질문입니다');
    await check(page);
  });

  it('/counsel/business with every message showing', async ({ openSite }) => {
    const { page } = await openSite('/counsel/business', { width });
    await page.getByRole('main').getByRole('button', { name: '문의하기' }).press('Enter');
    await page.getByText('이름은 2~7자로 입력해 주세요.').waitFor();
    await check(page);
  });

  it('/user/inquiry for a guest, with the login dialog open', async ({ openSite }) => {
    const { page } = await openSite('/user/inquiry', { width });
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    await check(page);
  });

  it('/user/inquiry and /user/write for a member', async ({ openSite }) => {
    const { page } = await openSite('/faq', { width });
    await signIn(page, 'kakao', { existing: KIM.name });
    await visit(page, '/user/inquiry');
    await page.getByText(/^문의 \d+건$/).waitFor();
    await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
    await check(page);
    await visit(page, '/user/write');
    await page.getByRole('main').getByRole('button', { name: '문의하기' }).press('Enter');
    await check(page);
  });

  it('/down with the download dialog open', async ({ openSite }) => {
    const { page } = await openSite('/down', { width });
    await openDownloadDialog(page);
    await check(page);
  });

  it('/login after a failed sign-in', async ({ openSite }) => {
    const { page } = await openSite('/login?error=server_error', { width });
    await page.getByRole('alert').waitFor();
    await check(page);
  });

  it('the first-visit popup', async ({ openPopupSite }) => {
    const { page } = await openPopupSite('/', { width });
    await page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: '오늘 하루 보지 않기' }) })
      .waitFor();
    await check(page);
    await expect.poll(() => authButton(page).isVisible()).toBe(true);
  });
});
