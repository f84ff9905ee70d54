// Pretendard stays off a visitor's first page (src/lib/fonts/late-fonts.ts): that page paints in
// the system Korean face and never swaps; the shared font file is fetched after the load event,
// and the next page of the session uses Pretendard from its first paint.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { pageReady } from '../support/member-flows';

const baseURL = inject('baseURL');

/** Records <html>'s classes when the document is parsed, before anything could have waited for load. */
const RECORD_CLASSES_AT_PARSE = `document.addEventListener('DOMContentLoaded', () => {
  window.__classesAtParse = document.documentElement.className;
});`;

interface FontTimings {
  loadStart: number;
  fonts: { name: string; start: number }[];
  stylesheets: string[];
}

async function fontTimings(page: Page): Promise<FontTimings> {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      loadStart: nav?.loadEventStart ?? 0,
      fonts: resources.filter((r) => r.name.endsWith('.woff2')).map((r) => ({ name: r.name, start: r.startTime })),
      stylesheets: resources.filter((r) => r.name.endsWith('.css')).map((r) => r.name),
    };
  });
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/**
 * Opens / as a session's first page and waits until Pretendard has been prefetched and the page
 * is ready (pageReady: its elements, defined at idle, have their code): leaving earlier would
 * cancel their requests midway. The network falling quiet is no sign of that on a busy machine,
 * where the page is idle only later.
 */
async function openFirstPage(page: Page): Promise<void> {
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  await pageReady(page);
  await page.waitForFunction(() => sessionStorage.getItem('web-fonts') === '1');
}

describe('web fonts', () => {
  it('keep the first page on the system face and fetch Pretendard only after it has loaded', async ({ openPage }) => {
    const { page, problems } = await openPage(WIDTHS.mb);
    await openFirstPage(page);
    const timings = await fontTimings(page);
    expect(timings.fonts.length).toBeGreaterThan(0);
    for (const font of timings.fonts) expect(font.start, font.name).toBeGreaterThanOrEqual(timings.loadStart);
    expect(timings.stylesheets.some((href) => href.includes('dynamic-subset'))).toBe(true);
    // Fetched, never applied: the first page does not swap faces under its reader.
    // A claim that something never happens, read once the page has settled (a retry would pass at once).
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(false);
    expect(await bodyFont(page)).toMatch(/^"Pretendard Fallback"/);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('give the next page of the session Pretendard from its first paint', async ({ openPage }) => {
    const { page, problems } = await openPage(WIDTHS.mb);
    await page.addInitScript(RECORD_CLASSES_AT_PARSE);
    await openFirstPage(page);
    await page.goto(`${baseURL}/down`, { waitUntil: 'load' });
    // Recorded at parse, and the face those classes give: neither changes after the load event.
    expect(await page.evaluate(() => (window as unknown as { __classesAtParse: string }).__classesAtParse)).toContain(
      'web-fonts',
    );
    expect(await bodyFont(page)).toMatch(/^"Pretendard Site", "Pretendard Variable"/);
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Pretendard Site"', '소담POS 다운로드')))
      .toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests, problems.failedRequests.join('\n')).toEqual([]);
  });

  it('keep what a visitor types in Pretendard too, through the dynamic subset', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    await openFirstPage(page);
    await page.goto(`${baseURL}/faq`, { waitUntil: 'load' });
    // A syllable no page of the site contains: only the dynamic subset can draw it.
    const loaded = await page.evaluate(
      async () => (await document.fonts.load('16px "Pretendard Variable"', '뷁')).length,
    );
    expect(loaded).toBeGreaterThan(0);
  });
});
