// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { brotliPrefixBytes, firstScreenEnd } from './first-screen-bytes.ts';

const PAGE =
  '<!doctype html><html lang="ko"><head><title>소담POS</title></head><body>' +
  '<header><a href="/">소담POS</a></header><main><h1>무료 POS</h1><p>첫 화면<img src="a.avif" alt=""></p>' +
  '<section><h2>아래</h2></section></main></body></html>';

/** Text brotli cannot shrink much (base64 of a hash chain), the same on every run. */
function incompressible(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += createHash('sha256').update(String(i)).digest('base64');
  return text.slice(0, length);
}

describe('firstScreenEnd', () => {
  it('finds the element by its path from <html> and ends the first screen with its end tag', () => {
    const end = firstScreenEnd(PAGE, { path: [1, 1, 1], tag: 'p', name: 'p' });
    expect(PAGE.slice(0, end).endsWith('<p>첫 화면<img src="a.avif" alt=""></p>')).toBe(true);
  });

  it('ends a void element with its start tag', () => {
    const end = firstScreenEnd(PAGE, { path: [1, 1, 1, 0], tag: 'img', name: 'img' });
    expect(PAGE.slice(0, end).endsWith('<img src="a.avif" alt="">')).toBe(true);
  });

  it("refuses a path where the source's tree does not have the browser's element", () => {
    expect(() => firstScreenEnd(PAGE, { path: [1, 1, 1], tag: 'h2', name: 'h2' })).toThrow(/no element/);
    expect(() => firstScreenEnd(PAGE, { path: [1, 5], tag: 'p', name: 'p' })).toThrow(/no element/);
  });
});

describe('brotliPrefixBytes', () => {
  it('counts what a streaming server has sent once the prefix is flushed, about what compressing it alone gives', async () => {
    const html = PAGE.replace('</main>', `<p>${incompressible(8000)}</p></main>`);
    const end = html.indexOf('<section>');
    const alone = brotliCompressSync(html.slice(0, end), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const sent = await brotliPrefixBytes(html, end);
    expect(Math.abs(sent - alone)).toBeLessThanOrEqual(8);
  });

  it('grows with what comes before the end and not with what comes after it', async () => {
    const end = PAGE.indexOf('<section>');
    const heavyAfter = PAGE.replace('</main>', `<p>${incompressible(20_000)}</p></main>`);
    const heavyBefore = PAGE.replace('<main>', `<main><p>${incompressible(20_000)}</p>`);
    expect(await brotliPrefixBytes(heavyAfter, end)).toBe(await brotliPrefixBytes(PAGE, end));
    expect(await brotliPrefixBytes(heavyBefore, end + 20_007)).toBeGreaterThan(14 * 1024);
  });
});
