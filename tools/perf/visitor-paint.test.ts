// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { PAINT_GOALS } from './budgets.ts';
import type { FloorPair } from './floor.ts';
import { formatVisitorTable, judgePaint, type VisitorPaint } from './visitor-paint.ts';

const pair = (fcp: number, lcp: number, floorFcp: number, floorLcp = floorFcp): FloorPair => ({
  route: { fcpMs: fcp, lcpMs: lcp },
  floor: { fcpMs: floorFcp, lcpMs: floorLcp },
});

const paint = (route: string, pairs: FloorPair[]): VisitorPaint => ({
  route,
  pairs,
  foreignCores: [0.1, 0.4, 0.2],
  ...judgePaint(route, pairs),
});

describe('the paint goals', () => {
  it('hold a route whose median pair is within 1.5× the floor for FCP and 2× for LCP', () => {
    const { checks } = judgePaint('/', [pair(450, 590, 300), pair(900, 1500, 300), pair(420, 580, 300)]);
    expect(checks.map((c) => [c.metric, c.limit, c.ok])).toEqual([
      ['lcpRatio', PAINT_GOALS.lcpRatio, true],
      ['fcpRatio', PAINT_GOALS.fcpRatio, true],
    ]);
  });

  it('fail a route over either goal, and one that could not be loaded', () => {
    expect(
      judgePaint('/', [pair(480, 620, 300)])
        .checks.filter((c) => !c.ok)
        .map((c) => c.metric),
    ).toEqual(['lcpRatio', 'fcpRatio']);
    expect(judgePaint('/faq', []).checks.every((c) => !c.ok)).toBe(true);
  });
});

describe('the table', () => {
  it('gives each route its bytes, both ratios, a verdict, the floor, Lighthouse and the machine', () => {
    const lines = formatVisitorTable([
      { paint: paint('/', [pair(330, 600, 300)]), documentBytes: 14_336, lighthouseScore: 0.99 },
      { paint: paint('/talk', [pair(500, 700, 300)]) },
    ]).split('\n');
    expect(lines[0]).toMatch(/^route\s+doc KB\s+FCP ÷ floor\s+LCP ÷ floor\s+goals/);
    expect(lines[1]).toMatch(
      /^\/\s+14\.0\s+1\.10 \(1\.10–1\.10\)\s+2\.00 \(2\.00–2\.00\)\s+✓\s+300\/300\s+0\.99\s+0\.20$/,
    );
    expect(lines[2]).toContain('1.67 (1.67–1.67) ✗');
    expect(lines[2]).toMatch(/✗\s+300\/300\s+–\s+0\.20$/);
  });
});
