// A magic link's 6-digit code cannot be guessed: after five wrong codes for an e-mail the code
// is spent and the sixth try is refused with Supabase Auth's rate-limit answer, until a new
// link is generated.
import { describe, expect, inject, it } from 'vitest';

import { MAX_WRONG_CODES } from '../../tools/local-supabase/auth/otp-attempts.ts';
import { anyString } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');
const EMAIL = 'minjun.kim@example.com'; // seed.sql

async function newCode(): Promise<string> {
  const answer = await fetch(`${url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'magiclink', email: EMAIL }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { email_otp: string }).email_otp;
}

async function verify(token: string) {
  const answer = await fetch(`${url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: EMAIL, token }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const wrong = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('the 6th wrong code is refused as a rate limit, and the right code no longer works', async () => {
    const code = await newCode();
    for (let n = 1; n <= MAX_WRONG_CODES; n += 1) {
      expect(await verify(wrong(code, n))).toEqual({
        status: 403,
        body: { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
      });
    }
    const sixth = await verify(wrong(code, 6));
    expect(sixth).toEqual({
      status: 429,
      body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    });
    expect((await verify(code)).status).toBe(429);
  });

  it('a new link starts the count again, and its code signs in', async () => {
    const code = await newCode();
    expect((await verify(wrong(code, 1))).status).toBe(403);
    const right = await verify(code);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ access_token: anyString(), user: { email: EMAIL } });
  });

  it('a right code after four wrong ones still signs in', async () => {
    const code = await newCode();
    for (let n = 1; n < MAX_WRONG_CODES; n += 1) expect((await verify(wrong(code, n))).status).toBe(403);
    expect((await verify(code)).status).toBe(200);
  });
});
