// Lighthouse once in a while saw a large layout shift on the home page: the first paint came
// while the parser was still inside the popup (it is the last thing in <body>), so the card
// painted with its title only and jumped when its text and buttons arrived. Here a server holds
// the rest of the page back right after the popup's title until the test lets it go, so that
// first paint happens every time: the notice must not show half-built, and must not shift the
// page when it opens.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { baseURL } from '../support/member-flows';
import { framesPass } from '../support/page-flow';
import { readSeedPopup } from '../support/seed-popup';

const seedPopup = readSeedPopup();

let server: Server;
let slowURL: string;
/** Sends the rest of the page held back last (after the popup's title). */
let releaseRest = () => {};

/** Proxies the site; HTML pages arrive in two parts, split after the popup's title (releaseRest). */
function startSlowServer(): Promise<string> {
  server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${baseURL()}${req.url ?? '/'}`);
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': type });
      const popupAt = body.indexOf('id="first-visit-popup-title"');
      const cut = popupAt < 0 ? -1 : body.indexOf('</h2>', popupAt);
      if (!type.startsWith('text/html') || cut < 0) return res.end(body);
      res.write(body.subarray(0, cut + '</h2>'.length));
      // Held until the test has seen the first part drawn: a fixed pause could end first on a busy machine.
      releaseRest = () => res.end(body.subarray(cut + '</h2>'.length));
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  slowURL = await startSlowServer();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the first-visit popup on a page that arrives slowly', () => {
  it.for([
    ['mb', WIDTHS.mb],
    ['pc', WIDTHS.pc],
  ] as const)(
    'shows only once complete, and does not shift the layout when it opens (%s)',
    async ([_mode, width], { openPage }) => {
      const { page } = await openPage(width, {}, { showFirstVisitPopup: true });
      await page.clock.setFixedTime(new Date(`${seedPopup.lastDay}T12:00:00+09:00`));
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${slowURL}/faq`, { waitUntil: 'commit' });
      // The first part is on screen, the rest is still held back: no half-built notice shows.
      await page.waitForFunction(() => document.getElementById('first-visit-popup-title') !== null);
      // While the server holds the rest back this cannot change: one read says it, before and after
      // the first part has been drawn.
      expect(await page.locator('dialog[open]').count()).toBe(0);
      await framesPass(page);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      releaseRest();
      await page.waitForLoadState('load');
      await page.getByRole('dialog', { name: seedPopup.title }).getByRole('button', { name: '확인' }).waitFor();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    },
  );
});
