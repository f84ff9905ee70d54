// The inquiry loop on the local stack, driven as a hosted project drives it: the trigger
// queues the event, pg_net calls the notify function, and the messages land in the inbox.
// Each test follows its own inquiry by id, receipt number and event id.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { LOCAL_SOLAPI_TEMPLATE_ID } from '../../tools/local-supabase/messaging/local-account.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');
const inbox = inboxClient(url, serviceKey);
let db: NotificationDb;
beforeAll(async () => {
  db = await notificationDb(inject('supabaseDbUrl'));
});
afterAll(() => db.end());

async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new member files an inquiry from their own number, the one Kakao verified (the answer notice
 * goes to a proven number only, docs/product.md#proven-numbers); its id and receipt number.
 */
async function fileInquiry(phone: string): Promise<{ id: string; receipt_no: string }> {
  const member = localClient(url, anonKey);
  await signInWithProvider(member, 'kakao', {
    name: '알림회원',
    email: `notify-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: phone.replace(/-/g, ''),
  });
  const { data, error } = await member
    .from('inquiries')
    .insert({ name: '알림회원', tel: phone, sector: '분식집', content: '주방 프린터 연동 문의', privacy_consent: true })
    .select('id, receipt_no')
    .single();
  if (error) throw error;
  return data;
}

const answer = (id: string, fields: Record<string, unknown>) =>
  staff<unknown[]>('PATCH', `inquiries?id=eq.${id}`, fields);
const eventOf = async (subjectId: string, kind: string) => {
  const found = (await db.eventsOf(subjectId)).filter((e) => e.kind === kind);
  if (found.length === 0) throw new Error(`no ${kind} event for ${subjectId}`);
  return found;
};

describe('the inquiry loop on the local stack', () => {
  it('a member’s new inquiry reaches staff at once: receipt number, Korean time, sector and a link, no name or number', async () => {
    const started = Date.now();
    const inquiry = await fileInquiry('010-3100-0001');
    const alert = await inbox.waitFor((messages) =>
      messages.find((m) => m.channel === 'webhook' && m.text.includes(inquiry.receipt_no)),
    );
    console.log(`staff alert in the inbox ${Date.now() - started} ms after the insert (sign-in included)`);
    const [event] = await eventOf(inquiry.id, 'inquiry_filed');
    expect(alert).toMatchObject({ to: 'staff', template: null, status: 'delivered', event_id: event?.event_id });
    expect(alert.text).toMatch(
      /^\[소담POS\] 새 상담 문의\n접수번호 \d{6}-\d{4}\n접수 \d{4}-\d\d-\d\d \d\d:\d\d \(한국 시간\)\n업종 분식집\n보기 http/,
    );
    expect(alert.text).not.toMatch(/알림회원|3100|0001 /);
  });

  it('the alert’s link opens that row (the local stand-in for the dashboard’s table editor)', async () => {
    const inquiry = await fileInquiry('010-3100-0002');
    const alert = await inbox.waitFor((messages) => messages.find((m) => m.text.includes(inquiry.receipt_no)));
    const link = /보기 (\S+)/.exec(alert.text)?.[1] ?? '';
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(inquiry.receipt_no);
    expect(html).toContain('접수번호');
  });

  it('a guest’s partnership inquiry reaches staff with its own receipt number and company', async () => {
    const response = await fetch(`${url}/rest/v1/business_inquiries`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.31',
      },
      body: JSON.stringify({
        name: '박지훈',
        tel: '02-3456-7890',
        company: '꽃집',
        content: '알림 시험 제휴 문의',
        privacy_consent: true,
      }),
    });
    expect(response.status).toBe(201);
    const [row] = await staff<{ id: string; receipt_no: string }[]>(
      'GET',
      `business_inquiries?select=id,receipt_no&content=eq.${encodeURIComponent('알림 시험 제휴 문의')}`,
    );
    const alert = await inbox.waitFor((messages) => messages.find((m) => m.text.includes(row?.receipt_no ?? '?')));
    expect(alert.text.split('\n').slice(0, 1)).toEqual(['[소담POS] 새 제휴 문의']);
    expect(alert.text).toContain('상호·업종 꽃집');
  });

  it('the first answer sends one 알림톡 to the member’s number with the receipt number and the link; editing it sends nothing', async () => {
    const inquiry = await fileInquiry('010-3100-0003');
    await answer(inquiry.id, { answer: '주방 프린터는 설정 화면에서 연결하실 수 있습니다.' });
    const [event] = await eventOf(inquiry.id, 'answer_written');
    await db.settled(event?.event_id ?? '');
    await answer(inquiry.id, { answer: '주방 프린터는 [환경설정 > 프린터]에서 연결하실 수 있습니다.' });
    expect(await eventOf(inquiry.id, 'answer_written')).toHaveLength(1);
    const notices = (await inbox.list()).filter((m) => m.to === '01031000003');
    expect(notices).toMatchObject([
      { channel: 'alimtalk', template: LOCAL_SOLAPI_TEMPLATE_ID, status: 'delivered', event_id: event?.event_id },
    ]);
    expect(notices[0]?.text).toContain(`■ 접수번호: ${inquiry.receipt_no}`);
    expect(notices[0]?.text).toContain('■ 답변 확인: http://127.0.0.1:4321/user/inquiry');
    expect(await db.deliveries(event?.event_id ?? '')).toEqual({ member_alimtalk: 'sent' });
  });

  it('ticking resend_answer_notice sends exactly one more', async () => {
    const inquiry = await fileInquiry('010-3100-0004');
    await answer(inquiry.id, { answer: '답변 드립니다.' });
    await answer(inquiry.id, { resend_answer_notice: true });
    const events = await eventOf(inquiry.id, 'answer_written');
    expect(events).toHaveLength(2);
    for (const event of events) await db.settled(event.event_id);
    const notices = (await inbox.list()).filter((m) => m.to === '01031000004' && m.status === 'delivered');
    expect(notices.map((m) => m.event_id).sort()).toEqual(events.map((e) => e.event_id).sort());
  });

  it('a member’s 11th inquiry within an hour is refused with 429 and the Korean message', async () => {
    const member = localClient(url, anonKey);
    await signInWithProvider(member, 'google', {
      name: '제한회원',
      email: `limit-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const file = (n: number) =>
      member.from('inquiries').insert({
        name: '제한회원',
        tel: '010-3100-0005',
        sector: '카페',
        content: `문의 ${n}`,
        privacy_consent: true,
      });
    for (let n = 1; n <= 10; n += 1) expect((await file(n)).error).toBeNull();
    const refused = await file(11);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
      hint: 'inquiry_rate_limit',
    });
  });
});
