// Helpers for the consultation form's browser tests (tests/e2e/inquiry-form-*.test.ts): a new
// member on /user/write, its fields, a valid filling and the rows staff see.
import type { Page } from 'playwright-core';

import { WIDTHS } from '../../tools/browser';
import type { OpenMemberSite } from './browser-test';
import { type NewAccount, newAccount, staff } from './member-flows';

// The header's menu is also called 문의하기; the form's button is the one in <main>.
export const send = (page: Page) => page.getByRole('main').getByRole('button', { name: '문의하기' });
export const field = (page: Page, label: string | RegExp) => page.getByRole('main').getByLabel(label);

/** A new member on /user/write. */
export async function writer(
  openMemberSite: OpenMemberSite,
  width: number = WIDTHS.pc,
): Promise<{ page: Page; account: NewAccount }> {
  const account = newAccount();
  const { page } = await openMemberSite('/user/write', { provider: 'kakao', as: account }, { width });
  return { page, account };
}

export async function fillValid(page: Page) {
  await field(page, /^이름/).fill('홍길동');
  await field(page, /^연락처/).pressSequentially('01023456789');
  await field(page, /^업종/).fill('분식집');
  await field(page, /^문의 내용/).fill('주방 프린터로 주문서를 출력할 수 있나요?');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

export async function inquiriesOf(email: string) {
  return staff<{ receipt_no: string; content: string; marketing_consent: boolean }[]>(
    `inquiries?select=receipt_no,content,marketing_consent&email=eq.${encodeURIComponent(email)}`,
  );
}
