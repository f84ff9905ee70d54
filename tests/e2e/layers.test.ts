// Nothing floating covers what a visitor came to press (docs/architecture.md#layers-and-stacking):
// on every route, at every width from a small phone to a wide desktop, with the first-visit
// notice open and closed, with a toast up and with the mobile menu open, no fixed or floating
// layer paints over a visible link or button it does not own, no layer but a passing toast over
// a line of text (the chat button never sits on a sentence), and Escape closes the notice where
// it shows.
// What "layer", "visible link or button" and "covers" mean is written beside the measurement,
// in tests/support/layers.ts.
//
// Where the page is measured: at its top (the first screen), at every three quarters of a screen
// on the way down (where the chat button floats, if the screen has a margin for it) and at its
// very end (the footer, the same for the last screen).
import type { Page } from 'playwright-core';

import { popupShowsOn, toPlacement } from '../../src/components/popup/placement';
import { INQUIRY_SENT } from '../../src/lib/messages';
import { QUEUED_TOAST_KEY, TOAST_DURATION_MS } from '../../src/stores/toast';
import { ROUTES, seedLandingPages } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { runClockUntil } from '../support/clock';
import { coveredControls, scrollStops, scrollTo, scrollToEnd } from '../support/layers';
import { baseURL, pageReady } from '../support/member-flows';
import { readSeedPopup, seedPopupNoon } from '../support/seed-popup';

/** Common screens, from the smallest phone still sold to a full-HD monitor. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const PATHS = [...ROUTES.map((route) => route.path), '/does-not-exist'];
const seedPopup = readSeedPopup();
const landingPopups = new Map(seedLandingPages().map((page) => [page.path, page.popupTitle]));
/** The notice a first visit to `path` gets: a landing page's own, or none; the site's elsewhere. */
/** The notice a first visit to `path` shows: a landing page's own (or none), else the site's where staff placed it. */
const noticeOf = (path: string): string | null => {
  if (landingPopups.has(path)) return landingPopups.get(path) ?? null;
  return popupShowsOn(toPlacement(seedPopup.placement), seedPopup.routes ?? [], path) ? seedPopup.title : null;
};

/** Every problem on one route, so a failure lists them all at once. */
type Problems = string[];

async function record(page: Page, problems: Problems, moment: string): Promise<void> {
  for (const { layer, control } of await coveredControls(page)) problems.push(`${moment}: ${layer} covers ${control}`);
}

const openModal = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog:modal');
    return modal
      ? modal.getAttribute('aria-labelledby')
        ? (document.getElementById(modal.getAttribute('aria-labelledby')!)?.textContent ?? '')
        : ''
      : null;
  });

/**
 * The modals a page opens on arrival are known once its code has run (pageReady): the notice opens
 * as the document is parsed and its element decides when it is defined. Only a notice that asks
 * the CDN for a fresher copy (data-sanity, absent in the seed build) decides later, when that
 * answer is in. A dialog that opens as another closes (the notice behind a /user page's login)
 * does so in the same task, before the closing wait below ends.
 */
async function modalsDecided(page: Page): Promise<void> {
  await pageReady(page);
  if (await page.locator('first-visit-popup[data-sanity]').count()) await page.waitForLoadState('networkidle');
}

/**
 * Measures each modal dialog as it opens and closes it with Escape, checking where the notice
 * leaves focus. Returns the titles of the dialogs it closed, in order.
 */
async function closeModals(page: Page, problems: Problems, moment: string, notice: string | null): Promise<string[]> {
  const closed: string[] = [];
  await modalsDecided(page);
  for (let round = 0; round < 3; round += 1) {
    const title = await openModal(page);
    if (title === null) break;
    closed.push(title);
    await record(page, problems, `${moment}, ‘${title}’ open`);
    await page.keyboard.press('Escape');
    const gone = await page
      .waitForFunction(
        (t) => [...document.querySelectorAll('dialog:modal')].every((d) => !d.textContent?.includes(t)),
        title,
        { timeout: 2000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!gone) problems.push(`${moment}: Escape did not close ‘${title}’`);
    if (title === notice && gone) {
      // Focus moves to the main content once the notice's own element has closed it. Escape pressed
      // before that element started (it is defined at idle, late on a busy machine) closes the
      // dialog natively, and the element moves focus as it starts: that start is waited for first.
      await page.waitForFunction(() => customElements.get('first-visit-popup') !== undefined);
      await page
        .waitForFunction(() => document.activeElement?.id === 'main', undefined, { timeout: 2000 })
        .catch(() => undefined);
      const focus = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
      if (focus !== 'main')
        problems.push(`${moment}: after Escape closed the notice, focus went to ${focus}, not the main content`);
    }
  }
  return closed;
}

/**
 * On a /user page the login dialog a guest gets comes first and the notice waits behind it: the
 * modals are all known once the page's gate has opened it, which a busy machine does late.
 */
async function gateDecided(page: Page, path: string): Promise<void> {
  if (path.startsWith('/user/')) await page.getByRole('dialog', { name: '로그인' }).waitFor();
}

describe.each(SCREENS)('at $width × $height', (screen) => {
  it.for(PATHS)(
    '%s: no layer covers a visible link, button or text, and Escape closes the notice',
    async (path, { openPage }) => {
      const { page } = await openPage(
        screen.width,
        { viewport: screen, reducedMotion: 'reduce' },
        { showFirstVisitPopup: true },
      );
      await page.clock.setFixedTime(seedPopupNoon());
      const problems: Problems = [];
      const context = page.context();

      // A first visit (a fresh context, no cookie): the notice is up on arrival.
      await page.goto(baseURL() + path, { waitUntil: 'load' });
      await record(page, problems, 'first visit');
      await gateDecided(page, path);
      const notice = noticeOf(path);
      const closed = await closeModals(page, problems, 'first visit', notice);
      if (notice !== null && !closed.includes(notice))
        problems.push(`first visit: the notice never opened as a modal dialog (saw ${closed.join(', ') || 'none'})`);
      if (notice === null && closed.includes(seedPopup.title))
        problems.push('first visit: a notice opened on a page it must not cover');

      // A returning visitor (no notice) arriving with a message for this page: a toast is up.
      await context.addCookies([{ name: 'ischeck', value: '1', url: baseURL() }]);
      await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [
        QUEUED_TOAST_KEY,
        INQUIRY_SENT,
      ] as const);
      // The page's clock is held from before it loads (the time is fixed, so pausing there is never
      // in the past) and run a frame at a time until the toast shows: its two seconds start then
      // (stores/toast.ts) and cannot run out while a busy machine measures it.
      await page.clock.pauseAt(seedPopupNoon());
      await page.goto(baseURL() + path, { waitUntil: 'load' });
      const toast = page.getByRole('status').filter({ hasText: INQUIRY_SENT });
      await runClockUntil(page, () => toast.isVisible());
      await record(page, problems, 'toast, top');
      await scrollToEnd(page, { clock: 'held' });
      await record(page, problems, 'toast, end');
      if (!(await toast.isVisible()))
        problems.push(
          `the toast was gone before it could be measured (status: ${(await page.getByRole('status').allInnerTexts()).join(' | ')})`,
        );
      await page.evaluate(() => window.scrollTo(0, 0));
      // The toast leaves after its two seconds, moved on by the page's clock rather than waited
      // out: the page is measured without it from here on, its clock running again.
      await page.clock.fastForward(TOAST_DURATION_MS);
      await toast.waitFor({ state: 'hidden' });
      await page.clock.resume();

      await gateDecided(page, path);
      await closeModals(page, problems, 'returning visitor', null);
      await record(page, problems, 'top');
      for (const y of await scrollStops(page)) {
        await scrollTo(page, y);
        await record(page, problems, `scrolled to ${y} px`);
      }
      await scrollToEnd(page);
      await record(page, problems, 'end');

      const menu = page.getByRole('button', { name: '메뉴 열기' });
      if (await menu.isVisible()) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await menu.click();
        await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '메뉴 닫기' }).waitFor();
        await record(page, problems, 'menu open');
        await page.keyboard.press('Escape');
      }

      expect(problems, `${path} at ${screen.width} px:\n${problems.join('\n')}`).toEqual([]);
    },
  );
});
