// The consultation form on /user/write when it is sent — success,
// failures that keep every field, the database's own refusal, and one request per send.

import { INQUIRY_SENT } from '../../src/lib/messages';
import { describe, expect, it } from '../support/browser-test';
import { field, fillValid, inquiriesOf, send, writer } from '../support/inquiry-form';
import { baseURL, visit } from '../support/member-flows';

describe('the consultation form, sent', () => {
  it('sends: toast 문의가 완료되었습니다, then the list with the new card, its receipt number and 미답변', async ({
    openMemberSite,
  }) => {
    const { page, account } = await writer(openMemberSite);
    await fillValid(page);
    await send(page).click();
    await page.waitForURL(`${baseURL()}/user/inquiry`);
    await page.getByRole('status').getByText(INQUIRY_SENT).waitFor();
    const [row] = await inquiriesOf(account.email);
    if (!row) throw new Error('the inquiry did not land');
    expect(row.marketing_consent).toBe(false);
    const card = page.getByRole('listitem').filter({ hasText: `접수번호 ${row.receipt_no}` });
    await card.getByText('미답변').waitFor();
    await expect.poll(() => card.getByText('주방 프린터로 주문서를 출력할 수 있나요?').first().isVisible()).toBe(true);
    // The draft went with the success: the form starts empty again.
    await visit(page, '/user/write');
    await expect.poll(() => field(page, /^이름/).inputValue()).toBe('');
  });

  it('a refused submission keeps every field and says why in Korean', async ({ openMemberSite }) => {
    const { page, account } = await writer(openMemberSite);
    await fillValid(page);
    await page.route('**/rest/v1/inquiries*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await send(page).click();
    await page.getByRole('alert').filter({ hasText: '문의를 접수하지 못했습니다.' }).waitFor();
    await expect.poll(() => field(page, /^이름/).inputValue()).toBe('홍길동');
    await expect.poll(() => field(page, /^연락처/).inputValue()).toBe('010-2345-6789');
    await expect.poll(() => field(page, /^업종/).inputValue()).toBe('분식집');
    await expect.poll(() => field(page, /^문의 내용/).inputValue()).toBe('주방 프린터로 주문서를 출력할 수 있나요?');
    await expect
      .poll(() => page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
      .toBe(true);
    // The database as the refused request left it: nothing is on its way any more.
    expect(await inquiriesOf(account.email)).toEqual([]);
  });

  it('a refusal by the database’s CHECK shows that field’s message and focuses it', async ({ openMemberSite }) => {
    const { page } = await writer(openMemberSite);
    await fillValid(page);
    await page.route('**/rest/v1/inquiries*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: '23514',
              message: 'new row for relation "inquiries" violates check constraint "inquiries_sector_length"',
            }),
          })
        : route.fallback(),
    );
    await send(page).click();
    await page.getByRole('alert').filter({ hasText: '문의를 접수하지 못했습니다.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inquiry-sector');
    await expect.poll(() => field(page, /^업종/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends once however quickly 문의하기 is pressed twice', async ({ openMemberSite }) => {
    const { page, account } = await writer(openMemberSite);
    await fillValid(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/inquiries')) posts += 1;
    });
    await send(page).dblclick();
    await page.waitForURL(`${baseURL()}/user/inquiry`);
    expect(posts).toBe(1);
    expect(await inquiriesOf(account.email)).toHaveLength(1);
  });
});
