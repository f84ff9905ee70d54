// What every perf run starts from: a production build of the site (unless told to reuse dist/),
// served brotli-compressed on loopback from a thread of its own (serve-worker.ts), every file
// fetched once so no run pays for compressing it, and the size each one is served at.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { FLOOR_PATH } from './floor.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'dist');

export interface Served {
  url: string;
  /** Bytes of a response body as the server sent it (brotli where compressible), by URL. */
  bodyBytes: (url: string) => number | undefined;
  close: () => Promise<void>;
}

/** PERF_REUSE_DIST=1 or --no-build measures the dist/ already there. */
export function buildUnlessReused(argv: readonly string[]): void {
  if (argv.includes('--no-build') || process.env.PERF_REUSE_DIST === '1') return;
  console.log('Building the site (NODE_ENV=production)…');
  execFileSync('npx', ['astro', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** node:http, not fetch: fetch decodes brotli, and the encoded length is the point. */
function servedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

export async function serveDist(): Promise<Served> {
  const worker = new Worker(new URL('./serve-worker.ts', import.meta.url), { workerData: { root: DIST + '/' } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (address: string) => resolve(address));
    worker.once('error', reject);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('close');
    });
  try {
    const sizes = new Map<string, number>();
    const files = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const paths = [
      FLOOR_PATH,
      ...files.map((file) => '/' + relative(DIST, join(file.parentPath, file.name)).split('\\').join('/')),
    ];
    for (const path of paths) sizes.set(url + path, await servedBytes(url + path));
    // A route is served from its folder's index.html.
    for (const path of paths.filter((p) => p.endsWith('/index.html')))
      sizes.set(url + path.slice(0, -'index.html'.length), sizes.get(url + path) ?? 0);
    return { url, bodyBytes: (address) => sizes.get(address) ?? sizes.get(address + '/'), close };
  } catch (error) {
    await close();
    throw error;
  }
}
