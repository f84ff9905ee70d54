import type { BrowserContextOptions, Page } from 'playwright-core';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenSite } from '../support/browser-test';
import { bringIntoView, HOME_SECTION_IDS, hydrated, leaveAlone, msUntilAdvance, stripOffset } from '../support/home';
import { framesPass, scrollThrough } from '../support/page-flow';

async function onHome(
  openSite: OpenSite,
  width: number,
  run: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
) {
  const { page, problems } = await openSite('/', { width, ...options });
  await run(page);
  expect(problems.consoleErrors).toEqual([]);
}

const NAMES = 'motion-strip.names';
const moved = async (page: Page, selector: string, ms: number) => {
  const before = await stripOffset(page, selector);
  await page.waitForTimeout(ms);
  return (await stripOffset(page, selector)) - before;
};

describe('the customer strips', () => {
  it('move on their own', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await bringIntoView(page, NAMES);
      await leaveAlone(page);
      expect(await moved(page, NAMES, 1000)).toBeGreaterThan(5);
    });
  });

  it('pause under the pointer and move again when it leaves', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await bringIntoView(page, NAMES);
      await page.locator(NAMES).hover();
      // The pointer stops it at once; a step already under way lands within a frame.
      await framesPass(page);
      expect(await moved(page, NAMES, 1000)).toBe(0);
      await leaveAlone(page);
      expect(await moved(page, NAMES, 1000)).toBeGreaterThan(5);
    });
  });

  it('stop for good with their pause button, whose label then offers to play', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      const toggle = page.locator(`${NAMES} [data-strip-toggle]`);
      await bringIntoView(page, `${NAMES} [data-strip-toggle]`);
      await toggle.click();
      await leaveAlone(page);
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => toggle.innerText()).toContain('재생하기');
      expect(await moved(page, NAMES, 1200)).toBe(0);
    });
  });

  it('loop without a gap: items that scrolled out come round again at the end', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      // Which item (by its place in the list) covers the viewport's left edge, and how far the row
      // reaches past the viewport's right edge.
      const view = () =>
        page.locator(`${NAMES} .viewport`).evaluate((viewport) => {
          const box = viewport.getBoundingClientRect();
          const items = [...viewport.querySelectorAll('.track > li')].map((li) => li.getBoundingClientRect());
          return {
            first: items.findIndex((r) => r.left <= box.left && r.right > box.left),
            beyond: Math.max(...items.map((r) => r.right)) - box.right,
          };
        });
      await bringIntoView(page, NAMES);
      await leaveAlone(page);
      const start = (await view()).first;
      await expect.poll(async () => (await view()).first, { timeout: 15_000 }).not.toBe(start);
      // The row never runs out: its right end stays beyond the viewport's.
      expect((await view()).beyond).toBeGreaterThan(0);
    });
  });
});

describe('the card strip', () => {
  it('stands still under the pointer, like the other strips, and moves again when it leaves', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const strip = '#selector motion-strip:not([hidden] *)';
      await bringIntoView(page, '#selector');
      await leaveAlone(page);
      expect(await moved(page, strip, 1500)).toBeGreaterThan(5);
      await page.locator(strip).hover();
      await framesPass(page);
      expect(await moved(page, strip, 1500)).toBe(0);
      await leaveAlone(page);
      expect(await moved(page, strip, 1500)).toBeGreaterThan(5);
    });
  });
});

describe('scroll reveal', () => {
  it('slides a section below the fold in once, and it stays after scrolling away and back', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const payments = page.locator('#payments');
      const state = () =>
        payments.evaluate((el) => ({
          pending: el.classList.contains('reveal-pending'),
          revealed: el.hasAttribute('data-revealed'),
          opacity: getComputedStyle(el).opacity,
        }));
      await expect.poll(() => state()).toEqual({ pending: true, revealed: false, opacity: '0' });
      // Each section waits its own data-reveal-delay (clamped to 0.2–0.5 s) before sliding in.
      const delays = await page
        .locator('.reveal-pending')
        .evaluateAll((els) =>
          els.map((el) => [
            (el as HTMLElement).dataset.revealDelay ?? '0.2',
            getComputedStyle(el).transitionDelay.split(',')[0]?.trim(),
          ]),
        );
      expect(delays.length).toBeGreaterThan(5);
      for (const [wanted, actual] of delays) expect(actual).toBe(`${Math.min(0.5, Math.max(0.2, Number(wanted)))}s`);
      await bringIntoView(page, '#payments');
      await expect.poll(state, { timeout: 5000 }).toEqual({ pending: false, revealed: true, opacity: '1' });
      // Away and back: the observer has seen each scroll once frames have passed, and a section
      // that stays revealed reads the same then, so one read each says it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await framesPass(page);
      expect(await state()).toEqual({ pending: false, revealed: true, opacity: '1' });
      await bringIntoView(page, '#payments');
      await framesPass(page);
      expect(await state()).toEqual({ pending: false, revealed: true, opacity: '1' });
    });
  });

  it('never hides what is on screen at load', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      await expect.poll(() => page.locator('#hero').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const hiddenOnScreen = await page
        .locator('.reveal-pending')
        .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().top < window.innerHeight).length);
      expect(hiddenOnScreen).toBe(0);
    });
  });
});

describe('with reduced motion', () => {
  const reduce = { reducedMotion: 'reduce' } as const;

  it('shows every section at once, with nothing waiting to be revealed', async ({ openSite }) => {
    await onHome(
      openSite,
      WIDTHS.pc,
      async (page) => {
        await expect.poll(() => page.locator('.reveal-pending').count()).toBe(0);
        for (const id of HOME_SECTION_IDS) {
          await expect.poll(() => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        }
      },
      reduce,
    );
  });

  it('advances no carousel on its own, each offering to start instead', async ({ openSite }) => {
    await onHome(
      openSite,
      WIDTHS.pc,
      async (page) => {
        await scrollThrough(page);
        for (const id of ['market-price', 'satisfaction', 'hero']) await hydrated(page, id);
        await leaveAlone(page);
        await expect.poll(() => page.getByRole('button', { name: '자동 넘김 시작하기' }).count()).toBe(3);
        await page.waitForTimeout(3500);
        for (const id of ['hero', 'market-price', 'satisfaction']) {
          expect(await msUntilAdvance(page, id, 0, 100)).toBeGreaterThanOrEqual(100);
        }
      },
      reduce,
    );
  });

  it('keeps the strips still and scrollable, without pause buttons', async ({ openSite }) => {
    await onHome(
      openSite,
      WIDTHS.mb,
      async (page) => {
        await bringIntoView(page, NAMES);
        expect(await moved(page, NAMES, 1000)).toBe(0);
        await expect.poll(() => page.locator(`${NAMES} [data-strip-toggle]`).isVisible()).toBe(false);
        const viewport = page.locator(`${NAMES} .viewport`);
        await expect.poll(() => viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
        await expect.poll(() => viewport.getAttribute('tabindex')).toBe('0');
      },
      reduce,
    );
  });
});
