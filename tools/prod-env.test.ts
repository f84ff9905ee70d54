// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  LOCAL_NAVER_CLIENT_ID,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_URL,
} from '../src/lib/supabase/local-stack';
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_SECRET_KEY } from './local-supabase/keys';
import { type Env, productionEnvProblems, productionEnvWarnings } from './prod-env.ts';

// JWT-shaped legacy keys of a hosted project; the signature is irrelevant here.
const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const HOSTED_ANON_KEY = jwt({ role: 'anon', ref: 'abcd' });
const HOSTED_SERVICE_ROLE_KEY = jwt({ role: 'service_role', ref: 'abcd' });
const HOSTED_PUBLISHABLE_KEY = 'sb_publishable_Xk3hostedProjectKey_9f2';

const GOOD: Env = {
  PUBLIC_SITE_URL: 'https://www.sodampos.kr',
  PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co',
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: HOSTED_PUBLISHABLE_KEY,
  SANITY_PROJECT_ID: 'abc123',
  PUBLIC_NAVER_CLIENT_ID: 'naver-app-id',
};
const LEGACY: Env = { ...GOOD, PUBLIC_SUPABASE_PUBLISHABLE_KEY: undefined, PUBLIC_SUPABASE_ANON_KEY: HOSTED_ANON_KEY };

const variables = (env: Env) => productionEnvProblems(env).map((p) => p.variable);

describe('the build:prod guard', () => {
  it('accepts a complete production configuration with the publishable key, and warns about nothing', () => {
    expect(productionEnvProblems(GOOD)).toEqual([]);
    expect(productionEnvWarnings(GOOD)).toEqual([]);
  });

  it('still accepts the legacy anon key alone, with a warning to move to the publishable key', () => {
    expect(productionEnvProblems(LEGACY)).toEqual([]);
    expect(productionEnvWarnings(LEGACY)).toEqual([expect.stringContaining('PUBLIC_SUPABASE_PUBLISHABLE_KEY')]);
    expect(productionEnvWarnings({ ...LEGACY, PUBLIC_SUPABASE_PUBLISHABLE_KEY: HOSTED_PUBLISHABLE_KEY })).toEqual([]);
  });

  it('names every missing variable (an empty value counts as missing)', () => {
    expect(variables({})).toEqual([
      'PUBLIC_SITE_URL',
      'PUBLIC_SUPABASE_URL',
      'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
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
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', LOCAL_SUPABASE_PUBLISHABLE_KEY],
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', LOCAL_SUPABASE_SECRET_KEY],
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_secret_hostedProjectSecret_123'],
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', HOSTED_SERVICE_ROLE_KEY],
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', HOSTED_ANON_KEY],
    ['PUBLIC_SUPABASE_ANON_KEY', LOCAL_SUPABASE_ANON_KEY],
    ['PUBLIC_SUPABASE_ANON_KEY', LOCAL_SERVICE_ROLE_KEY],
    ['PUBLIC_SUPABASE_ANON_KEY', 'sb_secret_hostedProjectSecret_123'],
    ['PUBLIC_NAVER_CLIENT_ID', LOCAL_NAVER_CLIENT_ID],
    ['PUBLIC_NAVER_AUTHORIZE_URL', 'http://127.0.0.1:54321/local-naver/oauth2.0/authorize'],
  ])('refuses %s=%s', (variable, bad) => {
    expect(variables({ ...GOOD, [variable]: bad })).toEqual([variable]);
  });

  it('says why a secret key in the publishable slot is refused', () => {
    const [problem] = productionEnvProblems({ ...GOOD, PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_x' });
    expect(problem?.message).toMatch(/secret .*published in the site/);
  });

  it('ignores CI=true: only the variables decide', () => {
    expect(productionEnvProblems({ ...GOOD, CI: 'true' })).toEqual([]);
    expect(variables({ CI: 'true' })).toHaveLength(5);
  });
});
