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
    'test stack secret key': inject('supabaseSecretKey'),
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

  it('ships the publishable key, and no secret key or JWT with a role other than anon', () => {
    const roles: string[] = [];
    const texts = all
      .filter((f) => /\.(html|js|json|txt|xml)$/.test(f))
      .map((file) => [file, readFileSync(file, 'utf8')] as const);
    for (const [file, text] of texts) {
      for (const [, payload = ''] of text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)) {
        const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string };
        if (role !== 'anon') roles.push(`${role ?? 'no role'} in ${file}`);
      }
      for (const [key] of text.matchAll(/sb_secret_[\w-]+/g))
        roles.push(`a secret key (${key.slice(0, 14)}…) in ${file}`);
    }
    expect(roles).toEqual([]);
    const publishable = inject('supabasePublishableKey');
    expect(
      texts.some(([, text]) => text.includes(publishable)),
      'the browser bundle carries the publishable key: the scan reads what ships',
    ).toBe(true);
  });
});
