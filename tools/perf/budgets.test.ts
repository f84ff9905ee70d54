// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  BUDGETS,
  type Check,
  checkRoute,
  gates,
  judgeRuns,
  median,
  type RunMetrics,
  summarize,
  unmeasuredRoute,
} from './budgets.ts';
import { describeFailure, formatTable, summaryLine } from './report.ts';

const within: RunMetrics = { score: 0.99, lcpMs: 1200, tbtMs: 40, cls: 0, jsBytes: 80 * 1024, fontBytes: 200 * 1024 };

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[0.97, 0.99, 0.98], 0.98],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('of nothing is NaN, so an empty route cannot pass', () => {
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives median, min and max per metric, so one slow run does not fail the route', () => {
    const runs = [within, { ...within, lcpMs: 2600, tbtMs: 300 }, { ...within, lcpMs: 1400 }];
    const spread = summarize(runs);
    expect(spread.lcpMs).toEqual({ median: 1400, min: 1200, max: 2600 });
    expect(spread.tbtMs).toEqual({ median: 40, min: 40, max: 300 });
  });
});

describe('checkRoute', () => {
  it('passes one check per budget when every median is within it', () => {
    const checks = checkRoute('/', within);
    expect(checks).toHaveLength(Object.keys(BUDGETS).length);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('counts a value exactly on the budget as within it', () => {
    const edge: RunMetrics = {
      score: 0.98,
      lcpMs: 1800,
      tbtMs: 100,
      cls: 0.02,
      jsBytes: 90 * 1024,
      fontBytes: 250 * 1024,
    };
    expect(checkRoute('/', edge).every((c) => c.ok)).toBe(true);
  });

  it.each([
    ['score', { score: 0.97 }],
    ['lcpMs', { lcpMs: 1801 }],
    ['tbtMs', { tbtMs: 101 }],
    ['cls', { cls: 0.021 }],
    ['jsBytes', { jsBytes: 90 * 1024 + 1 }],
    ['fontBytes', { fontBytes: 250 * 1024 + 1 }],
  ] as const)('fails only the %s check when that median is over budget', (metric, override) => {
    const failed = checkRoute('/down', { ...within, ...override }).filter((c) => !c.ok);
    expect(failed.map((c) => c.metric)).toEqual([metric]);
  });

  it('fails a metric Lighthouse could not measure', () => {
    const failed = checkRoute('/', { ...within, lcpMs: Number.NaN }).filter((c) => !c.ok);
    expect(failed.map((c) => c.metric)).toEqual(['lcpMs']);
  });

  it('fails every budget of a route that could not be measured at all', () => {
    expect(unmeasuredRoute('/faq').filter((c) => c.ok)).toEqual([]);
  });
});

describe('report', () => {
  const good = checkRoute('/', within);
  const bad = checkRoute('/down', { ...within, tbtMs: 250, fontBytes: 300 * 1024 });

  it('sums every route × budget into the line tools/test.ts reads', () => {
    expect(summaryLine([...good, ...bad])).toBe('10 passed, 2 failed');
  });

  it('names the route, the metric, the median and the budget of a failure', () => {
    expect(bad.filter((c) => !c.ok).map(describeFailure)).toEqual([
      '/down: TBT ms median 250 > budget 100',
      '/down: font KB median 300.0 > budget 250.0',
    ]);
  });

  it('prints median (min–max) per route and marks the broken budget', () => {
    const runs = [within, { ...within, tbtMs: 250 }, { ...within, tbtMs: 400 }];
    const table = formatTable([
      { route: '/', spread: summarize([within]), checks: good },
      { route: '/down', spread: summarize(runs), checks: checkRoute('/down', { ...within, tbtMs: 250 }) },
      { route: '/faq', spread: undefined, checks: unmeasuredRoute('/faq') },
    ]).split('\n');
    expect(table[0]).toMatch(/^route\s+score\s+LCP ms\s+TBT ms\s+CLS\s+JS KB\s+font KB$/);
    expect(table[1]).toContain('0.99 (0.99–0.99)');
    expect(table[1]).not.toContain('✗');
    expect(table[2]).toContain('250 (40–400) ✗');
    expect(table[3]).toContain('not measured ✗');
  });
});

describe('judgeRuns', () => {
  const tbt = (...values: number[]) => values.map((tbtMs) => ({ ...within, tbtMs }));
  const tbtCheck = (runs: RunMetrics[]) => judgeRuns('/', runs).checks.find((c) => c.metric === 'tbtMs')!;

  it('judges a route measured twice on the median of all six runs', () => {
    // One busy minute: the first three break TBT, the second three do not; six runs pass.
    expect(tbtCheck(tbt(150, 180, 130)).ok).toBe(false);
    expect(tbtCheck(tbt(150, 180, 130, 40, 60, 50))).toMatchObject({ value: 95, ok: true });
  });

  it('still fails a real regression, which moves every run', () => {
    expect(tbtCheck(tbt(150, 180, 130, 90, 140, 160))).toMatchObject({ value: 145, ok: false });
  });
});

describe('which broken budgets fail a run', () => {
  const broken = (metric: Check['metric']): Check => ({ route: '/', metric, value: 2, limit: 1, ok: false });
  it.each([
    ['FCP against the floor', 'fcpRatio', false, true],
    ['LCP against the floor', 'lcpRatio', false, true],
    ['LCP against the floor with --timing-advisory', 'lcpRatio', true, false],
    ['JS bytes', 'jsBytes', false, true],
    ['TBT', 'tbtMs', false, true],
    ['TBT with --timing-advisory', 'tbtMs', true, false],
    ['FCP against the floor with --timing-advisory', 'fcpRatio', true, false],
    ['JS bytes with --timing-advisory', 'jsBytes', true, true],
  ] as const)('%s', (_, metric, advisory, expected) => {
    expect(gates(broken(metric), advisory)).toBe(expected);
  });
});
