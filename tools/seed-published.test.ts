// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { SEED_FILE } from '../src/lib/content/source.ts';
import { publishedLines } from './seed-published.ts';

describe('the seed for `sanity dataset import`', () => {
  const seed = readFileSync(SEED_FILE, 'utf8');
  const all = seed.split('\n').filter((line) => line.trim() !== '');
  const { lines, skipped } = publishedLines(seed);
  const ids = lines.map((line) => (JSON.parse(line) as { _id: string })._id);

  it('leaves out the seed’s drafts, and only them', () => {
    expect(skipped.sort()).toEqual(['drafts.faq-14', 'drafts.homePage']);
    expect(ids.filter((id) => id.startsWith('drafts.') || id.startsWith('versions.'))).toEqual([]);
    expect(lines.length).toBe(all.length - skipped.length);
  });

  it('keeps every other line byte for byte (asset references resolve beside studio/seed/images)', () => {
    expect(all.filter((line) => !skipped.some((id) => line.includes(`"${id}"`)))).toEqual(lines);
  });

  it('leaves out release versions too', () => {
    const planted = ['{"_id":"a","_type":"faq"}', '{"_id":"versions.r1.a","_type":"faq"}'].join('\n');
    expect(publishedLines(planted)).toEqual({ lines: ['{"_id":"a","_type":"faq"}'], skipped: ['versions.r1.a'] });
  });
});
