// The draft preview (PREVIEW_DRAFTS=1, src/integrations/preview/): building it into
// dist-preview/ and running its Node server, for `npm run preview:drafts` and the browser tests.
// The production build in dist/ is never touched.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PREVIEW_ENTRY = fileURLToPath(new URL('../dist-preview/server/entry.mjs', import.meta.url));
/** Beside the site's dev server (4321); the Studio's Presentation tool looks here by default. */
export const PREVIEW_PORT = 4322;

/** Builds the preview with `env` added to this process's environment; throws when the build fails. */
export function buildPreview(env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync('npx', ['astro', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    // NODE_ENV=production: React's production bundles, as the hosted preview runs them.
    env: { ...process.env, ...env, NODE_ENV: 'production', PREVIEW_DRAFTS: '1' },
  });
  if (result.status !== 0) throw new Error(`The preview build failed (exit ${result.status ?? result.signal})`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The preview server exited with code ${child.exitCode}`);
    // Any answer will do: without a preview session every page answers 401.
    const answered = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The preview server did not answer at ${url} within 20 s`);
}

export interface PreviewServer {
  url: string;
  close: () => Promise<void>;
}

/** Runs the built preview server on loopback (a free port unless `port` is given). */
export async function startPreviewServer({
  port,
  env = {},
  quiet = false,
}: { port?: number; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<PreviewServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [PREVIEW_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(chosen) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${chosen}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
