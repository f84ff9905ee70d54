// Starts the local Supabase stack (fresh, temporary folder, free port), builds the site against
// it (PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_PUBLISHABLE_KEY) and serves dist/ on loopback for
// every browser test file. Test files get `baseURL`, `supabaseUrl` and the keys
// (`supabasePublishableKey`, `supabaseSecretKey` and their legacy twins) through inject().
//
// E2E_SKIP_BUILD reuses dist/ when it was built for a stack URL that can be had again: the
// stack then starts on the port the last build used, and the site is rebuilt if that port is taken.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

import { headersFromFile } from '../../src/integrations/security-headers/headers-file';
import { localSentryDsn } from '../../tools/local-supabase/tracker/dsn';
import { startStaticServer } from '../../tools/static-server';
import { CANARY_SECRETS } from './canary-secrets';
import { startTestStack, type TestStack } from './test-stack';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** Which stack URL dist/ was last built against (kept in the ignored .local folder). */
const BUILD_RECORD = fileURLToPath(new URL('../../.local/e2e-build.json', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function lastBuildPort(): number | undefined {
  if (!process.env.E2E_SKIP_BUILD || !existsSync(DIST) || !existsSync(BUILD_RECORD)) return undefined;
  const record = JSON.parse(readFileSync(BUILD_RECORD, 'utf8')) as { supabaseUrl?: string };
  return record.supabaseUrl ? Number(new URL(record.supabaseUrl).port) : undefined;
}

async function startStack(
  project: TestProject,
  port: number | undefined,
): Promise<{ test: TestStack; reused: boolean }> {
  if (port) {
    try {
      return { test: await startTestStack(project, port), reused: true };
    } catch (error) {
      console.warn(`E2E_SKIP_BUILD: port ${port} of the last build is not free (${String(error)}); rebuilding.`);
    }
  }
  return { test: await startTestStack(project, 0), reused: false };
}

export default async function setup(project: TestProject) {
  const { test, reused } = await startStack(project, lastBuildPort());
  try {
    if (!reused) {
      // Vitest runs with NODE_ENV=test, which would give the build React's development bundles:
      // test what ships, and leave a dist/ that the perf script can reuse.
      execFileSync('npx', ['astro', 'build', '--silent'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          // Fake secrets under real names (real ones in the environment win): tests/e2e/no-secrets.test.ts
          // checks none reaches dist/.
          ...CANARY_SECRETS,
          ...process.env,
          NODE_ENV: 'production',
          // The public site, even when the shell is set up for the draft preview.
          PREVIEW_DRAFTS: '',
          PUBLIC_SUPABASE_URL: test.stack.url,
          PUBLIC_SUPABASE_PUBLISHABLE_KEY: test.stack.publishableKey,
          PUBLIC_SUPABASE_ANON_KEY: '',
          // Error reports go to the stack's tracker, where tests/e2e/error-reports.test.ts reads them.
          PUBLIC_SENTRY_DSN: localSentryDsn(test.stack.url),
        },
      });
      mkdirSync(dirname(BUILD_RECORD), { recursive: true });
      writeFileSync(BUILD_RECORD, JSON.stringify({ supabaseUrl: test.stack.url }));
    }
    // On the port the stack grants CORS to (test-stack.ts), with the headers the build wrote for
    // its host (CSP and the rest), so every browser test runs under the production policy.
    const server = await startStaticServer({
      root: DIST,
      port: test.sitePort,
      headers: headersFromFile(`${DIST}_headers`),
    });
    project.provide('baseURL', server.url);
    return async () => {
      await server.close();
      await test.stop();
    };
  } catch (error) {
    await test.stop();
    throw error;
  }
}
