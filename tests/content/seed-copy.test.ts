import { describe, expect, it } from 'vitest';

import { NOT_COPY } from '../../src/lib/content/preview/copy-fields';
import { isObject, readSeedDocs, type SeedDoc, textOf, walkObjects } from '../support/seed-docs';

const docs = readSeedDocs();

/** Every piece of copy in a document: string fields, and Portable Text blocks read as one line each. */
function copyOf(doc: SeedDoc): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  walkObjects(doc, (object, path) => {
    if (object._type === 'span') return;
    if (object._type === 'block' && Array.isArray(object.children)) {
      found.push({
        where: `${doc._id}.${path}`,
        text: object.children.map((span) => (isObject(span) ? textOf(span.text) : '')).join(''),
      });
      return;
    }
    for (const [key, value] of Object.entries(object)) {
      if (!NOT_COPY.has(key) && typeof value === 'string')
        found.push({ where: `${doc._id}.${path}.${key}`, text: value });
    }
  });
  return found;
}

describe('the seed copy is Korean', () => {
  it('has no English sentence anywhere a visitor reads', () => {
    // Three Latin words in a row, or a Latin word with no Korean around it, is English copy;
    // a brand inside a Korean sentence ("Supabase, Inc.: 회원 정보 저장…") is not.
    const english = docs
      .flatMap(copyOf)
      .filter(
        ({ text }) =>
          /[A-Za-z]+\s+[A-Za-z]+\s+[A-Za-z]+/.test(text) || (/[A-Za-z]{4,}/.test(text) && !/[가-힣]/.test(text)),
      );
    expect(english).toEqual([]);
  });

  it('has no filler text', () => {
    const filler = docs
      .flatMap(copyOf)
      .filter(({ text }) => /lorem|ipsum|TODO|TBD|placeholder|예시 문구|내용을 입력/i.test(text));
    expect(filler).toEqual([]);
  });
});
