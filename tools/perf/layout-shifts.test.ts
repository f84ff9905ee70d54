import { describe, expect, it } from 'vitest';

import { describeLayoutShifts, type TraceEventLike } from './layout-shifts.ts';

const trace: TraceEventLike[] = [
  { name: 'navigationStart', ts: 400_000, args: { data: { documentLoaderURL: 'about:blank' } } },
  { name: 'navigationStart', ts: 1_000_000, args: { data: { documentLoaderURL: 'http://127.0.0.1:4321/' } } },
  {
    name: 'LayoutShift',
    ts: 1_850_400,
    args: {
      data: {
        score: 0.19407,
        impacted_nodes: [{ node_id: 42, old_rect: [16, 210.4, 380, 362], new_rect: [16, 445, 380, 362] }],
      },
    },
  },
  {
    name: 'LayoutShift',
    ts: 1_900_000,
    args: {
      data: { score: 0.00015, impacted_nodes: [{ node_id: 7, old_rect: [0, 0, 1, 1], new_rect: [0, 1, 1, 1] }] },
    },
  },
  { name: 'Paint', ts: 1_950_000 },
];

describe('describeLayoutShifts', () => {
  it("gives each shift its time from the page's navigation, its score and the boxes before and after", () => {
    expect(describeLayoutShifts(trace)).toEqual(['850 ms 0.194: node 42 [16,210,380,362] → [16,445,380,362]']);
  });

  it('leaves out shifts below the threshold and says so when a shift names no node', () => {
    expect(describeLayoutShifts(trace, 0.0001)).toHaveLength(2);
    expect(describeLayoutShifts([{ name: 'LayoutShift', ts: 5, args: { data: { score: 0.3 } } }])).toEqual([
      '0 ms 0.300: no node recorded',
    ]);
    expect(describeLayoutShifts([])).toEqual([]);
  });
});
