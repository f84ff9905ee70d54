// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from '../supabase/local-stack';
import { naverLogin, supabaseKeyWarnings, supabaseTarget } from './supabase';

const HOSTED = 'https://abcd.supabase.co';

describe('the Supabase project the browser talks to', () => {
  it('is the local stack, with its publishable key, when nothing is set (empty counts as unset)', () => {
    for (const env of [{}, { PUBLIC_SUPABASE_URL: ' ', PUBLIC_SUPABASE_PUBLISHABLE_KEY: '' }])
      expect(supabaseTarget(env)).toEqual({
        url: LOCAL_SUPABASE_URL,
        key: LOCAL_SUPABASE_PUBLISHABLE_KEY,
        keyVariable: undefined,
        loopback: true,
      });
  });

  it('prefers the publishable key over the legacy anon key, and warns only about the legacy one', () => {
    const both = supabaseTarget({
      PUBLIC_SUPABASE_URL: `${HOSTED}/`,
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a',
      PUBLIC_SUPABASE_ANON_KEY: 'eyJ.legacy',
    });
    expect(both).toMatchObject({ url: HOSTED, key: 'sb_publishable_a', loopback: false });
    expect(supabaseKeyWarnings(both)).toEqual([]);
    const legacy = supabaseTarget({ PUBLIC_SUPABASE_URL: HOSTED, PUBLIC_SUPABASE_ANON_KEY: 'eyJ.legacy' });
    expect(legacy).toMatchObject({ key: 'eyJ.legacy', keyVariable: 'PUBLIC_SUPABASE_ANON_KEY' });
    expect(supabaseKeyWarnings(legacy)).toEqual([expect.stringContaining('PUBLIC_SUPABASE_PUBLISHABLE_KEY')]);
  });

  it('sends Naver sign-in to the local stand-in only when the backend is on this machine', () => {
    expect(naverLogin({ PUBLIC_SUPABASE_URL: 'http://127.0.0.1:41000' }).authorizeUrl).toBe(
      'http://127.0.0.1:41000/local-naver/oauth2.0/authorize',
    );
    expect(naverLogin({ PUBLIC_SUPABASE_URL: HOSTED, PUBLIC_NAVER_CLIENT_ID: 'app' })).toEqual({
      clientId: 'app',
      authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    });
  });
});
