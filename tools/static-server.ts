// Serves the built site on loopback the way a static host would: directory indexes, the
// 404 page with status 404, optional brotli, and optional response headers (security gate).
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.exe': 'application/octet-stream',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

export interface StaticServerOptions {
  root: string;
  port?: number;
  brotli?: boolean;
  headers?: (path: string) => Record<string, string>;
  /** Files served at fixed paths beside the root (the perf gate's floor page). */
  files?: Record<string, string>;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, clean), join(root, clean, 'index.html'), join(root, `${clean}.html`)];
  for (const file of candidates) {
    if (!file.startsWith(root)) continue;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

export async function startStaticServer(
  options: StaticServerOptions,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = options.files?.[path] ?? (await resolveFile(options.root, path));
    const target = file ?? join(options.root, '404.html');
    const ext = extname(target);
    let body: Buffer = await readFile(target);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...options.headers?.(path),
    };
    if (options.brotli && COMPRESSIBLE.has(ext) && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      const cached = cache.get(target);
      body = cached ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      cache.set(target, body);
      headers['Content-Encoding'] = 'br';
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(file ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
