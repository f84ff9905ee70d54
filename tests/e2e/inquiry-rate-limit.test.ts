// Abuse: a member may file at most 10 consultation inquiries in an hour. The 11th,
// sent from /user/write, shows the database's Korean message after the form's failure line and
// keeps every field, the way the guest partnership limit does.

import { INQUIRY_SEND_FAILED } from '../../src/lib/messages';
import { expect, it } from '../support/browser-test';
import { newAccount, signIn, staff, visit } from '../support/member-flows';

const LIMIT = '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.';

it('the 11th inquiry within an hour shows the database’s Korean limit message and keeps every field', async ({
  openSite,
}) => {
  const account = newAccount();
  const { page } = await openSite('/faq');
  await signIn(page, 'kakao', account);
  // Ten inquiries from the last hour. Staff add them (staff are never limited); they count for the member.
  const [profile] = await staff<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(account.email)}`);
  const earlier = Array.from({ length: 10 }, (_, n) => ({
    user_id: profile?.id,
    name: '홍길동',
    tel: '010-2345-6789',
    sector: '분식집',
    content: `이전 문의 ${n + 1}`,
    privacy_consent: true,
  }));
  await staff('inquiries', { method: 'POST', body: earlier });

  await visit(page, '/user/write');
  const field = (label: RegExp) => page.getByRole('main').getByLabel(label);
  await field(/^이름/).fill('홍길동');
  await field(/^연락처/).pressSequentially('01023456789');
  await field(/^업종/).fill('분식집');
  await field(/^문의 내용/).fill('열한 번째 문의입니다.');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('main').getByRole('button', { name: '문의하기' }).click();

  await page
    .getByRole('alert')
    .filter({ hasText: `${INQUIRY_SEND_FAILED} ${LIMIT}` })
    .waitFor();
  await expect.poll(() => field(/^이름/).inputValue()).toBe('홍길동');
  await expect.poll(() => field(/^연락처/).inputValue()).toBe('010-2345-6789');
  await expect.poll(() => field(/^업종/).inputValue()).toBe('분식집');
  await expect.poll(() => field(/^문의 내용/).inputValue()).toBe('열한 번째 문의입니다.');
  await expect
    .poll(() => page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
    .toBe(true);
  // Nothing more was stored for the member.
  expect(await staff<unknown[]>(`inquiries?select=id&user_id=eq.${profile?.id}`)).toHaveLength(10);
});
