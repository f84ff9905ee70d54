// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { collectCodePoints, siteCodePoints } from './code-points';

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

describe('siteCodePoints', () => {
  const cps = (text: string) => [...text].map((c) => c.codePointAt(0) as number);

  it("holds every page's characters and the bundles' messages once, sorted: one file for a visit", () => {
    expect(siteCodePoints([cps('다나'), cps('가나라')], cps('마가'))).toEqual(cps('가나다라마'));
  });
});
