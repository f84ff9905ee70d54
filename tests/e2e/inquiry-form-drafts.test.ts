// The consultation form's draft survives a reload and the sign-in round trip.

import { describe, expect, it } from '../support/browser-test';
import { field, fillValid, writer } from '../support/inquiry-form';
import { newAccount, pageReady, signIn } from '../support/member-flows';

describe('the consultation form’s draft', () => {
  it('keeps the draft across a reload', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite);
    await fillValid(page);
    await page.reload();
    await pageReady(page);
    await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
    await expect.poll(() => field(page, /^연락처/).inputValue()).toBe('010-2345-6789');
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe('주방 프린터로 주문서를 출력할 수 있나요?');
  });

  it('keeps the draft across the login round trip', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite);
    await fillValid(page);
    // The session ends (another tab logged out); sending asks to log in again.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await pageReady(page);
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    await signIn(page, 'google', newAccount());
    expect(new URL(page.url()).pathname).toBe('/user/write');
    await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
    await expect.poll(() => field(page, /^이름/).inputValue()).toBe('홍길동');
    await expect.poll(() => field(page, /^업종/).inputValue()).toBe('분식집');
  });
});
