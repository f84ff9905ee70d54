// What waits for the first screen (src/integrations/below-the-fold/) never hides what a
// visitor sees on load and never moves anything when it arrives
// (docs/architecture.md#below-the-fold-after-the-first-screen).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { BUDGETS } from '../../tools/perf/budgets';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';

/** Every route the build gave later sections (a page that names some in src/pages/*.astro). */
const PAGES = ROUTES.map((r) => r.path).filter((path) =>
  /data-later-(styles|markup)=/.test(
    readFileSync(fileURLToPath(new URL(`../../dist${path === '/' ? '' : path}/index.html`, import.meta.url)), 'utf8'),
  ),
);
/** A small and a tall phone, a tablet upright, and desktops. */
const SCREENS = [
  [375, 667],
  [390, 844],
  [1024, 1366],
  [1440, 900],
  [1920, 1200],
] as const;

/** Records the layout shifts no input caused, from the first paint on, with what moved. */
const RECORD_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({
    value: e.value,
    moved: e.sources.map((s) => (s.node && s.node.nodeType === 1 ? s.node.outerHTML.slice(0, 80) : String(s.node)) + ' ' + s.previousRect.y + '→' + s.currentRect.y),
  });
}).observe({ type: 'layout-shift', buffered: true });`;
type Shift = { value: number; moved: string[] };

const baseURL = inject('baseURL');
const laterReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-later-ready'));

describe('below the fold, after the first screen', () => {
  it('is used where the documents needed it: the home page and /talk', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['/', '/talk']));
  });

  it.for(PAGES.flatMap((path) => SCREENS.map(([w, h]) => [path, w, h] as const)))(
    '%s at %i × %i: every waiting section starts below the fold',
    async ([path, width, height], { openPage }) => {
      const { page } = await openPage(width, { viewport: { width, height } });
      await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      const tops = await page.evaluate(() =>
        [...document.querySelectorAll('[data-later]')].map((el) => el.getBoundingClientRect().top),
      );
      expect(tops.length).toBeGreaterThan(0);
      expect(Math.min(...tops)).toBeGreaterThanOrEqual(height);
    },
  );

  it.for(PAGES.flatMap((path) => [[path, 390] as const, [path, 1440] as const]))(
    '%s at %i px: waits hidden for a slow later stylesheet and markup, then fills in without a shift',
    async ([path, width], { openPage }) => {
      const { page } = await openPage(width);
      await page.addInitScript(RECORD_SHIFTS);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/later.*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
      const waiting = await page.evaluate(() =>
        [...document.querySelectorAll('[data-later]')].map((el) => getComputedStyle(el).visibility),
      );
      expect(new Set(waiting)).toEqual(new Set(['hidden']));
      release();
      await laterReady(page);
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(() => ({
        shifts: (window as unknown as { __shifts: Shift[] }).__shifts,
        empty: document.querySelectorAll('[data-later="content"]:empty').length,
        hidden: [...document.querySelectorAll('[data-later]')].filter(
          (el) => getComputedStyle(el).visibility === 'hidden',
        ).length,
      }));
      expect([after.empty, after.hidden]).toEqual([0, 0]);
      const cls = after.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(after.shifts)).toBeLessThanOrEqual(BUDGETS.cls);
    },
  );

  it.for(PAGES)('%s without scripts: the sections that waited for styles show at once', async (path, { openPage }) => {
    const { page } = await openPage(390, { javaScriptEnabled: false });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('[data-later]:not([data-later="content"])')].map((el) => [
        getComputedStyle(el).visibility,
        getComputedStyle(el).contentVisibility,
      ]),
    );
    if (path === '/talk') expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(([visibility, skipped]) => visibility !== 'visible' || skipped === 'hidden')).toEqual([]);
  });
});
