// The consultation form on /user/write while it is filled in —
// formatting as typed, each field's message, the check digit and the 문의하기 button.

import { FIELD_MESSAGES } from '../../src/lib/messages';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { field, fillValid, send, writer } from '../support/inquiry-form';

describe('the consultation form, filled in', () => {
  it('formats the contact as 010-xxxx-xxxx while typing, dropping anything but digits', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite, WIDTHS.mb);
    const tel = field(page, /^연락처/);
    await expect.poll(() => tel.getAttribute('inputmode')).toBe('tel');
    await tel.pressSequentially('010');
    await expect.poll(() => tel.inputValue()).toBe('010');
    await tel.pressSequentially('1234');
    await expect.poll(() => tel.inputValue()).toBe('010-1234');
    await tel.pressSequentially('ab5678');
    await expect.poll(() => tel.inputValue()).toBe('010-1234-5678');
    await tel.pressSequentially('9');
    await expect.poll(() => tel.inputValue()).toBe('010-1234-5678');
  });

  it('shows a field’s message once it is left, tied to the field', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite);
    const name = field(page, /^이름/);
    await name.fill('홍');
    await expect.poll(() => page.getByText(FIELD_MESSAGES.name).count()).toBe(0);
    await name.blur();
    await page.getByText(FIELD_MESSAGES.name).waitFor();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const errorId = await page.getByText(FIELD_MESSAGES.name).getAttribute('id');
    expect(describedBy.split(' ')).toContain(errorId);
  });

  it('checks the business registration number’s check digit', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite);
    const number = field(page, /^사업자등록번호/);
    await number.fill('220-81-62518');
    await expect.poll(() => number.inputValue()).toBe('2208162518');
    await number.blur();
    await page.getByText(FIELD_MESSAGES.companyNo).waitFor();
    await number.fill('2208162517');
    await page.getByText(FIELD_MESSAGES.companyNo).waitFor({ state: 'detached' });
  });

  it('keeps 문의하기 disabled until the form is valid; pressing it then shows every message and focuses the first field', async ({
    openMemberSite,
  }) => {
    const { page } = await writer(openMemberSite);
    await expect.poll(() => send(page).getAttribute('aria-disabled')).toBe('true');
    // aria-disabled, so it stays focusable and explains itself when pressed (Playwright's
    // click refuses aria-disabled elements; a person's keyboard does not).
    await send(page).press('Enter');
    for (const message of [
      FIELD_MESSAGES.name,
      FIELD_MESSAGES.tel,
      FIELD_MESSAGES.sectorRequired,
      FIELD_MESSAGES.contentRequired,
      FIELD_MESSAGES.privacyConsent,
    ]) {
      await page.getByText(message).waitFor();
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inquiry-name');
    await fillValid(page);
    await expect.poll(() => send(page).getAttribute('aria-disabled')).toBe('false');
    await expect.poll(() => page.getByRole('checkbox', { name: /마케팅 정보 수신/ }).isChecked()).toBe(false);
  });
});
