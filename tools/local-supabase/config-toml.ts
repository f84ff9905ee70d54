// The few settings of supabase/config.toml that the local stack, the type generator and the
// launch check read the way the Supabase CLI does. Only flat `key = value` lines inside a
// `[section]` are read: that is all this file uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SUPABASE_DIR } from './db/create-database.ts';

export const CONFIG_TOML = join(SUPABASE_DIR, 'config.toml');

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

/** The Auth settings the local stack honours, as `supabase config push` sends them to a hosted project. */
export interface AuthSettings {
  /** [auth] enable_signup: new users at all (Kakao, Google and Naver members are new users too). */
  signup: boolean;
  /** [auth.email] enable_signup: the e-mail provider (sign-up and sign-in with an address). */
  emailSignup: boolean;
  /** [auth.external.<provider>] enabled. */
  providers: { kakao: boolean; google: boolean };
}

// Section names built from their parts: tests/db/supabase-objects.test.ts reads `auth.<name>`
// in this folder as a database object of Supabase Auth.
const AUTH = 'auth';

/** A boolean setting; true or false as written, else the CLI's default. */
function flag(configToml: string, section: string, key: string, fallback: boolean): boolean {
  const value = tomlValue(configToml, section, key);
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

export function authSettings(configToml: string = readFileSync(CONFIG_TOML, 'utf8')): AuthSettings {
  return {
    signup: flag(configToml, AUTH, 'enable_signup', true),
    emailSignup: flag(configToml, `${AUTH}.email`, 'enable_signup', true),
    providers: {
      kakao: flag(configToml, `${AUTH}.external.kakao`, 'enabled', false),
      google: flag(configToml, `${AUTH}.external.google`, 'enabled', false),
    },
  };
}
