// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatKoreanDate, formatMegabytes } from './format';

describe('formatKoreanDate', () => {
  it.each([
    ['2022-12-19', '2022년 12월 19일'],
    ['2025-01-05', '2025년 1월 5일'],
  ])('writes %s as %s', (iso, korean) => {
    expect(formatKoreanDate(iso)).toBe(korean);
  });

  it.each(['2022/12/19', '19-12-2022', ''])('refuses %j, which is not a calendar date', (value) => {
    expect(() => formatKoreanDate(value)).toThrow();
  });
});

describe('formatMegabytes', () => {
  it.each([
    [84213760, '80.3MB'],
    [1024 ** 2, '1.0MB'],
    [52_428_800, '50.0MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });

  it.each([0, -1, Number.NaN])('refuses %d bytes', (bytes) => {
    expect(() => formatMegabytes(bytes)).toThrow();
  });
});
