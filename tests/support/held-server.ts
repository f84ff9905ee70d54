// A host at the far end of a slow link, as far as a page's document goes: the document is served
// brotli-compressed at quality 11, as the static host serves it, and only the first `firstBytes`
// of that compressed stream go out at once (what the first round trip of a new connection
// carries); the rest follows `holdMs` later. The server reports when it let the rest go, so a test
// can compare what the browser did with that moment. Everything else (stylesheets, pictures,
// scripts) comes from the site's own test server, at once. Used by tests/e2e/progressive-paint.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export interface HeldServer {
  url: string;
  /** When (Date.now()) the rest of the document asked for as `url` (path and query) was sent, once it has been. */
  releasedAt: (url: string) => Promise<number>;
  close: () => Promise<void>;
}

interface Options {
  /** The built site, and the server that already serves it (with its headers). */
  dist: string;
  site: string;
  firstBytes: number;
  holdMs: number;
  /** The response headers the host adds for a path (its _headers file). */
  headers: (path: string) => Record<string, string>;
}

/** The document a path is served from, as the static host resolves it; none for a file that is not a page. */
function documentFile(dist: string, path: string): string | undefined {
  const file = path.endsWith('.html') ? join(dist, path) : join(dist, path, 'index.html');
  return existsSync(file) ? file : undefined;
}

export async function startHeldServer({ dist, site, firstBytes, holdMs, headers }: Options): Promise<HeldServer> {
  const released = new Map<string, PromiseWithResolvers<number>>();
  const release = (url: string) => {
    if (!released.has(url)) released.set(url, Promise.withResolvers<number>());
    return released.get(url)!;
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = new URL(url, 'http://held').pathname;
    const file = documentFile(dist, path);
    if (!file) {
      const upstream = request(`${site}${url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (error) => res.writeHead(502).end(String(error)));
      req.pipe(upstream);
      return;
    }
    const body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    res.writeHead(200, {
      ...headers(path),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'no-store',
    });
    res.write(body.subarray(0, firstBytes));
    setTimeout(() => {
      release(url).resolve(Date.now());
      res.end(body.subarray(firstBytes));
    }, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    releasedAt: (asked) => release(asked).promise,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
