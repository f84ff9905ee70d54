// A failing Edge Function reaches staff through the error tracker, as a failing page does
// (docs/operations.md#error-reports): the handler reports through the seam that index.ts wires to
// Sentry's Deno SDK and the local stack to its own tracker. Here the notify function runs with an
// expired secret key, as after a key rotation that missed the functions: its drain fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCAL_NOTIFY_SECRET } from '../../tools/local-supabase/keys.ts';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';

const EXPIRED_KEY = 'sb_secret_expired0key0that0no0longer0works';
const root = mkdtempSync(join(tmpdir(), 'sodam-function-errors-'));
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    dbPort: 0,
    dataDir: join(root, 'db'),
    fresh: true,
    functionSecrets: { SUPABASE_SECRET_KEYS: JSON.stringify({ default: EXPIRED_KEY }), SUPABASE_SERVICE_ROLE_KEY: '' },
  });
}, 240_000);
afterAll(async () => {
  await stack.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('error reports from the Edge Functions', () => {
  it('a function that fails is reported once, naming the function and release, without its secrets', async () => {
    const inbox = inboxClient(stack.url, stack.secretKey);
    const response = await fetch(`${stack.url}/functions/v1/notify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_NOTIFY_SECRET}` },
    });
    expect(response.status).toBe(500);
    await expect(response.json()).resolves.toMatchObject({ code: 'drain_failed' });

    // The request waits for its report to leave (serveReporting flushes), so it is in already.
    const reports = (await inbox.reports()).filter((report) => report.route === 'notify');
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.release).toBe('local');
    expect(report?.title).toMatch(/^QueueError: \[notify\] drain failed: notify_claim answered 401/);
    expect(report?.event.tags).toMatchObject({ function: 'notify', where: 'drain' });
    const sent = JSON.stringify(report?.event);
    for (const secret of [EXPIRED_KEY, LOCAL_NOTIFY_SECRET]) expect(sent).not.toContain(secret);
    expect(report?.event.user).toEqual({ ip_address: null });
  });

  it('a function that works reports nothing', async () => {
    const inbox = inboxClient(stack.url, stack.secretKey);
    await inbox.clearReports();
    const response = await fetch(`${stack.url}/functions/v1/notify`, { method: 'POST' });
    expect(response.status).toBe(401);
    await expect(inbox.reports()).resolves.toEqual([]);
  });
});
