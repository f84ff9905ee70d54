import { describe, expect, it } from 'vitest';
import { itemsScrolledOut, stripLoopSeconds, stripSpeed } from './strip';

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
});

describe('seamless loop', () => {
  it('moves nothing until the first item has fully scrolled out', () => {
    expect(itemsScrolledOut(100, [120, 120, 120], 16)).toEqual({ count: 0, width: 0 });
  });

  it('moves every item that has fully left, with its gap', () => {
    expect(itemsScrolledOut(136, [120, 120, 120], 16)).toEqual({ count: 1, width: 136 });
    expect(itemsScrolledOut(300, [120, 120, 120], 16)).toEqual({ count: 2, width: 272 });
  });
});
