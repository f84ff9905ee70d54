// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { stripLoopSeconds, stripScrollSpeed, stripSpeed } from './strip';

describe('strip speed follows content width', () => {
  it.each([
    [1200, 30],
    [1920, 30],
    [1921, 34],
    [2015, 34],
    [4030, 68],
  ])('%i px of content loops in %i s', (width, seconds) => {
    expect(stripLoopSeconds(width)).toBe(seconds);
  });

  it('moves wider content faster in px/s so items keep a similar pace', () => {
    expect(stripSpeed(3000)).toBeGreaterThan(stripSpeed(1500));
  });

  it.each([1200, 1980, 4030])(
    'auto-scroll, stepping 60 times a second, carries %i px of content round in one loop',
    (width) => {
      expect(stripScrollSpeed(width) * 60 * stripLoopSeconds(width)).toBeCloseTo(width, 6);
    },
  );
});
