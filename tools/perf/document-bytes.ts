// Every built page's document at the size a visitor's phone receives it: brotli at quality 11,
// as the host and the perf runner serve it. The first screen's share of it is what must come in
// the first round trip (first-screen-bytes.ts); the whole stays under DOCUMENT_BYTES (budgets.ts),
// a cap against accidents (docs/architecture.md#performance-budgets). Bytes do not move with the
// machine's load, so both gates run in `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { DOCUMENT_BYTES } from './budgets.ts';

export interface DocumentSize {
  /** The route the file is served at: `/`, `/down`, `/404.html`. */
  route: string;
  /** Bytes of the file as written. */
  raw: number;
  /** Bytes brotli-compressed at quality 11. */
  brotli: number;
}

export function brotliBytes(content: string | Buffer): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** `dist/down/index.html` → `/down`; files not named index.html keep their name. */
export function routeOf(dist: string, file: string): string {
  const path = '/' + relative(dist, file).split('\\').join('/');
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) || '/' : path;
}

/** Every page under `dist` (not the HTML assets under _astro/), largest first. */
export function documentSizes(dist: string): DocumentSize[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.html') &&
        !routeOf(dist, join(entry.parentPath, entry.name)).startsWith('/_astro/'),
    )
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      return { route: routeOf(dist, file), raw: content.length, brotli: brotliBytes(content) };
    })
    .sort((a, b) => b.brotli - a.brotli);
}

/** The documents over the budget, each in words a developer can act on. */
export function documentsOverBudget(sizes: readonly DocumentSize[], limit: number = DOCUMENT_BYTES): string[] {
  return sizes
    .filter((size) => size.brotli > limit)
    .map(
      (size) =>
        `${size.route}: document ${(size.brotli / 1024).toFixed(1)} KB brotli > ${(limit / 1024).toFixed(1)} KB (the cap on a whole document)`,
    );
}
