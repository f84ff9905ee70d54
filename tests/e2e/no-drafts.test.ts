import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { isCopyPath } from '../../src/lib/content/preview/copy-fields';
import { type Json, readSeedDocs } from '../support/seed-docs';
import { hasStega } from '../support/stega';

// e2e-setup built dist/ from the seed, drafts and all, with the canary read token in its
// environment (no-secrets.test.ts checks the token). What a static host publishes must show
// published content only, and carry none of the preview's machinery.
const DIST = 'dist';
const TEXT = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest', '']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Every line of copy in a value (pages break copy into lines, so whole strings may never appear). */
function copyLines(value: Json, path: (string | number)[] = []): string[] {
  if (typeof value === 'string')
    return isCopyPath(path)
      ? value
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line.length >= 8)
      : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => copyLines(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => copyLines(child, [...path, key]));
  return [];
}

/** Lines of copy that exist only in a draft: in no published document of the seed. */
function draftOnlyLines(): string[] {
  const docs = readSeedDocs();
  const published = new Set(docs.filter((d) => !d._id.startsWith('drafts.')).flatMap((d) => copyLines(d)));
  return [...new Set(docs.filter((d) => d._id.startsWith('drafts.')).flatMap((d) => copyLines(d)))].filter(
    (line) => !published.has(line),
  );
}

const texts = files(DIST)
  .filter((file) => TEXT.has(extname(file)))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('the production build', () => {
  it('has the seed’s drafts to leave out', () => {
    expect(draftOnlyLines()).toEqual(
      expect.arrayContaining(['오늘부터 평생 무료로 쓰세요', '카드 단말기를 바꾸면 POS도 다시 설치해야 하나요?']),
    );
  });

  it('contains no line of draft copy in any file', () => {
    const escape = (line: string) =>
      line
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    const leaks = draftOnlyLines().flatMap((line) =>
      texts
        .filter(({ text }) => text.includes(line) || text.includes(escape(line)))
        .map(({ file }) => `${line} in ${file}`),
    );
    expect(leaks).toEqual([]);
  });

  it('contains no stega (runs of invisible characters) in any file', () => {
    expect(texts.filter(({ text }) => hasStega(text)).map(({ file }) => file)).toEqual([]);
  });

  it('ships no visual editing overlay code', () => {
    expect(texts.filter(({ text }) => text.includes('sanity-visual-editing')).map(({ file }) => file)).toEqual([]);
  });

  it('still shows the published hero headline and questions', () => {
    const home = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(home).toContain('이제 돈 내지 말고 쓰세요');
    expect(readFileSync(join(DIST, 'faq', 'index.html'), 'utf8')).toContain('그만 쓰고 싶을 때 위약금이 있나요?');
  });
});
