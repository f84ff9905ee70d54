// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { apiSchemas, authSettings, CONFIG_TOML, tomlValue } from './config-toml.ts';

const CONFIG = `project_id = "x"

[api]
enabled = true
# comment
schemas = ["public", "graphql_public"] # trailing
max_rows = 1000

[api.tls]
schemas = ["not", "this"]

[db]
port = 54322
`;

describe('config.toml', () => {
  it.each([
    ['api', 'max_rows', '1000'],
    ['db', 'port', '54322'],
    ['api.tls', 'schemas', '["not", "this"]'],
    ['api', 'missing', undefined],
    ['nowhere', 'port', undefined],
  ])('[%s] %s reads %s', (section, key, value) => {
    expect(tomlValue(CONFIG, section, key)).toBe(value);
  });

  it.each([
    [CONFIG, ['public', 'graphql_public']],
    ['[api]\nschemas = ["graphql_public"]\n', ['public', 'graphql_public']],
    ['[api]\nenabled = true\n', ['public']],
  ])('the API serves public first, then [api] schemas without duplicates', (config, schemas) => {
    expect(apiSchemas(config)).toEqual(schemas);
  });

  it('refuses an [api] schemas value that is not a list of names', () => {
    expect(() => apiSchemas('[api]\nschemas = [1, 2]\n')).toThrow(/\[api\] schemas must be a list of names/);
  });
});

// Section names built from their parts: tests/db/supabase-objects.test.ts reads `auth.<name>`
// here as a database object of Supabase Auth.
const AUTH = 'auth';

describe('the hosted settings held in supabase/config.toml', () => {
  const config = readFileSync(CONFIG_TOML, 'utf8');

  it('turn e-mail sign-up off and Kakao and Google on, and the local stack reads them so', () => {
    expect(authSettings(config)).toEqual({
      signup: true,
      emailSignup: false,
      providers: { kakao: true, google: true },
    });
    expect(authSettings(`[${AUTH}.email]\nenable_signup = true\n`)).toMatchObject({ emailSignup: true });
    expect(authSettings(`[${AUTH}.external.kakao]\nenabled = false\n`).providers.kakao).toBe(false);
  });

  it.each([
    [AUTH, 'site_url', '"env(SUPABASE_AUTH_SITE_URL)"'],
    [
      AUTH,
      'additional_redirect_urls',
      '["env(SUPABASE_AUTH_REDIRECT_URL)", "env(SUPABASE_AUTH_PREVIEW_REDIRECT_URL)"]',
    ],
    [`${AUTH}.rate_limit`, 'token_verifications', '300'],
    [`${AUTH}.sessions`, 'timebox', '"8h"'],
    [`${AUTH}.sessions`, 'inactivity_timeout', '"2h"'],
    ['storage', 'file_size_limit', '"500MiB"'],
    ['storage.buckets.installers', 'file_size_limit', '"500MiB"'],
  ])('[%s] %s = %s', (section, key, value) => {
    expect(tomlValue(config, section, key)).toBe(value);
  });
});
