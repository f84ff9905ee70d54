import { describe, expect, it } from 'vitest';

import { LOCAL_NAVER_CLIENT_ID, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../src/lib/supabase/local-stack';
import { LOCAL_SERVICE_ROLE_KEY } from './local-supabase/keys';
import { type Env, productionEnvProblems } from './prod-env.ts';

// A JWT-shaped anon key of a hosted project (payload role "anon"); the signature is irrelevant here.
const HOSTED_ANON_KEY = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: 'anon', ref: 'abcd' })).toString('base64url')}.sig`;

const GOOD: Env = {
  PUBLIC_SITE_URL: 'https://www.sodampos.kr',
  PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: HOSTED_ANON_KEY,
  SANITY_PROJECT_ID: 'abc123',
  PUBLIC_NAVER_CLIENT_ID: 'naver-app-id',
};

const variables = (env: Env) => productionEnvProblems(env).map((p) => p.variable);

describe('the build:prod guard', () => {
  it('accepts a complete production configuration', () => {
    expect(productionEnvProblems(GOOD)).toEqual([]);
    expect(productionEnvProblems({ ...GOOD, PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toEqual([]);
  });

  it('names every missing variable (an empty value counts as missing)', () => {
    expect(variables({})).toEqual([
      'PUBLIC_SITE_URL',
      'PUBLIC_SUPABASE_URL',
      'PUBLIC_SUPABASE_ANON_KEY',
      'SANITY_PROJECT_ID',
      'PUBLIC_NAVER_CLIENT_ID',
    ]);
    expect(variables({ ...GOOD, SANITY_PROJECT_ID: '  ' })).toEqual(['SANITY_PROJECT_ID']);
    for (const problem of productionEnvProblems({})) expect(problem.message).toContain(problem.variable);
  });

  it.each([
    ['PUBLIC_SITE_URL', 'http://localhost:4321'],
    ['PUBLIC_SITE_URL', 'http://www.sodampos.kr'],
    ['PUBLIC_SITE_URL', 'www.sodampos.kr'],
    ['PUBLIC_SUPABASE_URL', LOCAL_SUPABASE_URL],
    ['PUBLIC_SUPABASE_URL', 'http://localhost:54321'],
    ['PUBLIC_SUPABASE_URL', 'https://127.0.0.1:8443'],
    ['PUBLIC_SUPABASE_ANON_KEY', LOCAL_SUPABASE_ANON_KEY],
    ['PUBLIC_SUPABASE_ANON_KEY', LOCAL_SERVICE_ROLE_KEY],
    ['PUBLIC_SUPABASE_ANON_KEY', 'sb_secret_abc'],
    ['PUBLIC_NAVER_CLIENT_ID', LOCAL_NAVER_CLIENT_ID],
    ['PUBLIC_NAVER_AUTHORIZE_URL', 'http://127.0.0.1:54321/local-naver/oauth2.0/authorize'],
  ])('refuses %s=%s', (variable, bad) => {
    expect(variables({ ...GOOD, [variable]: bad })).toEqual([variable]);
  });

  it('ignores CI=true: only the variables decide', () => {
    expect(productionEnvProblems({ ...GOOD, CI: 'true' })).toEqual([]);
    expect(variables({ CI: 'true' })).toHaveLength(5);
  });
});
