// Issue 7 items 3 and 5: the consultation form on /user/write — formatting as typed, messages,
// the send button, success, failures that keep every field, drafts, and one request per send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, WIDTHS } from '../../tools/browser';
import { baseURL, newAccount, openSite, signIn, staff, type NewAccount } from '../support/member-flows';
import { MESSAGES } from '../../src/lib/forms/messages';
import { INQUIRY_SENT } from '../../src/lib/messages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The header's menu is also called 문의하기; the form's button is the one in <main>.
const send = (page: Page) => page.getByRole('main').getByRole('button', { name: '문의하기' });
const field = (page: Page, label: string | RegExp) => page.getByRole('main').getByLabel(label);

/** A new member on /user/write. */
async function writer(width: number = WIDTHS.pc): Promise<{ page: Page; account: NewAccount; close: () => Promise<void> }> {
  const account = newAccount();
  const { page, close } = await openSite(browser, '/faq', { width });
  await signIn(page, 'kakao', account);
  await page.goto(`${baseURL()}/user/write`, { waitUntil: 'networkidle' });
  return { page, account, close };
}

async function fillValid(page: Page) {
  await field(page, /^이름/).fill('홍길동');
  await field(page, /^연락처/).pressSequentially('01023456789');
  await field(page, /^업종/).fill('분식집');
  await field(page, /^문의 내용/).fill('주방 프린터로 주문서를 출력할 수 있나요?');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

async function inquiriesOf(email: string) {
  return staff<{ receipt_no: string; content: string; marketing_consent: boolean }[]>(
    `inquiries?select=receipt_no,content,marketing_consent&email=eq.${encodeURIComponent(email)}`,
  );
}

describe('the consultation form', () => {
  it('formats the contact as 010-xxxx-xxxx while typing, dropping anything but digits', async () => {
    const { page, close } = await writer(WIDTHS.mb);
    try {
      const tel = field(page, /^연락처/);
      await expect(tel.getAttribute('inputmode')).resolves.toBe('tel');
      await tel.pressSequentially('010');
      await expect(tel.inputValue()).resolves.toBe('010');
      await tel.pressSequentially('1234');
      await expect(tel.inputValue()).resolves.toBe('010-1234');
      await tel.pressSequentially('ab5678');
      await expect(tel.inputValue()).resolves.toBe('010-1234-5678');
      await tel.pressSequentially('9');
      await expect(tel.inputValue()).resolves.toBe('010-1234-5678');
    } finally {
      await close();
    }
  });

  it('shows a field’s message once it is left, tied to the field', async () => {
    const { page, close } = await writer();
    try {
      const name = field(page, /^이름/);
      await name.fill('홍');
      await expect(page.getByText(MESSAGES.name).count()).resolves.toBe(0);
      await name.blur();
      await page.getByText(MESSAGES.name).waitFor();
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
      const errorId = await page.getByText(MESSAGES.name).getAttribute('id');
      expect(describedBy.split(' ')).toContain(errorId);
    } finally {
      await close();
    }
  });

  it('checks the business registration number’s check digit', async () => {
    const { page, close } = await writer();
    try {
      const number = field(page, /^사업자등록번호/);
      await number.fill('220-81-62518');
      await expect(number.inputValue()).resolves.toBe('2208162518');
      await number.blur();
      await page.getByText(MESSAGES.companyNo).waitFor();
      await number.fill('2208162517');
      await page.getByText(MESSAGES.companyNo).waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });

  it('keeps 문의하기 disabled until the form is valid; pressing it then shows every message and focuses the first field', async () => {
    const { page, close } = await writer();
    try {
      await expect(send(page).getAttribute('aria-disabled')).resolves.toBe('true');
      // aria-disabled, so it stays focusable and explains itself when pressed (Playwright's
      // click refuses aria-disabled elements; a person's keyboard does not).
      await send(page).press('Enter');
      for (const message of [MESSAGES.name, MESSAGES.tel, MESSAGES.sectorRequired, MESSAGES.contentRequired, MESSAGES.privacyConsent]) {
        await page.getByText(message).waitFor();
      }
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('inquiry-name');
      await fillValid(page);
      await expect(send(page).getAttribute('aria-disabled')).resolves.toBe('false');
      await expect(page.getByRole('checkbox', { name: /마케팅 정보 수신/ }).isChecked()).resolves.toBe(false);
    } finally {
      await close();
    }
  });

  it('sends: toast 문의가 완료되었습니다, then the list with the new card, its receipt number and 미답변', async () => {
    const { page, account, close } = await writer();
    try {
      await fillValid(page);
      await send(page).click();
      await page.waitForURL(`${baseURL()}/user/inquiry`);
      await page.getByRole('status').getByText(INQUIRY_SENT).waitFor();
      const [row] = await inquiriesOf(account.email);
      if (!row) throw new Error('the inquiry did not land');
      expect(row.marketing_consent).toBe(false);
      const card = page.getByRole('listitem').filter({ hasText: `접수번호 ${row.receipt_no}` });
      await card.getByText('미답변').waitFor();
      await expect(card.getByText('주방 프린터로 주문서를 출력할 수 있나요?').first().isVisible()).resolves.toBe(true);
      // The draft went with the success: the form starts empty again.
      await page.goto(`${baseURL()}/user/write`, { waitUntil: 'networkidle' });
      await expect(field(page, /^이름/).inputValue()).resolves.toBe('');
    } finally {
      await close();
    }
  });

  it('a refused submission keeps every field and says why in Korean', async () => {
    const { page, account, close } = await writer();
    try {
      await fillValid(page);
      await page.route('**/rest/v1/inquiries*', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback(),
      );
      await send(page).click();
      await page.getByRole('alert').filter({ hasText: '문의를 접수하지 못했습니다.' }).waitFor();
      await expect(field(page, /^이름/).inputValue()).resolves.toBe('홍길동');
      await expect(field(page, /^연락처/).inputValue()).resolves.toBe('010-2345-6789');
      await expect(field(page, /^업종/).inputValue()).resolves.toBe('분식집');
      await expect(field(page, /^문의 내용/).inputValue()).resolves.toBe('주방 프린터로 주문서를 출력할 수 있나요?');
      await expect(page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked()).resolves.toBe(true);
      await expect(inquiriesOf(account.email)).resolves.toEqual([]);
    } finally {
      await close();
    }
  });

  it('a refusal by the database’s CHECK shows that field’s message and focuses it', async () => {
    const { page, close } = await writer();
    try {
      await fillValid(page);
      await page.route('**/rest/v1/inquiries*', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ code: '23514', message: 'new row for relation "inquiries" violates check constraint "inquiries_sector_length"' }),
            })
          : route.fallback(),
      );
      await send(page).click();
      await page.getByRole('alert').filter({ hasText: '문의를 접수하지 못했습니다.' }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('inquiry-sector');
      await expect(field(page, /^업종/).getAttribute('aria-invalid')).resolves.toBe('true');
    } finally {
      await close();
    }
  });

  it('keeps the draft across a reload', async () => {
    const { page, close } = await writer();
    try {
      await fillValid(page);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
      await expect(field(page, /^연락처/).inputValue()).resolves.toBe('010-2345-6789');
      await expect(field(page, /^문의 내용/).inputValue()).resolves.toBe('주방 프린터로 주문서를 출력할 수 있나요?');
    } finally {
      await close();
    }
  });

  it('keeps the draft across the login round trip', async () => {
    const { page, close } = await writer();
    try {
      await fillValid(page);
      // The session ends (another tab logged out); sending asks to log in again.
      await page.evaluate(() => localStorage.clear());
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
      await signIn(page, 'google', newAccount());
      expect(new URL(page.url()).pathname).toBe('/user/write');
      await page.getByText('작성하던 내용을 불러왔습니다.').waitFor();
      await expect(field(page, /^이름/).inputValue()).resolves.toBe('홍길동');
      await expect(field(page, /^업종/).inputValue()).resolves.toBe('분식집');
    } finally {
      await close();
    }
  });

  it('sends once however quickly 문의하기 is pressed twice', async () => {
    const { page, account, close } = await writer();
    try {
      await fillValid(page);
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/rest/v1/inquiries')) posts += 1;
      });
      await send(page).dblclick();
      await page.waitForURL(`${baseURL()}/user/inquiry`);
      expect(posts).toBe(1);
      await expect(inquiriesOf(account.email)).resolves.toHaveLength(1);
    } finally {
      await close();
    }
  });
});
