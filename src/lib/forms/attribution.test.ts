// @vitest-environment node
// The attribution rules against the shared table of cases (also inserted into every table that
// carries attribution by tests/db/attribution-rules.test.ts), and the normalising that must make
// anything a landing URL or a referrer holds fit them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { invalidAttributionFields, isAttributionText, normaliseUtm, referrerHost, UTM_MAX } from './attribution';
import { ATTRIBUTION_CASES, expandCases, VALID_ATTRIBUTION } from './cases';

describe.each(expandCases(VALID_ATTRIBUTION, ATTRIBUTION_CASES))(
  'attribution, $field: $why',
  ({ field, valid, form }) => {
    it(valid ? 'is accepted' : 'is refused on that field alone', () => {
      expect(invalidAttributionFields(form)).toEqual(valid ? [] : [field]);
    });
  },
);

describe('a landing URL’s utm_* value', () => {
  it.each([
    ['naver', 'naver'],
    ['  봄맞이 할인 ', '봄맞이 할인'],
    ['spring\n', 'spring'],
    ['a\u0000b\u007fc', 'abc'],
    ['', null],
    ['\u3000 \t', null],
    [null, null],
  ])('%j is stored as %j', (raw, stored) => {
    expect(normaliseUtm(raw)).toBe(stored);
  });

  it(`is cut to ${UTM_MAX} characters, counted as the database counts them`, () => {
    expect(normaliseUtm('𠀀'.repeat(UTM_MAX + 5))).toBe('𠀀'.repeat(UTM_MAX));
    expect(normaliseUtm(`${'a'.repeat(UTM_MAX - 1)} b`)).toBe('a'.repeat(UTM_MAX - 1));
  });

  it('always comes out as a value the database takes, or none', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (raw) => {
        const stored = normaliseUtm(raw);
        return stored === null || isAttributionText(stored);
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });
});

describe('the referrer', () => {
  it.each([
    ['https://m.search.naver.com/search.naver?query=%ED%8F%AC%EC%8A%A4', 'm.search.naver.com'],
    ['https://WWW.Example.COM./path', 'www.example.com'],
    ['https://한국.kr/', 'xn--3e0b707e.kr'],
    ['http://203.0.113.7:8080/', '203.0.113.7'],
    ['http://[::1]/', null],
    ['android-app://com.kakao.talk/', 'com.kakao.talk'],
    ['', null],
    ['not a url', null],
  ])('%j is kept as the host %j, never the URL', (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});
