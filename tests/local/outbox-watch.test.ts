// A stuck outbox is noticed (docs/operations.md#a-stuck-outbox), end to end on a stack of its
// own: the local Solapi stops, a member's answer notice cannot leave, and once it has waited 15
// minutes past due staff read one alert in the inbox; the provider comes back, the notice goes
// out, and staff read one more. The alerts come from the database's own pg_cron job through
// pg_net, not from the notify function, whose sending is what broke.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { LOCAL_OUTBOX_ALERT_PATH } from '../../tools/local-supabase/messaging/local-account.ts';
import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const root = mkdtempSync(join(tmpdir(), 'sodam-outbox-watch-'));
let stack: LocalStack;
let db: NotificationDb;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dbPort: 0, dataDir: join(root, 'db'), fresh: true });
  db = await notificationDb(stack.dbUrl);
}, 240_000);
afterAll(async () => {
  await db.end();
  await stack.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The watch runs every minute; on a busy machine its run, pg_net and the inbox take a while more. */
const WATCH_MS = 180_000;
const OUTBOX_TO = LOCAL_OUTBOX_ALERT_PATH.split('/').at(-1);

/**
 * SQL with uuids written in, sent as one simple query: the stack's own clients share PGlite's one
 * session, and an extended-protocol query with parameters can lose its unnamed statement to them.
 */
function sql(strings: TemplateStringsArray, ...ids: string[]): string {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a uuid: ${id}`);
  return strings.reduce((text, part, i) => text + part + (i < ids.length ? `'${ids[i]}'` : ''), '');
}

describe('the outbox watch', () => {
  it('alerts staff once when notifications are stuck for 15 minutes, and once when they flow again', async () => {
    const inbox = inboxClient(stack.url, stack.secretKey);
    const watchAlerts = async () =>
      (await inbox.list()).filter((message) => message.channel === 'webhook' && message.to === OUTBOX_TO);
    await inbox.failNext(1_000_000, 'solapi');

    const [inquiry] = await db.query<{ id: string }>(
      `select id from public.inquiries where answer is null and user_id is not null and tel ~ '^010-[0-9]{4}-[0-9]{4}$' limit 1`,
    );
    if (!inquiry) throw new Error('the seed has no unanswered member inquiry with a number');
    // An answer notice goes only to a number its owner proved (docs/product.md#proven-numbers).
    await db.query(
      sql`insert into public.proven_phones (user_id, tel, proven_by)
          select user_id, tel, 'sms_code' from public.inquiries where id = ${inquiry.id}
          on conflict do nothing`,
    );
    await db.query(
      sql`update public.inquiries set answer = '설정 화면에서 연결하실 수 있습니다.' where id = ${inquiry.id}`,
    );
    const [event] = await db.query<{ event_id: string }>(
      sql`select message ->> 'event_id' as event_id from pgmq.q_notifications
           where message ->> 'subject_id' = ${inquiry.id} and message ->> 'kind' = 'answer_written'`,
    );
    if (!event) throw new Error('the answer queued no notice');
    // The local Solapi refused it (the inbox keeps the refused send), and the event waits for its retry.
    // The send goes through the queue, pg_net and the function: seconds on a quiet machine, over a
    // minute beside busy programs; WATCH_MS is a ceiling for a hang.
    await expect
      .poll(async () => (await inbox.list()).some((m) => m.event_id === event.event_id && m.status === 'failed'), {
        timeout: WATCH_MS,
      })
      .toBe(true);

    // Solapi stays down while the notice waits: as if 16 minutes had passed since it was queued.
    await db.query(sql`update pgmq.q_notifications set enqueued_at = now() - interval '16 minutes'
                        where message ->> 'event_id' = ${event.event_id}`);
    await expect
      .poll(async () => (await watchAlerts()).map((alert) => alert.text), { timeout: WATCH_MS })
      .toEqual([expect.stringMatching(/^\[소담POS\] 알림 발송이 멈췄습니다\. 알림 1건이 15분 넘게/)]);

    // Solapi is back; the notice's next try comes due now rather than minutes later.
    await inbox.failNext(0, 'solapi');
    await db.query(sql`select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications
                        where message ->> 'event_id' = ${event.event_id}`);
    await db.settled(event.event_id, 60_000);
    await expect
      .poll(async () => (await watchAlerts()).map((alert) => alert.text), { timeout: WATCH_MS })
      .toEqual([
        expect.stringMatching(/^\[소담POS\] 알림 발송이 다시 원활합니다\./),
        expect.stringMatching(/^\[소담POS\] 알림 발송이 멈췄습니다\./),
      ]);
    const notices = (await inbox.list()).filter(
      (message) => message.event_id === event.event_id && message.status === 'delivered',
    );
    expect(notices).toHaveLength(1);
    for (const alert of await watchAlerts()) expect(alert.text).not.toMatch(/\d{3}-?\d{4}-?\d{4}|sb_secret|Bearer/);
  }, 600_000);
});
