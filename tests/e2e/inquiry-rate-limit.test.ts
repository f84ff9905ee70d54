// Abuse: a member may file at most 10 consultation inquiries in an hour. The 11th,
// sent from /user/write, shows the database's Korean message after the form's failure line and
// keeps every field, the way the guest partnership limit does.

import { inject } from 'vitest';

import { INQUIRY_SEND_FAILED } from '../../src/lib/messages';
import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/session-peek';
import { expect, it } from '../support/browser-test';
import { newAccount, signIn, staff, visit } from '../support/member-flows';

const LIMIT = '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.';

it('the 11th inquiry within an hour shows the database’s Korean limit message and keeps every field', async ({
  openSite,
}) => {
  const account = newAccount();
  const { page } = await openSite('/faq');
  await signIn(page, 'kakao', account);
  // Ten inquiries in this hour, filed as the member through the API (the limit counts the member's
  // sign-in identity as its requests reach the database, docs/database.md, so rows staff add do not count).
  const filed = await page.evaluate(
    async ({ url, key, storageKey }) => {
      const session = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { access_token?: string } | null;
      const statuses: number[] = [];
      for (let n = 1; n <= 10; n += 1) {
        const response = await fetch(`${url}/rest/v1/inquiries`, {
          method: 'POST',
          headers: {
            apikey: key,
            Authorization: `Bearer ${session?.access_token ?? ''}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            name: '홍길동',
            tel: '010-2345-6789',
            sector: '분식집',
            content: `이전 문의 ${n}`,
            privacy_consent: true,
          }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { url: inject('supabaseUrl'), key: inject('supabasePublishableKey'), storageKey: AUTH_STORAGE_KEY },
  );
  expect(filed).toEqual(Array.from({ length: 10 }, () => 201));

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
  const [profile] = await staff<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(account.email)}`);
  expect(await staff<unknown[]>(`inquiries?select=id&user_id=eq.${profile?.id}`)).toHaveLength(10);
});
