// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { DOCUMENT_BYTES } from './budgets.ts';
import { brotliBytes, documentSizes, documentsOverBudget, routeOf } from './document-bytes.ts';

const PAGE = '<!doctype html><html lang="ko"><head><title>소담POS</title></head><body><h1>무료 POS</h1></body></html>';

/** Text brotli cannot shrink much (base64 of a hash chain), the same on every run. */
function incompressible(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += createHash('sha256').update(String(i)).digest('base64');
  return text.slice(0, length);
}

const dirs: string[] = [];
function site(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'document-bytes-'));
  dirs.push(dist);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('document bytes', () => {
  it('names each file by the route it is served at', () => {
    expect(routeOf('/d', '/d/index.html')).toBe('/');
    expect(routeOf('/d', '/d/user/write/index.html')).toBe('/user/write');
    expect(routeOf('/d', '/d/404.html')).toBe('/404.html');
  });

  it('measures every page brotli-compressed, largest first', () => {
    const dist = site({
      'index.html': PAGE,
      'down/index.html': PAGE.replace('</body>', `<p>${'다운로드 '.repeat(500)}</p></body>`),
    });
    const sizes = documentSizes(dist);
    expect(sizes.map((s) => s.route)).toEqual(['/down', '/']);
    expect(sizes[1]).toEqual({ route: '/', raw: Buffer.byteLength(PAGE), brotli: brotliBytes(PAGE) });
    expect(documentsOverBudget(sizes)).toEqual([]);
  });

  it('fails a page that carries a 48 KB inline block, and only that page', () => {
    const heavy = PAGE.replace('</head>', `<style>/*${incompressible(48 * 1024)}*/</style></head>`);
    const sizes = documentSizes(site({ 'index.html': PAGE, 'talk/index.html': heavy }));
    const over = documentsOverBudget(sizes);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/talk: document \d+\.\d KB brotli > 32\.0 KB/);
  });

  it('counts a document exactly at the budget as within it', () => {
    const at = [{ route: '/', raw: 0, brotli: DOCUMENT_BYTES }];
    expect(documentsOverBudget(at)).toEqual([]);
    expect(documentsOverBudget([{ ...at[0]!, brotli: DOCUMENT_BYTES + 1 }])).toHaveLength(1);
  });
});
