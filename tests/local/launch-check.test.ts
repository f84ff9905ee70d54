// `npm run check:launch` against the local stack, which holds config.toml's settings as a
// hosted project does after `supabase config push`: every line passes (the legacy keys are
// still on: a warning, not a failure). Started from a config.toml with e-mail sign-up switched
// on, the check fails on that line, and an e-mail address does become a user there.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { CONFIG_TOML } from '../../tools/local-supabase/config-toml.ts';
import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';
import { localSentryDsn } from '../../tools/local-supabase/tracker/dsn.ts';

const CLI = join(process.cwd(), 'tools', 'launch-check', 'cli.ts');

/** Runs the CLI as `npm run check:launch` does; never synchronously, since a stack may run in this process. */
function checkLaunch(url: string, key: string, ...flags: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, url, key, ...flags], { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The report's line for a condition: its mark and both languages. */
const lineOf = (output: string, english: string) => output.split('\n').find((line) => line.includes(english)) ?? '';

describe('the launch check on the local stack', () => {
  const url = inject('supabaseUrl');
  const report = () =>
    checkLaunch(url, inject('supabasePublishableKey'), '--legacy-anon-key', inject('supabaseAnonKey'));

  it('passes every line, in Korean and English, and warns that the legacy keys are still on', async () => {
    const { code, output } = await report();
    console.log(output);
    expect(code, output).toBe(0);
    for (const english of [
      "the key is the project's publishable key",
      'e-mail sign-up is refused',
      'Kakao sign-in is enabled',
      'Google sign-in is enabled',
      'the client-address header reaches the database',
      'the installer is uploaded, within the upload limit',
      'the notify sweep is scheduled and Vault holds its secrets',
      'the notify function is deployed with its secrets',
      'the outbox watch is scheduled and has a webhook to alert',
      'no notification has waited 15 minutes past due',
      "the staff access log's retention job is scheduled",
      'the naver-auth function is deployed',
    ])
      expect(lineOf(output, english), english).toMatch(/^✓ 통과 {2}\S.* \/ /);
    // What only a hosted project's Management API shows: warnings here, never failures.
    for (const english of ['the legacy keys', 'Edge Function errors reach Sentry', 'the database has a backup'])
      expect(lineOf(output, english), english).toMatch(/^! 경고/);
    expect(output).toContain('still on');
    expect(output).toMatch(/통과 12 · 경고 3 · 실패 0/);
  });

  it('checks that the error tracker accepts the DSN, without creating a report', async () => {
    const dsn = localSentryDsn(url);
    const { output } = await checkLaunch(url, inject('supabasePublishableKey'), '--sentry-dsn', dsn);
    expect(lineOf(output, 'Sentry accepts reports for this DSN')).toMatch(/^✓ 통과/);
    const wrong = await checkLaunch(url, inject('supabasePublishableKey'), '--sentry-dsn', dsn.replace('//', '//x'));
    expect(lineOf(wrong.output, 'Sentry accepts reports for this DSN')).toMatch(/^✗ 실패/);
  });

  it('fails on a secret key given in the publishable key’s place, without echoing it', async () => {
    const secret = inject('supabaseSecretKey');
    const { code, output } = await checkLaunch(url, secret);
    expect(code).toBe(1);
    expect(lineOf(output, "the key is the project's publishable key")).toMatch(/^✗ 실패/);
    expect(output).not.toContain(secret);
  });
});

describe('the launch check on a project with e-mail sign-up left on', () => {
  let stack: LocalStack;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'launch-check-'));
    const config = join(dir, 'config.toml');
    writeFileSync(
      config,
      readFileSync(CONFIG_TOML, 'utf8').replace(/(\[auth\.email\][^[]*?enable_signup = )false/, '$1true'),
    );
    stack = await startLocalStack({ port: 0, dbPort: 0, dataDir: join(dir, 'db'), fresh: true, configToml: config });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails on that line, and only on that line', async () => {
    const { code, output } = await checkLaunch(stack.url, stack.publishableKey);
    expect(code).toBe(1);
    expect(lineOf(output, 'e-mail sign-up is refused')).toMatch(/^✗ 실패/);
    expect(output).toContain('npm run supabase:config-push');
    expect(output).toMatch(/실패 1 \//);
  });

  it('where anyone with the public key can indeed sign up with an address', async () => {
    const client = createClient(stack.url, stack.publishableKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signUp({ email: 'walk-in@example.com', password: 'a-long-password-1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('walk-in@example.com');
  });
});
