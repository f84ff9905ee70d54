import { describe, expect, it } from 'vitest';

import { describeHost, summarizeHost } from './host-speed.ts';

describe('the host a benchmark ran on', () => {
  it('takes the median of the benchmark runs and names the Chromium build', () => {
    const host = summarizeHost('150.0.7871.100', [1671.5, 1556.5, 1608.5]);
    expect(host.benchmarkIndex).toEqual({ median: 1608.5, min: 1556.5, max: 1671.5 });
    expect(describeHost(host)).toBe(
      "Chromium 150.0.7871.100, Lighthouse's CPU benchmark index 1609 (1557–1672), unthrottled",
    );
  });

  it('refuses a host with no run, rather than print an index of NaN', () => {
    expect(() => summarizeHost('150.0.7871.100', [])).toThrow(/not measured/);
  });
});
