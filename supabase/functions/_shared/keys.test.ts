// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiKeyHeaders, keyFromDictionary, memberHeaders, publishableKeyOf, secretKeyOf } from './keys.ts';

const LEGACY_SERVICE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl';
const LEGACY_ANON = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

describe('which key the functions use', () => {
  it.each([
    ['the hosted dictionary’s default', { SUPABASE_SECRET_KEYS: '{"default":"sb_secret_abc"}' }, 'sb_secret_abc'],
    [
      'the default, whatever else the dictionary holds',
      { SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_main"}' },
      'sb_secret_main',
    ],
    [
      'the first key of a dictionary without a default',
      { SUPABASE_SECRET_KEYS: '{"ops":"sb_secret_ops"}' },
      'sb_secret_ops',
    ],
    ['a bare key set by hand', { SUPABASE_SECRET_KEYS: ' sb_secret_bare ' }, 'sb_secret_bare'],
    [
      'the new key before the legacy one',
      { SUPABASE_SECRET_KEYS: '{"default":"sb_secret_new"}', SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE },
      'sb_secret_new',
    ],
    ['the legacy service-role key without new keys', { SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE }, LEGACY_SERVICE],
    [
      'the legacy key when the dictionary is unreadable',
      { SUPABASE_SECRET_KEYS: 'not json', SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE },
      LEGACY_SERVICE,
    ],
    ['nothing when neither is set', { SUPABASE_SECRET_KEYS: '{}', SUPABASE_SERVICE_ROLE_KEY: '' }, undefined],
  ])('secret: %s', (_case, env, key) => {
    expect(secretKeyOf(env)).toBe(key);
  });

  it('reads the publishable key the same way, with the anon key as fallback', () => {
    expect(publishableKeyOf({ SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}' })).toBe('sb_publishable_x');
    expect(publishableKeyOf({ SUPABASE_ANON_KEY: LEGACY_ANON })).toBe(LEGACY_ANON);
    expect(keyFromDictionary('[1, 2]')).toBeUndefined();
  });
});

describe('how a key is sent', () => {
  it('a new secret key goes in apikey alone, never as a Bearer token', () => {
    expect(apiKeyHeaders('sb_secret_abc')).toEqual({ apikey: 'sb_secret_abc' });
  });

  it('a legacy key, a JWT of its role, also goes in Authorization, where the services read the role', () => {
    expect(apiKeyHeaders(LEGACY_SERVICE)).toEqual({
      apikey: LEGACY_SERVICE,
      authorization: `Bearer ${LEGACY_SERVICE}`,
    });
  });

  it('a member’s call carries the public key and their own token', () => {
    expect(memberHeaders('sb_publishable_x', 'member.jwt.token')).toEqual({
      apikey: 'sb_publishable_x',
      authorization: 'Bearer member.jwt.token',
    });
  });
});
