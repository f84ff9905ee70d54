// The local stack's fixed keys: the public module holds only what a browser may see, and both
// keys are what the documented derivation from the secret produces.
import { readFileSync } from 'node:fs';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';

import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  localNaverAuthorizeUrl,
} from '../../src/lib/supabase/local-stack.ts';
import {
  deriveApiKey,
  LOCAL_JWT_SECRET,
  LOCAL_NAVER_CLIENT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  secretKey,
} from '../../tools/local-supabase/keys.ts';

describe('local keys', () => {
  it('the JWT secret is at least 32 characters, as PostgREST and Supabase require', () => {
    expect(LOCAL_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['anon', LOCAL_SUPABASE_ANON_KEY],
    ['service_role', LOCAL_SERVICE_ROLE_KEY],
  ] as const)('the %s key verifies with the secret, names its role and lasts for years', async (role, key) => {
    const { payload, protectedHeader } = await jwtVerify(key, secretKey(), { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.role).toBe(role);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 24 * 3600);
    expect(key).toBe(await deriveApiKey(role));
  });

  it('a key signed with another secret does not verify', async () => {
    const forged = await deriveApiKey('service_role', 'another-secret-that-is-also-32-characters-long');
    await expect(jwtVerify(forged, secretKey())).rejects.toThrow();
  });

  it('the browser-safe module holds no secret and points at the default gateway', () => {
    const source = readFileSync(new URL('../../src/lib/supabase/local-stack.ts', import.meta.url), 'utf8');
    for (const secret of [LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, LOCAL_NAVER_CLIENT_SECRET])
      expect(source).not.toContain(secret);
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(localNaverAuthorizeUrl('http://127.0.0.1:5000/')).toBe(
      'http://127.0.0.1:5000/local-naver/oauth2.0/authorize',
    );
  });
});
