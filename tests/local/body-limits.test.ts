// Every request body the stack holds in memory is capped at 1 MiB (what Supabase Auth and
// Storage's JSON routes accept): a 20 MB body gets 413 in the shape of the service it was
// sent to, and the stack goes on answering.
import { describe, expect, inject, it } from 'vitest';

import { BODY_LIMIT_BYTES } from '../../tools/local-supabase/gateway/body-limit.ts';
import { stringContaining } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

const TWENTY_MB = 20 * 1024 * 1024;
/** A PKCE exchange of an unknown code, padded to exactly `bytes` bytes of JSON. */
const jsonOf = (bytes: number) => {
  const fields = '{"auth_code":"unknown","code_verifier":"x","padding":"';
  return `${fields}${'x'.repeat(bytes - fields.length - 2)}"}`;
};

const post = (path: string, body: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body,
  });

describe('request bodies', () => {
  it.each([
    [
      'auth',
      '/auth/v1/token?grant_type=pkce',
      {
        code: 413,
        error_code: 'request_entity_too_large',
        msg: `Request body too large (max ${BODY_LIMIT_BYTES} bytes)`,
      },
    ],
    [
      'storage',
      '/storage/v1/object/sign/installers/skpossetup.exe',
      { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large' },
    ],
    ['functions', '/functions/v1/naver-auth', { message: stringContaining(`at most ${BODY_LIMIT_BYTES} bytes`) }],
    ['REST', '/rest/v1/business_inquiries', { message: stringContaining(`at most ${BODY_LIMIT_BYTES} bytes`) }],
  ])('of 20 MB get 413 from %s, with a clear message', async (_service, path, error) => {
    expect(jsonOf(TWENTY_MB)).toHaveLength(TWENTY_MB);
    const answer = await post(path, jsonOf(TWENTY_MB));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject(error);
  });

  it('of exactly 1 MiB still reach the service', async () => {
    const answer = await post('/auth/v1/token?grant_type=pkce', jsonOf(BODY_LIMIT_BYTES));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error_code: 'flow_state_not_found' }); // read and answered by auth
  });

  it('the stack keeps answering after the 20 MB bodies', async () => {
    expect((await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } })).status).toBe(200);
    const rows = await fetch(`${url}/rest/v1/profiles?select=name&order=name`, {
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
    });
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual(expect.arrayContaining([{ name: '김민준' }, { name: '이서연' }]));
  });
});
