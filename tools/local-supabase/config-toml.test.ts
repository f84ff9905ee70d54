// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiSchemas, tomlValue } from './config-toml.ts';

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
