// The few settings of supabase/config.toml that the local stack and the type generator read
// the way the Supabase CLI does. Only flat `key = value` lines inside a `[section]` are read:
// that is all this file uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SUPABASE_DIR } from './db/create-database.ts';

const CONFIG_TOML = join(SUPABASE_DIR, 'config.toml');

/** The raw value of `key` in `[section]`, or undefined. */
export function tomlValue(configToml: string, section: string, key: string): string | undefined {
  const escaped = section.replace(/\./g, '\\.');
  const body = new RegExp(`^\\[${escaped}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(configToml)?.[1] ?? '';
  return new RegExp(`^\\s*${key}\\s*=\\s*(.+?)\\s*(?:#.*)?$`, 'm').exec(body)?.[1];
}

/**
 * The schemas the API serves and `supabase gen types` covers: `public` first, then [api]
 * schemas (the CLI prepends public and drops duplicates).
 */
export function apiSchemas(configToml: string = readFileSync(CONFIG_TOML, 'utf8')): string[] {
  const listed = tomlValue(configToml, 'api', 'schemas');
  const names = listed ? (JSON.parse(listed) as unknown) : [];
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new Error(`supabase/config.toml: [api] schemas must be a list of names, not ${listed}`);
  }
  return [...new Set(['public', ...names])];
}
