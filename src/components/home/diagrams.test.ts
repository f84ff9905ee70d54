// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { bubbleRadius, layoutBubbles, type PlacedBubble } from './bubbles';
import { ringDasharray, ringFraction } from './ring';

const SEED_BUBBLES = [38, 27, 18, 11, 6];

/** Distance between two placed bubbles and the sum of their radii, both in box-width units. */
function separation(a: PlacedBubble, b: PlacedBubble, aspect: number) {
  const dy = (a.y - b.y) / aspect;
  return { distance: Math.hypot(a.x - b.x, dy), radii: (a.d + b.d) / 2 };
}

describe('bubble sizes follow the values', () => {
  it('gives a disc an area proportional to its value', () => {
    expect(bubbleRadius(38, 38)).toBe(1);
    expect(bubbleRadius(9.5, 38)).toBeCloseTo(0.5);
  });

  it('floors tiny values at the minimum radius so the label stays readable', () => {
    expect(bubbleRadius(1, 100, 0.3)).toBe(0.3);
    expect(bubbleRadius(0, 100, 0.3)).toBe(0.3);
  });

  it('keeps the area ratio between any two bubbles above the floor', () => {
    const [big, , small] = layoutBubbles([40, 30, 10], { aspect: 1.4, minRadius: 0 });
    expect((big!.d / small!.d) ** 2).toBeCloseTo(4, 1);
  });
});

describe.each([1.4, 1, 0.8])('bubble layout in a box of aspect %s', (aspect) => {
  const bubbles = layoutBubbles(SEED_BUBBLES, { aspect });

  it('returns one bubble per value, in the order given', () => {
    expect(bubbles).toHaveLength(SEED_BUBBLES.length);
    const diameters = bubbles.map((b) => b.d);
    expect([...diameters].sort((a, b) => b - a)).toEqual(diameters);
  });

  it('never lets two bubbles overlap', () => {
    for (let i = 0; i < bubbles.length; i += 1) {
      for (let j = i + 1; j < bubbles.length; j += 1) {
        const { distance, radii } = separation(bubbles[i]!, bubbles[j]!, aspect);
        expect(distance).toBeGreaterThanOrEqual(radii - 0.05);
      }
    }
  });

  it('keeps every bubble inside the box', () => {
    for (const b of bubbles) {
      const rx = b.d / 2;
      const ry = (b.d / 2) * aspect;
      expect(b.x - rx).toBeGreaterThanOrEqual(-0.01);
      expect(b.x + rx).toBeLessThanOrEqual(100.01);
      expect(b.y - ry).toBeGreaterThanOrEqual(-0.01);
      expect(b.y + ry).toBeLessThanOrEqual(100.01);
    }
  });

  it('fills the box along at least one side', () => {
    const left = Math.min(...bubbles.map((b) => b.x - b.d / 2));
    const right = Math.max(...bubbles.map((b) => b.x + b.d / 2));
    const top = Math.min(...bubbles.map((b) => b.y - (b.d / 2) * aspect));
    const bottom = Math.max(...bubbles.map((b) => b.y + (b.d / 2) * aspect));
    expect(Math.max(right - left, bottom - top)).toBeGreaterThan(90);
  });
});

describe('bubble layout edge cases', () => {
  it('draws nothing for no values', () => {
    expect(layoutBubbles([], { aspect: 1 })).toEqual([]);
  });

  it('centres a single bubble', () => {
    const [only] = layoutBubbles([50], { aspect: 1 });
    expect(only).toMatchObject({ x: 50, y: 50 });
  });
});

describe('ring diagram', () => {
  it.each([
    [92, 100, 0.92],
    [150, 100, 1],
    [-5, 100, 0],
    [3, 4, 0.75],
    [10, 0, 0],
  ])('%i of %i fills %f of the ring', (value, max, fraction) => {
    expect(ringFraction(value, max)).toBeCloseTo(fraction);
  });

  it('dashes the filled arc, in percent of the turn, then leaves a gap long enough to hide it when offset', () => {
    expect(ringDasharray(0.92)).toBe('92 200');
    expect(ringDasharray(0.333)).toBe('33.3 200');
    expect(ringDasharray(1.2)).toBe('100 200');
  });
});
