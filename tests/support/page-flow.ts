// Helpers for the page tests that walk a page the way a visitor does.
import type { Page } from 'playwright-core';

/**
 * A ceiling for a section that never reveals, not a verdict: a fresh clone's quiet run saw every
 * section of /lp/cafe-bakery still waiting after 10 s at 1024 px (three density visits and two
 * other browser workers at once); the same visit alone passes in seconds, three runs in three.
 */
const REVEAL_WAIT_MS = 60_000;

/**
 * Scrolls to the bottom in steps and back, so every section has entered the viewport once:
 * reveals have run and lazy images have loaded. Waits for the reveal transitions to finish.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async (revealWaitMs) => {
    // The page's code starts after its first screen, which on a busy machine can be after the
    // load event: a walk taken before it marked its sections found none waiting, and the
    // sections it then marked below the fold were never brought into view. startPageBehaviours
    // starts the reveals, then defines the page's elements (site-header among them) when idle.
    if (document.querySelector('site-header')) await customElements.whenDefined('site-header');
    const step = Math.round(window.innerHeight * 0.6);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await pause(80);
    }
    // A slow frame can carry a section past the viewport between two observations: bring any
    // still waiting into view until it has revealed, so a busy machine walks the page the same.
    // Counted in frames, not milliseconds: the observer reports after the page has drawn one, and
    // a busy machine draws few. The deadline only ends a wait that could never be met.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const until = performance.now() + revealWaitMs;
    for (const section of document.querySelectorAll('.reveal-pending')) {
      while (section.classList.contains('reveal-pending') && performance.now() < until) {
        section.scrollIntoView({ block: 'center' });
        await frame();
        await frame();
      }
    }
    window.scrollTo(0, 0);
  }, REVEAL_WAIT_MS);
  await page
    .waitForFunction(() => document.querySelectorAll('.reveal-pending').length === 0, undefined, {
      timeout: REVEAL_WAIT_MS,
    })
    .catch(async (error: unknown) => {
      const pending = await page.evaluate(() =>
        [...document.querySelectorAll('.reveal-pending')].map((el) => {
          const box = el.getBoundingClientRect();
          return `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.top + scrollY)}`;
        }),
      );
      throw new Error(`sections never revealed: ${pending.join('; ')}`, { cause: error });
    });
  // Until the reveal transitions have ended (the longest: a 0.5 s delay plus a 0.6 s slide),
  // read from the page instead of waited out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await page.waitForLoadState('networkidle');
}

/** The top of each element (by CSS selector) in document coordinates, in the order given. */
export async function topsOf(page: Page, selectors: readonly string[]): Promise<number[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const el = document.querySelector(selector);
        if (!el) throw new Error(`Not on the page: ${selector}`);
        return el.getBoundingClientRect().top + window.scrollY;
      }),
    [...selectors],
  );
}

/** Collapses runs of whitespace (line breaks from <br>, wrapping) so texts compare as written. */
export const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** True when the numbers are strictly increasing: the elements come in that order. */
export const ascending = (values: number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);

/** Presses the first download button in the page's main content and waits for its dialog. */
export async function openDownloadDialog(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /다운로드/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
}

/**
 * Resolves after the page has rendered `count` more frames: what a scroll, a hover or a class
 * change sets off (observers, a strip's last step) has run by then, however slow the machine.
 */
export async function framesPass(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}
