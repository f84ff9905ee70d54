import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

import { LOCAL_JWT_SECRET, LOCAL_NAVER_CLIENT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../tools/local-supabase/keys';
import { CANARY_SECRETS } from '../support/canary-secrets';

// e2e-setup built dist/ with the canary secrets in its environment; a static host publishes
// every file in it, so none of them may contain a secret.
const DIST = 'dist';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Values of .env files: only PUBLIC_ ones are meant for the browser. */
function dotEnvSecrets(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    if (!existsSync(name)) continue;
    for (const line of readFileSync(name, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*["']?(.*?)["']?\s*$/.exec(line);
      const [, key = '', value = ''] = match ?? [];
      if (key && !key.startsWith('PUBLIC_') && value.length >= 8) found[`${name}:${key}`] = value;
    }
  }
  return found;
}

const SECRET_NAME = /SECRET|TOKEN|SERVICE_ROLE|PASSWORD|PRIVATE/;

function secrets(): Record<string, string> {
  const fromEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => SECRET_NAME.test(name) && !name.startsWith('PUBLIC_') && value && value.length >= 8,
    ),
  ) as Record<string, string>;
  return {
    LOCAL_JWT_SECRET,
    LOCAL_SERVICE_ROLE_KEY,
    LOCAL_NAVER_CLIENT_SECRET,
    'test stack service role key': inject('supabaseServiceRoleKey'),
    ...CANARY_SECRETS,
    ...fromEnv,
    ...dotEnvSecrets(),
  };
}

describe('the built site', () => {
  const all = files(DIST);

  it('has files to check', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('contains no secret in any file', () => {
    const leaks: string[] = [];
    const list = Object.entries(secrets());
    for (const file of all) {
      const bytes = readFileSync(file);
      for (const [name, value] of list) if (bytes.includes(value)) leaks.push(`${name} in ${file}`);
    }
    expect(leaks).toEqual([]);
  });

  it('ships no JWT with a role other than anon', () => {
    const roles: string[] = [];
    let seen = 0;
    for (const file of all.filter((f) => /\.(html|js|json|txt|xml)$/.test(f))) {
      for (const [, payload = ''] of readFileSync(file, 'utf8').matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)) {
        seen += 1;
        const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string };
        if (role !== 'anon') roles.push(`${role ?? 'no role'} in ${file}`);
      }
    }
    expect(roles).toEqual([]);
    expect(seen, 'the anon key itself is in the bundle: the pattern must find it').toBeGreaterThan(0);
  });
});
