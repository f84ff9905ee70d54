// Builds the site once (unless E2E_SKIP_BUILD is set) and serves dist/ on loopback for every
// browser test file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD || !existsSync(DIST)) {
    // Vitest runs with NODE_ENV=test, which would give the build React's development bundles:
    // test what ships, and leave a dist/ that the perf script can reuse.
    execFileSync('npx', ['astro', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const server = await startStaticServer({ root: DIST });
  project.provide('baseURL', server.url);
  return async () => {
    await server.close();
  };
}
