// @vitest-environment node
// Visitor text in a staff alert: no link staff could click, no number they could be asked to call.
import { describe, expect, it } from 'vitest';

import { LINK_REMOVED, NUMBER_REMOVED, staffSafeText } from './visitor-text.ts';

describe('links in what a visitor typed', () => {
  it.each([
    ['bit.ly/3xYzAb', LINK_REMOVED],
    ['https://evil.example/login?x=1', LINK_REMOVED],
    ['http://203.0.113.7/a', LINK_REMOVED],
    ['www.evil.example', LINK_REMOVED],
    ['evil.example', LINK_REMOVED],
    ['꽃집 bit.ly/3xYz 문의', `꽃집 ${LINK_REMOVED} 문의`],
    ['ｂｉｔ．ｌｙ/3xYz', LINK_REMOVED],
    ['카페。kr', LINK_REMOVED],
    ['javascript:alert(1)', LINK_REMOVED],
    ['mailto:boss@evil.example', LINK_REMOVED],
    ['문의 a@evil.example', `문의 ${LINK_REMOVED}`],
  ])('%s reads %s', (typed, shown) => {
    expect(staffSafeText(typed)).toBe(shown);
  });
});

describe('phone numbers in what a visitor typed', () => {
  it.each([
    ['010-9876-5432', NUMBER_REMOVED],
    ['01098765432', NUMBER_REMOVED],
    ['+82 10 9876 5432', NUMBER_REMOVED],
    ['(02) 123-4567', NUMBER_REMOVED],
    ['０１０-９８７６-５４３２', NUMBER_REMOVED],
    ['1588.1234', NUMBER_REMOVED],
    ['전화 010-9876-5432 주세요', `전화 ${NUMBER_REMOVED} 주세요`],
  ])('%s reads %s', (typed, shown) => {
    expect(staffSafeText(typed)).toBe(shown);
  });
});

describe('ordinary company names and 업종', () => {
  it.each(['꽃집', '카페 2호점', '1.5kg 정육', '24시 편의점', 'A+ 마트', '민준정육', 'CU 역삼점'])(
    '%s stays as typed',
    (typed) => {
      expect(staffSafeText(typed)).toBe(typed);
    },
  );
});
