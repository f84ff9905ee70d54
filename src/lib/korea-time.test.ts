// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { koreanDate, koreanDateTime } from './korea-time';

describe('koreanDate', () => {
  it.each([
    ['2026-11-21T14:59:59.999Z', '2026-11-21', '23:59 in Seoul'],
    ['2026-11-21T15:00:00.000Z', '2026-11-22', 'midnight in Seoul, still the 21st in UTC'],
    ['2026-12-31T15:00:00.000Z', '2027-01-01', 'new year in Seoul first'],
    ['2028-02-28T15:30:00.000Z', '2028-02-29', 'a leap day'],
  ])('%s is %s (%s)', (instant, date) => {
    expect(koreanDate(new Date(instant))).toBe(date);
  });
});

describe('koreanDateTime', () => {
  it.each([
    ['2026-11-21T14:59:59.999Z', '2026-11-21 23:59:59'],
    ['2026-11-21T15:00:00Z', '2026-11-22 00:00:00'],
    ['2026-11-22T09:30:00+09:00', '2026-11-22 09:30:00'],
  ])('%s reads %s in Korea', (iso, local) => {
    expect(koreanDateTime(iso)).toBe(local);
  });
});
