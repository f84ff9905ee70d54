// The local Supabase stack for a test run: fresh, in a temporary folder, on free ports (never
// 54321, so a developer's running `npm run dev` does not clash). Shared by the global setups
// of the `local` and `e2e` projects, which hand its URL and keys to test files via provide().
// The stack grants CORS only to the site's origins, so a port is set aside for the pages the
// tests serve (the built site, a test page): `siteOrigin`, which the stack allows.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack's gateway, e.g. http://127.0.0.1:41234 (what PUBLIC_SUPABASE_URL is for the site). */
    supabaseUrl: string;
    /** The browser's key (`sb_publishable_…`) and its legacy JWT twin, both role anon. */
    supabasePublishableKey: string;
    supabaseAnonKey: string;
    /** For staff actions in tests (answering an inquiry, reading logs); never in the browser. */
    supabaseSecretKey: string;
    supabaseServiceRoleKey: string;
    /** Where test pages are served (http://127.0.0.1:<free port>): the stack's CORS allows it. */
    siteOrigin: string;
    /** The stack's Postgres, for tests of what only SQL reaches (pg_net, pg_cron, the queue). */
    supabaseDbUrl: string;
  }
}

export interface TestStack {
  stack: LocalStack;
  /** The port of siteOrigin, for the static server that serves the pages under test. */
  sitePort: number;
  stop(): Promise<void>;
}

/** A port free right now (the OS picks it; the caller binds it moments later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startTestStack(project: TestProject, port = 0): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sodam-test-db-'));
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const stack = await startLocalStack({
    port,
    dbPort: 0,
    dataDir,
    fresh: true,
    siteUrl: 'http://127.0.0.1:4321',
    siteOrigins: [siteOrigin],
    // A whole suite files more inquiries in an hour than the staff-alert caps let through, and
    // tests wait for each one's alert; the caps have a stack of their own (staff-alert-caps).
    functionSecrets: { NOTIFY_STAFF_WEBHOOK_PER_HOUR: '100000', NOTIFY_STAFF_SMS_PER_HOUR: '100000' },
  });
  project.provide('siteOrigin', siteOrigin);
  project.provide('supabaseUrl', stack.url);
  project.provide('supabasePublishableKey', stack.publishableKey);
  project.provide('supabaseAnonKey', stack.anonKey);
  project.provide('supabaseSecretKey', stack.secretKey);
  project.provide('supabaseServiceRoleKey', stack.serviceRoleKey);
  project.provide('supabaseDbUrl', stack.dbUrl);
  return {
    stack,
    sitePort,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
