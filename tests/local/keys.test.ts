// The local stack's fixed keys: the public module holds only what a browser may see, both JWT
// keys are what the documented derivation from the secret produces, and functions get the new
// keys the way a hosted project hands them over.
import { readFileSync } from 'node:fs';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';

import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_URL,
  localNaverAuthorizeUrl,
} from '../../src/lib/supabase/local-stack.ts';
import { statusEnv } from '../../tools/local-supabase/console.ts';
import type { StackContext } from '../../tools/local-supabase/context.ts';
import { functionEnv } from '../../tools/local-supabase/functions/runner.ts';
import {
  deriveApiKey,
  LOCAL_JWT_SECRET,
  LOCAL_NAVER_CLIENT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_SUPABASE_SECRET_KEY,
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
    for (const secret of [
      LOCAL_JWT_SECRET,
      LOCAL_SERVICE_ROLE_KEY,
      LOCAL_SUPABASE_SECRET_KEY,
      LOCAL_NAVER_CLIENT_SECRET,
    ])
      expect(source).not.toContain(secret);
    expect(source).toContain(LOCAL_SUPABASE_PUBLISHABLE_KEY);
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(localNaverAuthorizeUrl('http://127.0.0.1:5000/')).toBe(
      'http://127.0.0.1:5000/local-naver/oauth2.0/authorize',
    );
  });

  it('functions get the new keys as JSON dictionaries by name, beside the legacy ones', () => {
    const ctx = {
      url: 'http://127.0.0.1:54321',
      publishableKey: LOCAL_SUPABASE_PUBLISHABLE_KEY,
      secretKey: LOCAL_SUPABASE_SECRET_KEY,
      anonKey: LOCAL_SUPABASE_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      siteUrl: 'http://localhost:4321',
      naverClientId: 'id',
      naverClientSecret: 'secret',
    } as StackContext;
    const env = functionEnv(ctx);
    expect(JSON.parse(env.SUPABASE_PUBLISHABLE_KEYS ?? '')).toEqual({ default: LOCAL_SUPABASE_PUBLISHABLE_KEY });
    expect(JSON.parse(env.SUPABASE_SECRET_KEYS ?? '')).toEqual({ default: LOCAL_SUPABASE_SECRET_KEY });
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(env.SUPABASE_ANON_KEY).toBe(LOCAL_SUPABASE_ANON_KEY);
  });

  it('names the address and keys as `supabase status -o env` does', () => {
    const stack = {
      url: 'http://127.0.0.1:54321',
      dbUrl: 'postgresql://x',
      publishableKey: LOCAL_SUPABASE_PUBLISHABLE_KEY,
      secretKey: LOCAL_SUPABASE_SECRET_KEY,
      anonKey: LOCAL_SUPABASE_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    } as Parameters<typeof statusEnv>[0];
    expect(statusEnv(stack)).toEqual({
      API_URL: 'http://127.0.0.1:54321',
      DB_URL: 'postgresql://x',
      PUBLISHABLE_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      SECRET_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
      ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
      SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    });
  });
});
