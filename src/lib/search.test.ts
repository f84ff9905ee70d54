// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { findMatch, matchesQuery, searchEntry, splitAtMatch } from './search';

const found = (text: string, query: string) => {
  const match = findMatch(text, query);
  return match && text.normalize('NFC').slice(match.start, match.end);
};

describe('findMatch', () => {
  it.each([
    ['카드 단말기를 연동할 수 있나요?', '단말기', '단말기', 'a plain substring'],
    ['카드 단말기를 연동할 수 있나요?', '카드단말기', '카드 단말기', 'typed without the space'],
    ['정말 가입비와 월 이용료가 없나요?', '월이용료', '월 이용료', 'a phrase typed without its space'],
    ['POS 프로그램은 무료인가요?', 'pos', 'POS', 'any letter case'],
    ['POS 프로그램은 무료인가요?', '  무료  ', '무료', 'surrounding spaces'],
    ['다운로드 페이지에서 받습니다', '다우', '다운', 'a half-typed last syllable (다우 on the way to 다운)'],
    ['다운로드 페이지에서 받습니다', '당', '다운', 'a final consonant the keyboard has not yet moved on'],
    ['다운로드 페이지에서 받습니다', '다운ㄹ', '다운로', 'a lone consonant starting the next syllable'],
    ['다운로드 페이지에서 받습니다', 'ㄷㅇㄹㄷ', '다운로드', 'initial consonants'],
    ['전자저울 연동도 되나요?', 'ㅈㅈㅈㅇ', '전자저울', 'initial consonants of another word'],
    ['꽃집 가맹 본부입니다', 'ㄲㅈ', '꽃집', 'a double initial consonant'],
    ['\u1100\u1161\u11a8', '각', '각', 'decomposed Hangul jamo against a composed syllable'],
  ])('%j with %j finds %j (%s)', (text, query, matched) => {
    expect(found(text, query)).toBe(matched);
  });

  it.each([
    ['POS 프로그램은 무료인가요?', '유료', 'a word that is not there'],
    ['다운로드 페이지에서 받습니다', '다우로', 'a syllable typed whole that differs (우 is not 운)'],
    ['다운로드 페이지에서 받습니다', 'ㄷㅇㅈ', 'initials in a row that are not there'],
    ['회원 관리', '회원관리자', 'a query longer than the text'],
  ])('%j with %j finds nothing (%s)', (text, query) => {
    expect(findMatch(text, query)).toBeNull();
    expect(matchesQuery(text, query)).toBe(false);
  });

  it('finds everything with an empty query, highlighting nothing', () => {
    expect(findMatch('무엇이든', '   ')).toEqual({ start: 0, end: 0 });
    expect(splitAtMatch('무엇이든', { start: 0, end: 0 })).toEqual(['무엇이든', '', '']);
  });

  it('splits the text around the match, for painting it', () => {
    const text = '설치 파일은 다운로드 페이지에서';
    expect(splitAtMatch(text, findMatch(text, 'ㄷㅇㄹㄷ'))).toEqual(['설치 파일은 ', '다운로드', ' 페이지에서']);
  });
});

describe('searchEntry', () => {
  const entry = {
    main: '설치 파일은 어디에서 받나요?',
    extra: '다운로드 페이지에서 skpossetup.exe 파일을 내려받습니다.',
  };

  it.each([
    ['설치', true, false],
    ['다우', false, true],
    ['SKPOS', false, true],
    ['받', true, true],
  ])('%j is in the question: %s, in the answer: %s', (query, inMain, inExtra) => {
    const result = searchEntry(entry, query);
    expect(result?.main !== null).toBe(inMain);
    expect(result?.extra !== null).toBe(inExtra);
  });

  it('is null when the query is in neither part, or there is no answer yet', () => {
    expect(searchEntry(entry, '환불')).toBeNull();
    expect(searchEntry({ main: '문의합니다', extra: null }, '다운')).toBeNull();
  });
});
