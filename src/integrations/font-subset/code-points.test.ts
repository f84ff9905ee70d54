import { describe, expect, it } from 'vitest';

import { collectCodePoints, sliceCodePoints, unicodeRange } from './code-points';

describe('collectCodePoints', () => {
  it('keeps every Korean character of the copy once, after printable ASCII', () => {
    const points = collectCodePoints(['무료 POS', '무료 상담']);
    expect(points.slice(0, 95)).toEqual(Array.from({ length: 95 }, (_, i) => 0x20 + i));
    expect(String.fromCodePoint(...points.slice(95))).toBe([...'무료상담'].sort().join(''));
  });

  it('skips control characters and lone surrogates, which no font draws', () => {
    expect(collectCodePoints(['\n\t\u0085\ud800'])).toHaveLength(95);
  });
});

describe('unicodeRange', () => {
  it.each([
    [[0x20, 0x21, 0x22], 'U+20-22'],
    [[0xac00], 'U+ac00'],
    [[0x41, 0xac00, 0xac01, 0xd7a3], 'U+41,U+ac00-ac01,U+d7a3'],
    [[], ''],
  ])('writes %j as %s', (points, expected) => {
    expect(unicodeRange(points)).toBe(expected);
  });
});

describe('sliceCodePoints', () => {
  const cps = (text: string) => [...text].map((c) => c.codePointAt(0) as number);

  it('shares what every page shows and keeps the rest per page', () => {
    const slices = sliceCodePoints([cps('가나다'), cps('가나라')], []);
    expect(slices.core).toEqual(cps('가나'));
    expect(slices.pages.map((p) => p.own)).toEqual([cps('다'), cps('라')]);
  });

  it("covers a page's runtime messages even when another page shows the same characters", () => {
    const slices = sliceCodePoints([cps('가나다'), cps('가나라')], cps('가라마'));
    expect(slices.pages.map((p) => p.runtime)).toEqual([cps('라마'), cps('마')]);
  });
});
