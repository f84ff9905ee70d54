// A phone paints a page's first screen from the document's first flight: served as a slow link
// serves it (the first FIRST_SCREEN_BYTES of the brotli stream at once, the rest HOLD_MS later),
// every route shows its first contentful and its largest paint before the server lets the rest
// go, and what arrives after moves nothing on the first screen
// (docs/architecture.md#performance-budgets). A behaviour, not a timing: the paints come within a
// few hundred milliseconds, a tenth of the hold, and are compared with the moment the server
// reports, not with a clock.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';

import { headersFromFile } from '../../src/integrations/security-headers/headers-file';
import { BUDGETS, FIRST_SCREEN_BYTES } from '../../tools/perf/budgets';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it, type OpenPage } from '../support/browser-test';
import { type HeldServer, startHeldServer } from '../support/held-server';
import { seedPopupNoon } from '../support/seed-popup';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const HOLD_MS = 3000;
const SCREENS = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
] as const;

/**
 * The paints and layout shifts as the page reports them, each paint at its time since the epoch,
 * and when a dialog (the first-visit notice) first opened.
 */
const OBSERVE = `window.__seen = { paints: [], shifts: 0, moved: [], dialogAt: 0, parsedAt: 0 };
document.addEventListener('DOMContentLoaded', () => { window.__seen.parsedAt = performance.timeOrigin + performance.now(); });
new MutationObserver(() => {
  if (!window.__seen.dialogAt && document.querySelector('dialog[open]')) window.__seen.dialogAt = performance.timeOrigin + performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__seen.paints.push({ type: e.entryType, name: e.name, at: performance.timeOrigin + e.startTime });
}).observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__seen.paints.push({ type: e.entryType, name: 'lcp', at: performance.timeOrigin + e.startTime });
}).observe({ type: 'largest-contentful-paint', buffered: true });
const describeNode = (node) => !node ? 'a node no longer in the page' : node.nodeType === 1
  ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '')
  : 'text "' + (node.textContent || '').trim().slice(0, 24) + '"';
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__seen.shifts += e.value;
    for (const source of e.sources) window.__seen.moved.push(e.value.toFixed(3) + ' ' + describeNode(source.node) + ' at ' + Math.round(e.startTime) + ' ms');
  }
}).observe({ type: 'layout-shift', buffered: true });`;

interface Seen {
  paints: { type: string; name: string; at: number }[];
  shifts: number;
  /** What each shift moved, for the failure message: its score, the element, the time. */
  moved: string[];
  dialogAt: number;
  /** When the whole document had been parsed: after the server let the rest go. */
  parsedAt: number;
  responseEnd: number;
}

/** Loads `asked` from the held server and reads what the page reported, and when the rest went. */
async function paintsOf(
  openPage: OpenPage,
  server: HeldServer,
  asked: string,
  viewport: { width: number; height: number },
  firstVisit = false,
) {
  const { page } = await openPage(viewport.width, { viewport }, { showFirstVisitPopup: firstVisit });
  if (firstVisit) await page.clock.setFixedTime(seedPopupNoon());
  // The page's code starts after its first screen anyway; held, it adds nothing to what is painted.
  await page.route(/\/_astro\/[^?]*\.js(\?|$)/, () => undefined);
  await page.addInitScript(OBSERVE);
  await page.goto(`${server.url}${asked}`, { waitUntil: 'load' });
  // A page painted only once the rest arrived may report its first paint after its load event.
  await page.waitForFunction(() => {
    const { paints } = (window as unknown as { __seen: Pick<Seen, 'paints'> }).__seen;
    return paints.some((p) => p.name === 'first-contentful-paint') && paints.some((p) => p.name === 'lcp');
  });
  const released = await server.releasedAt(asked);
  const seen = await page.evaluate((): Seen => {
    const { paints, shifts, moved, dialogAt, parsedAt } = (window as unknown as { __seen: Omit<Seen, 'responseEnd'> })
      .__seen;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      paints,
      shifts,
      moved,
      dialogAt,
      parsedAt,
      responseEnd: performance.timeOrigin + (navigation?.responseEnd ?? 0),
    };
  });
  const fcp = seen.paints.find((p) => p.name === 'first-contentful-paint');
  const lcp = seen.paints.filter((p) => p.name === 'lcp').at(-1);
  if (!fcp || !lcp) throw new Error(`${asked} reported no ${fcp ? 'largest' : 'first contentful'} paint`);
  return { ...seen, released, fcp: fcp.at, lcp: lcp.at, page };
}

const start = (dist: string) =>
  startHeldServer({
    dist,
    site: inject('baseURL'),
    firstBytes: FIRST_SCREEN_BYTES,
    holdMs: HOLD_MS,
    headers: headersFromFile(`${DIST}_headers`),
  });

let held: HeldServer;
beforeAll(async () => {
  held = await start(DIST);
});
afterAll(() => held.close());

describe('the first screen paints from the first flight', () => {
  it.for(ROUTES.flatMap(({ path }) => SCREENS.map(({ width, height }) => [path, width, height] as const)))(
    '%s at %i × %i: first and largest paint before the rest of the document is sent',
    async ([path, width, height], { openPage }) => {
      const seen = await paintsOf(openPage, held, `${path}?screen=${width}`, { width, height });
      // The document was still arriving: it ended only once the server let the rest go.
      expect(seen.responseEnd).toBeGreaterThanOrEqual(seen.released);
      expect(seen.fcp, 'first contentful paint').toBeLessThan(seen.released);
      expect(seen.lcp, 'largest contentful paint').toBeLessThan(seen.released);
      expect(seen.shifts, `layout shifts: ${seen.moved.join('; ')}`).toBeLessThanOrEqual(BUDGETS.cls);
    },
  );

  it('/ on a first visit: the first-visit notice opens from the first flight too', async ({ openPage }) => {
    const seen = await paintsOf(openPage, held, '/?first-visit', SCREENS[0], true);
    await expect(seen.page.locator('first-visit-popup dialog[open]').count()).resolves.toBe(1);
    expect(seen.dialogAt).toBeGreaterThan(0);
    // The notice's date needs the page's clock set, which moves the page's time origin: the server's
    // release is on another clock, so the boundary is read in the page, where the whole document
    // had been parsed (which waited for the release).
    expect(seen.parsedAt).toBeGreaterThan(0);
    expect([seen.fcp, seen.lcp, seen.dialogAt].map((at) => at < seen.parsedAt)).toEqual([true, true, true]);
  });

  it('tells a page whose first flight holds no first screen: it paints only once the rest is sent', async ({
    openPage,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'held-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'login'));
    let block = '';
    for (let i = 0; block.length < 24 * 1024; i++) block += createHash('sha256').update(String(i)).digest('base64');
    const page = readFileSync(join(DIST, 'login/index.html'), 'utf8');
    writeFileSync(join(dir, 'login/index.html'), page.replace('</head>', `<style>/*${block}*/</style></head>`));
    const heavy = await start(dir);
    onTestFinished(() => heavy.close());
    const seen = await paintsOf(openPage, heavy, '/login', SCREENS[0]);
    expect(seen.fcp).toBeGreaterThanOrEqual(seen.released);
  });
});
