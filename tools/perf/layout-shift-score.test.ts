import { describe, expect, it } from 'vitest';

import { layoutShiftScore } from './layout-shift-score.ts';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('layoutShiftScore', () => {
  it('is 0 without shifts', () => {
    expect(layoutShiftScore([])).toBe(0);
  });

  it('adds shifts less than a second apart into one window', () => {
    expect(layoutShiftScore([shift(100, 0.01), shift(900, 0.02), shift(1800, 0.03)])).toBeCloseTo(0.06);
  });

  it('starts a new window after a second without shifts, and keeps the largest', () => {
    expect(layoutShiftScore([shift(100, 0.05), shift(1200, 0.01), shift(1500, 0.01)])).toBeCloseTo(0.05);
  });

  it('closes a window after five seconds however close its shifts', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 500, 0.01));
    expect(layoutShiftScore(steady)).toBeCloseTo(0.1);
  });

  it('leaves out shifts right after input, in any order given', () => {
    expect(layoutShiftScore([shift(500, 0.02), shift(100, 0.5, true), shift(300, 0.01)])).toBeCloseTo(0.03);
  });
});
