// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../routes.ts';
import { INP_MS } from './budgets.ts';
import { longestEvent, type PressSample } from './inp.ts';
import { PRESSES } from './inp-presses.ts';
import { judgePresses, worstPresses } from './inp-verdict.ts';

const sample = (route: string, name: string, ms: number): PressSample => ({ route, name, ms });

describe('judgePresses', () => {
  it('judges each press on the median of its runs, worst first, so one slow run does not fail it', () => {
    const results = judgePresses([
      sample('/', 'menu: open', 40),
      sample('/faq', 'search: typing', 24),
      sample('/', 'menu: open', 400),
      sample('/', 'menu: open', 56),
      sample('/faq', 'search: typing', 32),
      sample('/faq', 'search: typing', 16),
    ]);
    expect(results.map((r) => [r.route, r.name, r.median, r.ok])).toEqual([
      ['/', 'menu: open', 56, true],
      ['/faq', 'search: typing', 24, true],
    ]);
  });

  it('fails a press whose median is over the budget, and counts one exactly on it as within', () => {
    const [over, at] = judgePresses([sample('/talk', 'toggle', INP_MS + 8), sample('/down', 'copy', INP_MS)]);
    expect([over?.ok, at?.ok]).toEqual([false, true]);
    expect(worstPresses([over!, at!], 1)).toEqual([`/talk toggle: ${INP_MS + 8} ms (runs ${INP_MS + 8}) ✗`]);
  });
});

describe('longestEvent', () => {
  const entry = (name: string, start: number, duration: number, processingStart: number, processingEnd: number) => ({
    id: 7,
    name,
    start,
    duration,
    processingStart,
    processingEnd,
  });

  it('takes the whole duration of the longest event, to the frame painted after it, not its handlers alone', () => {
    const tap = [entry('pointerdown', 1000, 40, 1010, 1012), entry('click', 1030, 112, 1050, 1080)];
    expect(longestEvent(tap)).toEqual({ ms: 112, phases: { delay: 20, processing: 30, presentation: 62 } });
  });

  it('reads 16 ms, the threshold of Event Timing, when no event of the press reached it', () => {
    expect(longestEvent([])).toEqual({ ms: 16 });
  });
});

describe('the presses', () => {
  it('cover every route, with a press before the code has loaded on at least one', () => {
    expect(PRESSES.map((p) => p.route).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    expect(PRESSES.some((p) => p.early)).toBe(true);
    for (const route of PRESSES) expect(route.presses.length, route.route).toBeGreaterThan(0);
  });
});
