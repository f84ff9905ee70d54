// private.hmac_sha256 is HMAC-SHA256 as RFC 2104 and every library computes it
// (docs/database.md#limits-that-outlive-an-account): checked against Node's crypto for keys
// shorter than, as long as and longer than SHA-256's 64-byte block, and for empty and Korean
// messages.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';

import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';

const db = await createDatabase();
afterAll(() => db.close());

const inSql = async (message: Buffer, key: Buffer) =>
  (await db.query<{ mac: string }>(`select encode(private.hmac_sha256($1, $2), 'hex') as mac`, [message, key])).rows[0]
    ?.mac;

describe('private.hmac_sha256', () => {
  it.each([
    ['a 32-byte key', 32],
    ['a key of exactly one block', 64],
    ['a key longer than a block (hashed first)', 100],
    ['a one-byte key', 1],
  ])('matches Node for %s', async (_, keyLength) => {
    const key = randomBytes(keyLength);
    for (const message of [Buffer.alloc(0), Buffer.from('kakao:4242424242'), Buffer.from('tel:01012345678 카카오톡')]) {
      expect(await inSql(message, key)).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('gives RFC 4231 test case 2 ("Jefe")', async () => {
    expect(await inSql(Buffer.from('what do ya want for nothing?'), Buffer.from('Jefe'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
