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
    ['', ['a', 'b']],
    ['단말기', ['a']],
    ['현금결제', ['b']],
    ['환불', []],
  ])('searching content for %j finds %j', (query, ids) => {
    expect(filterInquiries(ITEMS, query).map((i) => i.id)).toEqual(ids);
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
