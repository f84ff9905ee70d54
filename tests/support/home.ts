// Helpers for the home page's browser tests: islands, carousels and strips as a visitor sees them.
import type { Page } from 'playwright-core';
import { CAROUSEL_INTERVAL_MS } from '../../src/lib/motion/timing';

/** The sections of the home page, in the order SPEC §2 lists them. */
export const HOME_SECTION_IDS = [
  'hero',
  'selector',
  'trend',
  'realtime-sales',
  'payments',
  'fresh-shops',
  'market-price',
  'must-have',
  'marketing',
  'app-promo',
  'open-license',
  'testimonials',
  'satisfaction',
  'customers',
  'certifications',
  'download',
  'service-center',
] as const;

/**
 * Timers on a shared two-core machine run late, never early: an advance is expected between
 * a little under one interval and one and a half.
 */
export const ADVANCE_WINDOW_MS = [CAROUSEL_INTERVAL_MS - 500, CAROUSEL_INTERVAL_MS + 1500] as const;

/** Scrolls a section into view and waits until its island has hydrated. */
export async function hydrated(page: Page, sectionId: string): Promise<void> {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((id) => {
    const island = document.querySelector(`#${id} astro-island`);
    return island !== null && !island.hasAttribute('ssr');
  }, sectionId);
}

/** The index of the slide a section's carousel shows. */
export async function selectedSlide(page: Page, sectionId: string): Promise<number> {
  return Number(await page.locator(`#${sectionId} [aria-roledescription="carousel"]`).getAttribute('data-selected'));
}

/** Milliseconds until the carousel in a section leaves slide `from` (or `timeoutMs` if it never does). */
export async function msUntilAdvance(page: Page, sectionId: string, from: number, timeoutMs = 6000): Promise<number> {
  return page.evaluate(
    ({ id, from, timeoutMs }) =>
      new Promise<number>((resolve) => {
        const region = document.querySelector(`#${id} [aria-roledescription="carousel"]`);
        const started = performance.now();
        const check = () => {
          const elapsed = performance.now() - started;
          if (Number(region?.getAttribute('data-selected')) !== from || elapsed >= timeoutMs) resolve(elapsed);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { id: sectionId, from, timeoutMs },
  );
}

/** How far (px) a strip's track has moved to the left. */
export async function stripOffset(page: Page, stripSelector: string): Promise<number> {
  return page.evaluate((selector) => {
    const track = document.querySelector<HTMLElement>(`${selector} .track`);
    if (!track) throw new Error(`no strip at ${selector}`);
    return -new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
  }, stripSelector);
}

/** Moves the pointer to the top-left corner (over no carousel or strip) and drops keyboard focus. */
export async function leaveAlone(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Scrolls to the bottom in screen-sized steps so every reveal and lazy island runs, then back up. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.7;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  // The last reveal's delay and transition (at most 0.5 s + 0.6 s) must finish before anything reads colours.
  await page.waitForTimeout(1500);
}
