// Abuse costs nothing, end to end on a local stack with a staff phone set (as a hosted project
// would have it): a member's bulk insert of 1,000 partnership inquiries is refused whole and
// sends nothing; a flood of guests' inquiries reaches staff as at most the hour's cap of SMS,
// and once the hour turns one digest SMS names every inquiry that was held back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

/** The notify function's default hourly cap of staff SMS (docs/product.md#limits). */
const SMS_CAP = 20;
const GUESTS = SMS_CAP + 5;
const STAFF_PHONE = '01044440001';

const root = mkdtempSync(join(tmpdir(), 'sodam-alert-caps-'));
let stack: LocalStack;
let db: NotificationDb;
let actingAs: string | undefined;

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    dbPort: 0,
    dataDir: join(root, 'db'),
    fresh: true,
    clientAddress: (socket) => actingAs ?? socket,
    functionSecrets: { NOTIFY_STAFF_PHONE: STAFF_PHONE },
  });
  db = await notificationDb(stack.dbUrl);
}, 240_000);
afterAll(async () => {
  await db.end();
  await stack.stop();
  rmSync(root, { recursive: true, force: true });
});

const partnership = (content: string) => ({
  name: '박지훈',
  tel: '02-3456-7890',
  company: '꽃집',
  content,
  privacy_consent: true,
});
const staffSms = async () =>
  (await inboxClient(stack.url, stack.serviceRoleKey).list()).filter(
    (m) => m.channel === 'sms' && m.to === STAFF_PHONE,
  );

/** The time the flood and its drain may take: on a busy machine well under this. */
const FLOOD_MS = 90_000;

/**
 * A flood split by the turn of an hour would be counted in two hours: right before it (not
 * before the stack starts, however long that takes), wait for the hour to turn if it is near.
 */
async function clearOfTheHour(): Promise<void> {
  const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
  if (toNextHour < FLOOD_MS) await new Promise((resolve) => setTimeout(resolve, toNextHour + 2_000));
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the notify function');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const queuedPartnershipEvents = async () =>
  (
    await db.query<{ n: number }>(
      "select count(*)::int as n from pgmq.q_notifications where message ->> 'kind' in ('partnership_filed', 'staff_digest') and vt <= now() + interval '1 minute'",
    )
  )[0]?.n ?? 0;

// Time for a wait for the hour to turn, then the flood, its drain and the digest.
describe('staff alerts cannot be flooded', { timeout: FLOOD_MS + 120_000 }, () => {
  it('a member’s bulk insert of 1,000 partnership inquiries is refused whole: no row, no event, no SMS', async () => {
    const member = localClient(stack.url, stack.anonKey);
    await signInWithProvider(member, 'kakao', { name: '대량회원', email: 'bulk@example.com' });
    const rows = Array.from({ length: 1000 }, (_, n) => partnership(`대량 ${n}`));
    const { error, status } = await member.from('business_inquiries').insert(rows);
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', hint: 'business_inquiry_rate_limit' });
    const staff = createClient<Database>(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const { count } = await staff
      .from('business_inquiries')
      .select('id', { count: 'exact', head: true })
      .like('content', '대량 %');
    expect(count).toBe(0);
    expect(await queuedPartnershipEvents()).toBe(0);
    expect(await staffSms()).toEqual([]);
  });

  it(`${GUESTS} guests’ inquiries in one hour bring staff ${SMS_CAP} SMS, then one digest naming the other 5`, async () => {
    await clearOfTheHour();
    for (let n = 1; n <= GUESTS; n += 1) {
      actingAs = `198.51.100.${n}`;
      const guest = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
      expect((await guest.from('business_inquiries').insert(partnership(`손님 ${n}`))).error).toBeNull();
    }
    actingAs = undefined;
    const settled = await until(async () => ((await queuedPartnershipEvents()) === 0 ? await staffSms() : undefined));
    const held = await db.query<{ receipt_no: string }>(
      "select receipt_no from private.notification_deliveries where target = 'staff_sms' and status = 'held' order by receipt_no",
    );
    expect(settled).toHaveLength(SMS_CAP);
    expect(held).toHaveLength(GUESTS - SMS_CAP);

    // The hour turns for the digest (it waits in the queue until then), and the sweep sends it.
    await db.query("update pgmq.q_notifications set vt = now() where message ->> 'kind' = 'staff_digest'");
    const after = await until(async () => {
      const messages = await staffSms();
      return messages.length > SMS_CAP ? messages : undefined;
    });
    const digests = after.filter((m) => m.text.startsWith('[소담POS] 알림 한도를 넘은 문의'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain(`알림 한도를 넘은 문의 ${GUESTS - SMS_CAP}건`);
    for (const { receipt_no } of held) expect(digests[0]?.text).toContain(receipt_no);
    const statuses = await db.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from private.notification_deliveries where target = 'staff_sms' and kind = 'partnership_filed' group by status order by status",
    );
    expect(statuses).toEqual([
      { status: 'digested', n: GUESTS - SMS_CAP },
      { status: 'sent', n: SMS_CAP },
    ]);
    // Every inquiry reached the webhook too: 25 is within its cap of 60.
    const webhook = (await inboxClient(stack.url, stack.serviceRoleKey).list()).filter((m) => m.channel === 'webhook');
    expect(webhook).toHaveLength(GUESTS);
  });
});
