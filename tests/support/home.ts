// Helpers for the home page's browser tests: islands, carousels and strips as a visitor sees them.
import type { Page } from 'playwright-core';

import { HOME_SECTIONS } from '../../src/components/home/sections';
import { getHomePage, getSharedSections } from '../../src/lib/content';
import { CAROUSEL_INTERVAL_MS } from '../../src/lib/motion/timing';

/** The home page's section ids, top to bottom: HOME_SECTIONS is the one list of them. */
export const HOME_SECTION_IDS = HOME_SECTIONS.map((section) => section.id);

/** Each section's heading as the CMS gives it, by section id; the hero's headings are its slides'. */
export async function homeSectionHeadings(): Promise<Record<string, string>> {
  const [home, shared] = await Promise.all([getHomePage(), getSharedSections()]);
  return Object.fromEntries(
    HOME_SECTIONS.flatMap((section) => {
      const content = 'home' in section ? home[section.home] : shared[section.shared];
      return 'intro' in content ? [[section.id, content.intro.heading]] : [];
    }),
  );
}

/**
 * Timers on a shared two-core machine run late, and a late tick makes the next gap look short:
 * an advance is expected between two and four and a half seconds apart.
 */
export const ADVANCE_WINDOW_MS = [CAROUSEL_INTERVAL_MS - 1000, CAROUSEL_INTERVAL_MS + 1500] as const;

/**
 * Scrolls until the element is really on screen. Off-screen sections are laid out only when they
 * come near (content-visibility), so one scroll lands where the element was *estimated* to be;
 * scroll again until it stays put.
 */
export async function bringIntoView(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (selector) => {
    const el = document.querySelector(selector);
    if (!el) throw new Error(`nothing at ${selector}`);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let i = 0; i < 10; i += 1) {
      el.scrollIntoView({ block: 'center' });
      await frame();
      const { top, bottom } = el.getBoundingClientRect();
      if (bottom > 0 && top < window.innerHeight) return;
    }
    throw new Error(`${selector} never came on screen`);
  }, selector);
}

/**
 * Scrolls a section into view and waits until its carousel works: the hero's <hero-carousel>
 * has started (it sets data-started), any other section's React island has hydrated.
 */
export async function hydrated(page: Page, sectionId: string): Promise<void> {
  await bringIntoView(page, `#${sectionId}`);
  await page.waitForFunction((id) => {
    const element = document.querySelector(`#${id} hero-carousel`);
    if (element) return element.hasAttribute('data-started');
    const island = document.querySelector(`#${id} astro-island`);
    return island !== null && !island.hasAttribute('ssr');
  }, sectionId);
}

/** The index of the slide a section's carousel shows. */
export async function selectedSlide(page: Page, sectionId: string): Promise<number> {
  return Number(await page.locator(`#${sectionId} [aria-roledescription="carousel"]`).getAttribute('data-selected'));
}

/**
 * Milliseconds until the carousel in a section leaves slide `from` (or `timeoutMs` if it never
 * does). A MutationObserver sees the change as it happens, without waiting for a frame.
 */
export async function msUntilAdvance(page: Page, sectionId: string, from: number, timeoutMs = 6000): Promise<number> {
  return page.evaluate(
    ({ id, from, timeoutMs }) =>
      new Promise<number>((resolve) => {
        const region = document.querySelector(`#${id} [aria-roledescription="carousel"]`);
        if (!region) throw new Error(`no carousel in #${id}`);
        const started = performance.now();
        const done = (timedOut = false) => {
          observer.disconnect();
          clearTimeout(timer);
          const elapsed = performance.now() - started;
          resolve(timedOut ? Math.max(elapsed, timeoutMs) : elapsed);
        };
        const observer = new MutationObserver(() => {
          if (Number(region.getAttribute('data-selected')) !== from) done();
        });
        const timer = setTimeout(() => done(true), timeoutMs);
        if (Number(region.getAttribute('data-selected')) !== from) done();
        else observer.observe(region, { attributes: true, attributeFilter: ['data-selected'] });
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
