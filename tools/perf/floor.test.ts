// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { FLOOR_RATIOS, PAINT_GOALS } from './budgets.ts';
import { checkFloorRatios, FLOOR_FILE, type FloorPair, summarizeFloor, unmeasuredRatios } from './floor.ts';
import { describeFailure, formatFloorTable, summaryLine } from './report.ts';

const pair = (routeLcp: number, routeFcp: number, floorLcp: number, floorFcp = floorLcp): FloorPair => ({
  route: { lcpMs: routeLcp, fcpMs: routeFcp },
  floor: { lcpMs: floorLcp, fcpMs: floorFcp },
});

describe('the floor page', () => {
  it('is a bare Korean page of about a kilobyte: no stylesheet, script or picture', () => {
    const html = readFileSync(FLOOR_FILE, 'utf8');
    expect(html).toContain('<html lang="ko">');
    expect(html).toMatch(/<h1>[가-힣 ]+<\/h1>/);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(1200);
    expect(html).not.toMatch(/<(link|script|style|img|picture|svg)\b/);
  });
});

describe('summarizeFloor', () => {
  it('gives median (min–max) of the route, of the floor, and of each pair’s ratio', () => {
    const spread = summarizeFloor([pair(1000, 800, 700), pair(1200, 900, 800), pair(900, 750, 600)]);
    expect(spread.lcpMs).toEqual({ median: 1000, min: 900, max: 1200 });
    expect(spread.floorLcpMs).toEqual({ median: 700, min: 600, max: 800 });
    expect(spread.lcpRatio).toEqual({ median: 1.5, min: 1000 / 700, max: 1.5 });
    expect(spread.fcpRatio.median).toBeCloseTo(800 / 700);
  });

  it('takes each ratio within its pair, so a busy minute that slows both sides cancels out', () => {
    // The second pair ran while the machine was busy: both sides doubled.
    const spread = summarizeFloor([pair(1000, 900, 800), pair(2000, 1800, 1600), pair(1000, 900, 800)]);
    expect(spread.lcpRatio).toEqual({ median: 1.25, min: 1.25, max: 1.25 });
  });
});

describe('checkFloorRatios', () => {
  it.each([
    ['within both ratios', pair(830, 760, 700), []],
    ['exactly on both ratios', pair(840, 770, 700), []],
    ['LCP over 1.2 × the floor', pair(841, 760, 700), ['lcpRatio']],
    ['FCP over 1.1 × the floor', pair(830, 771, 700), ['fcpRatio']],
    ['both over', pair(1600, 1200, 700), ['lcpRatio', 'fcpRatio']],
  ] as const)('%s', (_name, measured, failing) => {
    const checks = checkFloorRatios('/', summarizeFloor([measured]));
    expect(checks.map((c) => c.limit)).toEqual([FLOOR_RATIOS.lcpRatio, FLOOR_RATIOS.fcpRatio]);
    expect(checks.filter((c) => !c.ok).map((c) => c.metric)).toEqual(failing);
  });

  it('judges the median pair, so one slow pair does not fail the route', () => {
    const checks = checkFloorRatios(
      '/down',
      summarizeFloor([pair(830, 760, 700), pair(1400, 1100, 700), pair(830, 760, 700)]),
    );
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('fails a ratio that could not be taken', () => {
    const checks = checkFloorRatios('/', summarizeFloor([pair(Number.NaN, 760, 700)]));
    expect(checks.filter((c) => !c.ok).map((c) => c.metric)).toEqual(['lcpRatio']);
    expect(unmeasuredRatios('/faq').filter((c) => c.ok)).toEqual([]);
  });

  it("judges the benchmark's goals when given them: FCP within 1.5× the floor's, LCP within 2×", () => {
    const checks = checkFloorRatios('/', summarizeFloor([pair(1300, 1000, 700)]), PAINT_GOALS);
    expect(checks.map((c) => [c.metric, c.limit, c.ok])).toEqual([
      ['lcpRatio', 2, true],
      ['fcpRatio', 1.5, true],
    ]);
    expect(
      checkFloorRatios('/', summarizeFloor([pair(1500, 1100, 700)]), PAINT_GOALS).filter((c) => !c.ok),
    ).toHaveLength(2);
  });
});

describe('the floor report', () => {
  it('prints LCP, FCP, the floor’s and the ratios as median (min–max), marking a broken ratio', () => {
    const good = summarizeFloor([pair(800, 740, 700), pair(820, 750, 710), pair(790, 735, 690)]);
    const bad = summarizeFloor([pair(1600, 900, 700)]);
    const table = formatFloorTable([
      { route: '/', floor: good, checks: checkFloorRatios('/', good) },
      { route: '/talk', floor: bad, checks: checkFloorRatios('/talk', bad) },
      { route: '/faq', floor: undefined, checks: unmeasuredRatios('/faq') },
    ]).split('\n');
    expect(table[0]).toMatch(/^route\s+LCP ms\s+FCP ms\s+floor LCP ms\s+floor FCP ms\s+LCP ÷ floor\s+FCP ÷ floor$/);
    expect(table[1]).toMatch(
      /^\/\s+800 \(790–820\)\s+740 \(735–750\)\s+700 \(690–710\)\s+700 \(690–710\)\s+1.14 \(1.14–1.15\)\s+1.06 \(1.06–1.07\)$/,
    );
    expect(table[2]).toContain('2.29 (2.29–2.29) ✗');
    expect(table[2]).not.toContain('1600 (1600–1600) ✗');
    expect(table[3]).toContain('not measured ✗');
  });

  it('names the route, the ratio, its median and its budget in a failure, and counts it in the summary', () => {
    const checks = checkFloorRatios('/talk', summarizeFloor([pair(1600, 760, 700)]));
    expect(checks.filter((c) => !c.ok).map(describeFailure)).toEqual(['/talk: LCP ÷ floor median 2.29 > budget 1.20']);
    expect(summaryLine(checks)).toBe('1 passed, 1 failed');
  });
});
