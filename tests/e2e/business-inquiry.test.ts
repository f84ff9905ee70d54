// The partnership form on /counsel/business for guests and members.
// Guest sends share the database's limit of 5 an hour per client: this file sends at most 3.
import type { Page } from 'playwright-core';

import { BUSINESS_SEND_FAILED, BUSINESS_SENT } from '../../src/lib/messages';
import { describe, expect, it } from '../support/browser-test';
import { KIM, pageReady, signIn, staff } from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

const field = (page: Page, label: RegExp) => page.getByRole('main').getByLabel(label);
// The header's menu is also called 문의하기; the form's button is the one in <main>.
const send = (page: Page) => page.getByRole('main').getByRole('button', { name: '문의하기' });

/** A unique text, so each test finds its own row. */
const uniqueContent = (what: string) => `${what} 제휴 상담 요청 ${Date.now().toString(36)}`;

async function fill(page: Page, content: string) {
  await field(page, /^이름/).fill('박지훈');
  await field(page, /^연락처/).pressSequentially('0212345678');
  await field(page, /^상호명 또는 업종/).fill('꽃집');
  await field(page, /^문의 내용/).fill(content);
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

const rowsWith = (content: string) =>
  staff<{ user_id: string | null; tel: string; company: string }[]>(
    `business_inquiries?select=user_id,tel,company&content=eq.${encodeURIComponent(content)}`,
  );

describe('the partnership form', () => {
  it('a guest’s inquiry lands (as staff see it), the form clears and says 문의를 완료하였습니다', async ({
    openSite,
  }) => {
    const content = uniqueContent('게스트');
    const { page } = await openSite('/counsel/business');
    await fill(page, content);
    await expect.poll(() => field(page, /^연락처/).inputValue()).toBe('02-1234-5678');
    await send(page).click();
    await page.getByRole('status').getByText(BUSINESS_SENT).waitFor();
    await page.getByText(`${BUSINESS_SENT}. ${seedSiteCopy().inquiries.businessSent}`).waitFor();
    await expect.poll(() => field(page, /^이름/).inputValue()).toBe('');
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe('');
    // The table as the form's answer left it: the row was written before the form said so.
    expect(await rowsWith(content)).toEqual([{ user_id: null, tel: '02-1234-5678', company: '꽃집' }]);
  });

  it('a member’s inquiry is stored under their account', async ({ openSite }) => {
    const content = uniqueContent('회원');
    const { page } = await openSite('/counsel/business');
    await signIn(page, 'kakao', { existing: KIM.name });
    await fill(page, content);
    await send(page).click();
    await page.getByRole('status').getByText(BUSINESS_SENT).waitFor();
    const [row] = await rowsWith(content);
    expect(row?.user_id).toBe(KIM.id);
  });

  it('a failure keeps every field and shows 문의를 신청하는 중 오류가 발생했습니다.', async ({ openSite }) => {
    const content = uniqueContent('실패');
    const { page } = await openSite('/counsel/business');
    await page.route('**/rest/v1/business_inquiries*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await fill(page, content);
    await send(page).click();
    await page.getByRole('alert').filter({ hasText: BUSINESS_SEND_FAILED }).waitFor();
    await expect.poll(() => field(page, /^이름/).inputValue()).toBe('박지훈');
    await expect.poll(() => field(page, /^연락처/).inputValue()).toBe('02-1234-5678');
    await expect.poll(() => field(page, /^상호명 또는 업종/).inputValue()).toBe('꽃집');
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe(content);
    await expect
      .poll(() => page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
      .toBe(true);
    expect(await rowsWith(content)).toEqual([]);
  });

  it('the guest limit adds the database’s own message to the failure', async ({ openSite }) => {
    const { page } = await openSite('/counsel/business');
    const limit = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.';
    // The answer PostgREST gives the sixth guest inquiry within an hour (PT429 → HTTP 429).
    await page.route('**/rest/v1/business_inquiries*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PT429', message: limit, details: null, hint: 'business_inquiry_rate_limit' }),
      }),
    );
    await fill(page, uniqueContent('제한'));
    await send(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${BUSINESS_SEND_FAILED} ${limit}` })
      .waitFor();
  });

  it('keeps the draft across a reload and the login round trip', async ({ openSite }) => {
    const content = uniqueContent('임시저장');
    const { page } = await openSite('/counsel/business');
    await fill(page, content);
    await page.reload();
    await pageReady(page);
    await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe(content);
    await signIn(page, 'kakao', { existing: KIM.name });
    expect(new URL(page.url()).pathname).toBe('/counsel/business');
    await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe(content);
    await expect.poll(() => field(page, /^연락처/).inputValue()).toBe('02-1234-5678');
    await expect
      .poll(() => page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
      .toBe(true);
  });

  it('sends once however quickly 문의하기 is pressed twice', async ({ openSite }) => {
    const content = uniqueContent('두번');
    const { page } = await openSite('/counsel/business');
    await fill(page, content);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/business_inquiries')) posts += 1;
    });
    await send(page).dblclick();
    await page.getByRole('status').getByText(BUSINESS_SENT).waitFor();
    expect(posts).toBe(1);
    expect(await rowsWith(content)).toHaveLength(1);
  });
});
