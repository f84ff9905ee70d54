import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search';

describe('matchesQuery', () => {
  it.each([
    ['카드 단말기를 연동할 수 있나요?', '단말기', true, 'a plain substring'],
    ['카드 단말기를 연동할 수 있나요?', '카드단말기', true, 'typed without the space'],
    ['POS 프로그램은 무료인가요?', 'pos', true, 'any letter case'],
    ['POS 프로그램은 무료인가요?', '  무료  ', true, 'surrounding spaces'],
    ['POS 프로그램은 무료인가요?', '', true, 'an empty query'],
    ['POS 프로그램은 무료인가요?', '유료', false, 'a word that is not there'],
    ['\u1100\u1161\u11a8', '각', true, 'decomposed Hangul jamo against a composed syllable'],
  ])('%j with %j → %s (%s)', (text, query, found) => {
    expect(matchesQuery(text, query)).toBe(found);
  });
});
