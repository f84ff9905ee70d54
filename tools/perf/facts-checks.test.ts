import { describe, expect, it } from 'vitest';

import { BUDGETS, DOCUMENT_BYTES, FIRST_SCREEN_REQUESTS } from './budgets.ts';
import { checkFacts, describeFactFailure, formatFactsTable, unmeasuredFacts } from './facts-checks.ts';
import type { PageFacts } from './page-facts.ts';

const within: PageFacts = {
  documentBytes: 12 * 1024,
  jsBytes: 20 * 1024,
  fontBytes: 48 * 1024,
  imageBytes: 30 * 1024,
  firstScreenRequests: 4,
  renderBlocking: [],
  scriptsBeforeFirstScreen: [],
  cls: 0,
};

const failed = (facts: Partial<PageFacts>, route = '/down') =>
  checkFacts(route, { ...within, ...facts })
    .filter((c) => !c.ok)
    .map((c) => c.fact);

describe('checkFacts', () => {
  it('passes a route within every budget, one check per fact', () => {
    const checks = checkFacts('/down', within);
    expect(checks.map((c) => c.ok)).toEqual(Array(8).fill(true));
  });

  it('fails each fact just over its budget, and only that one', () => {
    expect(failed({ documentBytes: DOCUMENT_BYTES + 1 })).toEqual(['documentBytes']);
    expect(failed({ jsBytes: BUDGETS.jsBytes + 1 })).toEqual(['jsBytes']);
    expect(failed({ fontBytes: BUDGETS.fontBytes + 1 })).toEqual(['fontBytes']);
    expect(failed({ imageBytes: 10 * 1024 * 1024 })).toEqual(['imageBytes']);
    expect(failed({ firstScreenRequests: FIRST_SCREEN_REQUESTS + 1 })).toEqual(['firstScreenRequests']);
    expect(failed({ renderBlocking: ['/_astro/site.css'] })).toEqual(['renderBlocking']);
    expect(failed({ scriptsBeforeFirstScreen: ['/_astro/page.js'] })).toEqual(['scriptsBeforeFirstScreen']);
    expect(failed({ cls: BUDGETS.cls + 0.001 })).toEqual(['cls']);
  });

  it('passes a fact exactly at its budget', () => {
    expect(failed({ documentBytes: DOCUMENT_BYTES, cls: BUDGETS.cls })).toEqual([]);
  });

  it('fails a fact it could not read, and a route with no picture budget (every route has the document budget)', () => {
    expect(failed({ documentBytes: Number.NaN })).toEqual(['documentBytes']);
    expect(failed({}, '/new-route')).toEqual(['imageBytes']);
    expect(unmeasuredFacts('/down').every((c) => !c.ok)).toBe(true);
  });

  it('names what broke a budget, in the failure and the table', () => {
    const [blocking] = checkFacts('/down', { ...within, renderBlocking: ['/_astro/site.css'] }).filter((c) => !c.ok);
    expect(describeFactFailure(blocking!)).toBe('/down: render-blocking 1 > budget 0 (/_astro/site.css)');
    const table = formatFactsTable(checkFacts('/down', { ...within, jsBytes: 100 * 1024 }));
    expect(table.split('\n')[1]).toMatch(/^\/down\s+12\.0\s+100\.0 ✗\s+48\.0/);
  });
});
