// The page's clock (Playwright's page.clock) held still at the moment a test needs it to be.
import type { Page } from 'playwright-core';

/** How far ahead of the time read to aim at first, in ms; doubled after each miss. */
const FIRST_AIM_MS = 250;
/** Beyond this the page's clock is not merely slow: the failure is reported as it is. */
const LAST_AIM_MS = 64_000;

/**
 * Pauses a running page clock (after page.clock.install) about where it is now. Playwright
 * pauses only at a given time, never in the past, and the page's clock keeps running while the
 * call travels: on a busy machine any fixed aim ahead of the time read can be too short (the
 * call then fails with 'Cannot fast-forward to the past'). So it reads and aims again, further
 * each time, until the pause holds.
 */
export async function holdClock(page: Page): Promise<void> {
  for (let aim = FIRST_AIM_MS; ; aim *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aim);
      return;
    } catch (error) {
      if (aim >= LAST_AIM_MS || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** A frame on Playwright's clock: it runs requestAnimationFrame callbacks every 16 ms. */
export const FRAME_MS = 16;

/**
 * With the page's clock held, runs it a frame at a time until `done` says so: the page's timers
 * and frames get only the time they ask for, while its network and code go at the machine's pace.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until)
      throw new Error(`not done after ${timeoutMs} ms of running the page's clock frame by frame`);
    await page.clock.runFor(FRAME_MS);
  }
}
