// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { answerBadge, filterInquiries, koreanDateLabel, listSummary } from './inquiry-view';

const ITEMS = [
  { id: 'a', content: '카드 단말기와 연동이 되나요?', answer: '네, 됩니다.' },
  { id: 'b', content: '포인트 적립을 현금 결제에만 적용하고 싶습니다.', answer: null },
];

describe('inquiry list view', () => {
  it.each([
    [{ answer: '안녕하세요, 소담POS입니다.' }, '답변완료'],
    [{ answer: null }, '미답변'],
    [{ answer: '' }, '미답변'],
  ])('badge for %j is %s', (inquiry, badge) => {
    expect(answerBadge(inquiry)).toBe(badge);
  });

  it.each([
    ['', ['a', 'b'], 'an empty query'],
    ['단말기', ['a'], 'a word of the content'],
    ['현금결제', ['b'], 'a phrase typed without its space'],
    ['환불', [], 'a word in neither'],
  ])('searching for %j finds %j (%s)', (query, ids) => {
    expect(filterInquiries(ITEMS, query).map((i) => i.id)).toEqual(ids);
  });

  // The five kinds of query the FAQ's search answers too (components/faq/faq-search.test.ts).
  const TYPED = [
    { id: 'download', content: '설치 파일을 다운로드했는데 실행이 안 됩니다.', answer: null },
    { id: 'fee', content: '월 이용료가 정말 없나요?', answer: '네, 가입비도 약정도 없습니다.' },
    { id: 'scale', content: '전자저울도 연결되나요?', answer: '원격 지원으로 설정을 도와드리겠습니다.' },
  ];
  it.each([
    ['다우', ['download'], 'a half-typed syllable'],
    ['ㄷㅇㄹㄷ', ['download'], 'initial consonants'],
    ['월이용료', ['fee'], 'words typed without their space'],
    ['원격 지원', ['scale'], 'a phrase only in the staff answer'],
    ['위약금', [], 'a word in none'],
  ])('searching for %j finds %j (%s)', (query, ids) => {
    expect(filterInquiries(TYPED, query).map((i) => i.id)).toEqual(ids);
  });

  it('dates an inquiry by the Korean calendar', () => {
    expect(koreanDateLabel('2026-11-21T15:30:00Z')).toBe('2026. 11. 22.');
  });

  it.each([
    [2, 2, '', '문의 2건'],
    [2, 1, ' 단말기 ', '‘단말기’ 검색 결과 1건'],
    [2, 0, '환불', '‘환불’에 맞는 문의가 없습니다.'],
  ])('summarises %i inquiries, %i shown for %j', (total, shown, query, text) => {
    expect(listSummary(total, shown, query)).toBe(text);
  });
});
