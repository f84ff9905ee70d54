// The questions a shop owner asks before installing (docs/product.md: what works with it, and why
// it is free) are in the published FAQ and found by the words they would type into its search,
// through the same Korean-aware rule the /faq page uses (src/lib/search.ts).
import { describe, expect, it } from 'vitest';

import { searchEntry } from '../../src/lib/search';
import { readPublishedSeedDocs } from '../support/seed-docs';

const faq = readPublishedSeedDocs()
  .filter((doc) => doc._type === 'faq')
  .map((doc) => ({ question: doc.question as string, answer: doc.answer as string }));

const found = (query: string) =>
  faq
    .filter((entry) => searchEntry({ main: entry.question, extra: entry.answer }, query) !== null)
    .map((entry) => entry.question);

describe('a shop owner’s questions in the FAQ', () => {
  it.each([
    ['저울', /저울/],
    ['전자저울', /저울/],
    ['ㅈㅇ', /저울/],
    ['수수료', /수수료/],
    ['밴사', /밴\(VAN\)/],
    ['VAN', /밴\(VAN\)/],
    ['무료', /어떻게 무료인가요/],
  ])('‘%s’ finds the question it is about', (query, question) => {
    expect(found(query).some((q) => question.test(q))).toBe(true);
  });

  it('the answer to 어떻게 무료인가요 gives the 알림톡 price, 10 won a message', () => {
    const entry = faq.find((e) => e.question.includes('어떻게 무료인가요'));
    expect(entry?.answer).toMatch(/10원/);
  });

  it('a word from none of them finds none of them', () => {
    expect(found('냉장고').filter((q) => /저울|수수료|어떻게 무료/.test(q))).toEqual([]);
  });
});
