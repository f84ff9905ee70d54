// The guest limits through the real gateway and PostgREST: a guest is its connection's address
// (cf-connecting-ip, set by the gateway as Cloudflare sets it on a hosted project), so no
// header a client writes gives it a fresh limit. To act as several guests this file starts its
// own stack with the test-only `clientAddress` switch; while `actingAs` is unset, the stack
// reports the socket's address, exactly as for `npm run dev`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const root = mkdtempSync(join(tmpdir(), 'sodam-guest-limits-'));
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
  });
  db = await notificationDb(stack.dbUrl);
});
afterAll(async () => {
  await db.end();
  await stack.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Every header a client could write to pass for someone else. */
const SPOOFED = (n: number) => ({
  'x-forwarded-for': `192.0.2.${n}, 10.0.0.${n}`,
  'x-real-ip': `192.0.2.${n}`,
  'cf-connecting-ip': `198.18.0.${n}`,
  forwarded: `for=192.0.2.${n}`,
  'true-client-ip': `192.0.2.${n}`,
});

const guest = (headers: Record<string, string> = {}) =>
  createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });

const partnership = (content: string) => ({
  name: '박지훈',
  tel: '02-3456-7890',
  company: '꽃집',
  content,
  privacy_consent: true,
});

/** What the hourly limits counted: one row per accepted guest request, by salted hash. */
async function hitsPerGuest(scope: 'business_inquiry' | 'download_log'): Promise<number[]> {
  const rows = await db.query<{ hits: number }>(
    'select count(*)::int as hits from private.guest_hits where scope = $1 group by client_hash order by 1',
    [scope],
  );
  return rows.map((row) => row.hits);
}

describe('guest limits key on the address the gateway sees, never on headers', () => {
  it('a spoofed x-forwarded-for (or any forwarding header) does not reset the partnership limit', async () => {
    actingAs = undefined; // the real socket address, 127.0.0.1
    for (let n = 1; n <= 5; n += 1) {
      const sent = await guest(SPOOFED(n))
        .from('business_inquiries')
        .insert(partnership(`위조 ${n}`));
      expect(sent.error).toBeNull();
    }
    const sixth = await guest(SPOOFED(6)).from('business_inquiries').insert(partnership('위조 6'));
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({ code: 'PT429', hint: 'business_inquiry_rate_limit' });
    expect(sixth.error?.message).toContain('1시간 뒤에 다시 시도해 주세요');
    expect(await hitsPerGuest('business_inquiry')).toEqual([5]);
  });

  it('the 6th inquiry within an hour from one address gets PT429; another address is not limited', async () => {
    actingAs = '203.0.113.9';
    for (let n = 1; n <= 5; n += 1)
      expect(
        (
          await guest()
            .from('business_inquiries')
            .insert(partnership(`손님 ${n}`))
        ).error,
      ).toBeNull();
    expect((await guest().from('business_inquiries').insert(partnership('손님 6'))).status).toBe(429);
    actingAs = '203.0.113.10';
    expect((await guest().from('business_inquiries').insert(partnership('다른 손님'))).error).toBeNull();
  });

  it('a guest flooding log_download with spoofed headers still stores only 20 rows an hour', async () => {
    actingAs = '198.51.100.30';
    for (let n = 1; n <= 25; n += 1) expect((await guest(SPOOFED(n)).rpc('log_download')).error).toBeNull();
    expect(await hitsPerGuest('download_log')).toEqual([20]);
  });
  it('a guest rotating through the addresses of one IPv6 /64 is still one guest; the next /64 is another', async () => {
    for (let n = 1; n <= 5; n += 1) {
      actingAs = `2001:db8:77:1::${n.toString(16)}`;
      expect(
        (
          await guest()
            .from('business_inquiries')
            .insert(partnership(`v6 ${n}`))
        ).error,
      ).toBeNull();
    }
    actingAs = '2001:db8:77:1:ffff:ffff:ffff:1';
    expect((await guest().from('business_inquiries').insert(partnership('v6 6'))).status).toBe(429);
    actingAs = '2001:db8:77:2::1';
    expect((await guest().from('business_inquiries').insert(partnership('옆 /64'))).error).toBeNull();
  });
});
