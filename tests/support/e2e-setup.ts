// Starts the local Supabase stack, builds the site against it (unless E2E_SKIP_BUILD is set
// and a build exists) and serves dist/ on loopback for every browser test file. The stack's
// URL and keys reach the test files through test-stack.ts's provide().
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server';
import { startTestStack } from './test-stack';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  // A fixed E2E_SUPABASE_PORT lets E2E_SKIP_BUILD reuse a build made against that port.
  const backend = await startTestStack(project, Number(process.env.E2E_SUPABASE_PORT ?? 0));
  try {
    if (!process.env.E2E_SKIP_BUILD || !existsSync(DIST)) {
      // The stack's port is new on every run, so the site is built against this one.
      const env = { ...process.env, PUBLIC_SUPABASE_URL: backend.stack.url, PUBLIC_SUPABASE_ANON_KEY: backend.stack.anonKey };
      execFileSync('npx', ['astro', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit', env });
    }
    const server = await startStaticServer({ root: DIST });
    project.provide('baseURL', server.url);
    return async () => {
      await server.close();
      await backend.stop();
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
