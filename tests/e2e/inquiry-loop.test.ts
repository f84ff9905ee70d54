// The inquiry loop closes itself on the local stack. A member files an inquiry in
// the browser → a staff alert with its receipt number lands in the inbox; staff set `answer`
// through the API as the dashboard does → exactly one 알림톡 to the member's number with the
// receipt number and the link; with the provider failing, the answer is still saved and the
// 알림톡 arrives, once, after the outage. Waits poll the inbox and the queue, never sleep.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { INQUIRY_SENT } from '../../src/lib/messages';
import type { InboxMessage } from '../../tools/local-supabase/messaging/inbox';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client';
import { describe, expect, it } from '../support/browser-test';
import { newAccount, signIn, staff, visit } from '../support/member-flows';
import { type NotificationDb, notificationDb } from '../support/notifications';

let db: NotificationDb;
const inbox = inboxClient(inject('supabaseUrl'), inject('supabaseServiceRoleKey'));
beforeAll(async () => {
  db = await notificationDb(inject('supabaseDbUrl'));
});
afterAll(async () => {
  await db.end();
});

const field = (page: Page, label: RegExp) => page.getByRole('main').getByLabel(label);

/** Files a consultation inquiry on /user/write as the signed-in member; its row as staff see it. */
async function fileInBrowser(page: Page, email: string, phoneDigits: string, content: string) {
  await visit(page, '/user/write');
  await field(page, /^이름/).fill('홍길동');
  await field(page, /^연락처/).pressSequentially(phoneDigits);
  await field(page, /^업종/).fill('분식집');
  await field(page, /^문의 내용/).fill(content);
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('main').getByRole('button', { name: '문의하기' }).click();
  await page.getByRole('status').getByText(INQUIRY_SENT).waitFor();
  const [row] = await staff<{ id: string; receipt_no: string }[]>(
    `inquiries?select=id,receipt_no&email=eq.${encodeURIComponent(email)}&content=eq.${encodeURIComponent(content)}`,
  );
  if (!row) throw new Error('the inquiry did not land');
  return row;
}

const staffAlertFor = (receiptNo: string) => (messages: InboxMessage[]) =>
  messages.find((m) => m.channel === 'webhook' && m.status === 'delivered' && m.text.includes(`접수번호 ${receiptNo}`));

async function answerEvent(inquiryId: string): Promise<string> {
  const events = (await db.eventsOf(inquiryId)).filter((e) => e.kind === 'answer_written');
  expect(events).toHaveLength(1);
  return events[0]?.event_id ?? '';
}

/** A mobile number no other test uses, as typed (digits) and as the inbox shows it. */
const uniquePhone = () => `0109${String(Date.now() % 10_000_000).padStart(7, '0')}`;

describe('the inquiry loop', () => {
  it('inquiry → staff alert with its receipt number → answer → exactly one 알림톡 with the receipt number and the link', async ({
    openSite,
  }) => {
    const account = newAccount('홍길동');
    const phone = uniquePhone();
    const { page } = await openSite('/faq');
    // The answer notice goes to a proven number: here the one Kakao verified (docs/product.md#proven-numbers).
    await signIn(page, 'kakao', { ...account, phone });
    const inquiry = await fileInBrowser(page, account.email, phone, '주방 프린터로 주문서를 출력할 수 있나요?');

    const alert = await inbox.waitFor(staffAlertFor(inquiry.receipt_no));
    expect(alert.text).toMatch(/^\[소담POS\] 새 상담 문의/);
    expect(alert.text).not.toContain('홍길동');

    const [answered] = await staff<{ status: string }[]>(`inquiries?id=eq.${inquiry.id}`, {
      method: 'PATCH',
      body: { answer: '설정 메뉴의 [프린터]에서 연결하실 수 있습니다.' },
    });
    expect(answered?.status).toBe('답변완료');
    const eventId = await answerEvent(inquiry.id);
    await db.settled(eventId);

    const notices = (await inbox.list()).filter((m) => m.to === phone);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'alimtalk', status: 'delivered', event_id: eventId });
    expect(notices[0]?.text).toContain(`접수번호: ${inquiry.receipt_no}`);
    const link = /답변 확인: (\S+)/.exec(notices[0]?.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/user/inquiry');

    // Where the link leads, the member finds the answer.
    await visit(page, '/user/inquiry');
    const card = page.getByRole('listitem').filter({ hasText: `접수번호 ${inquiry.receipt_no}` });
    await card.getByText('답변완료').first().waitFor();
  });

  // Two deliveries through the local stack's queue, pg_net and cron, with a back-off between them:
  // about 15 s on a quiet machine and over a minute in all beside busy loops (the timeout below).
  it('while the provider is down the answer is saved, and the 알림톡 arrives once after the outage', async ({
    openSite,
  }) => {
    const account = newAccount('홍길동');
    const phone = uniquePhone();
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { ...account, phone });
    const inquiry = await fileInBrowser(page, account.email, phone, '카드 단말기 연동 문의드립니다.');
    // The staff alert has gone out, so the outage hits the answer's 알림톡 and nothing else.
    await inbox.waitFor(staffAlertFor(inquiry.receipt_no));
    await inbox.failNext(1);

    const answer = '단말기 연동은 원격으로 도와드리겠습니다.';
    const [saved] = await staff<{ answer: string; status: string }[]>(`inquiries?id=eq.${inquiry.id}`, {
      method: 'PATCH',
      body: { answer },
    });
    expect(saved).toMatchObject({ answer, status: '답변완료' });
    const eventId = await answerEvent(inquiry.id);
    // The first attempt: about a second on a quiet machine, over ten beside busy loops.
    const refused = await inbox.waitFor((messages) =>
      messages.find((m) => m.event_id === eventId && m.status === 'failed'),
    );
    expect(refused).toMatchObject({ channel: 'alimtalk', to: phone });
    const [row] = await staff<{ answer: string }[]>(`inquiries?select=answer&id=eq.${inquiry.id}`);
    expect(row?.answer).toBe(answer);

    // The retry comes with the pg_cron sweep after the first back-off (5 s, then ≤ 10 s).
    await inbox.waitFor((messages) => messages.find((m) => m.event_id === eventId && m.status === 'delivered'));
    await db.settled(eventId);
    const delivered = (await inbox.list()).filter((m) => m.to === phone && m.status === 'delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ channel: 'alimtalk', event_id: eventId });
    expect(delivered[0]?.text).toContain(`접수번호: ${inquiry.receipt_no}`);
    expect(await db.deliveries(eventId)).toEqual({ member_alimtalk: 'sent' });
  }, 300_000);
});
