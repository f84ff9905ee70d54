import type { Page } from 'playwright-core';

import { getHomePage } from '../../src/lib/content';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenSite } from '../support/browser-test';
import { ADVANCE_WINDOW_MS, hydrated, leaveAlone, msUntilAdvance, selectedSlide } from '../support/home';

async function onHome(openSite: OpenSite, width: number, run: (page: Page) => Promise<void>) {
  const { page, problems } = await openSite('/', { width });
  await run(page);
  expect(problems.consoleErrors).toEqual([]);
}

const carousel = (page: Page, sectionId: string) => page.locator(`#${sectionId} [aria-roledescription="carousel"]`);

describe('the hero carousel', () => {
  it('labels its three slides "1 / 3" … inside a named carousel region', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const region = page.getByRole('region', { name: '서비스 소개' });
      await expect.poll(() => region.getAttribute('aria-roledescription')).toBe('carousel');
      const labels = await region
        .locator('[role="group"][aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
      expect(labels).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    });
  });

  it('advances every 3 s and wraps from the last slide to the first', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await hydrated(page, 'hero');
      await leaveAlone(page);
      const [min, max] = ADVANCE_WINDOW_MS;
      for (const from of [0, 1]) {
        const ms = await msUntilAdvance(page, 'hero', from);
        expect(ms).toBeLessThan(max);
        if (from > 0) expect(ms).toBeGreaterThan(min);
        expect(await selectedSlide(page, 'hero')).toBe(from + 1);
      }
      await msUntilAdvance(page, 'hero', 2);
      expect(await selectedSlide(page, 'hero')).toBe(0);
    });
  });

  it('stops when paused and starts again when played', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.tablet, async (page) => {
      await hydrated(page, 'hero');
      await page.locator('#hero').getByRole('button', { name: '자동 넘김 멈추기' }).click();
      await leaveAlone(page);
      const before = await selectedSlide(page, 'hero');
      expect(await msUntilAdvance(page, 'hero', before, 4500)).toBeGreaterThanOrEqual(4500);
      await page.locator('#hero').getByRole('button', { name: '자동 넘김 시작하기' }).click();
      await leaveAlone(page);
      expect(await msUntilAdvance(page, 'hero', before)).toBeLessThan(ADVANCE_WINDOW_MS[1]);
    });
  });

  it('holds still while the pointer is over it and moves on after it leaves', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await hydrated(page, 'hero');
      await page.locator('#hero [aria-roledescription="slide"]').first().hover();
      expect(await msUntilAdvance(page, 'hero', 0, 4500)).toBeGreaterThanOrEqual(4500);
      await leaveAlone(page);
      expect(await msUntilAdvance(page, 'hero', 0)).toBeLessThan(ADVANCE_WINDOW_MS[1]);
    });
  });

  it('moves with the arrow keys while focus is inside', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      await hydrated(page, 'hero');
      await page.locator('#hero').getByRole('button', { name: '다음 슬라이드' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedSlide(page, 'hero'), { timeout: 5000 }).toBe(1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedSlide(page, 'hero'), { timeout: 5000 }).toBe(2);
    });
  });
});

describe.each([
  ['market-price', '시세 상품 화면'],
  ['satisfaction', '고객 만족도'],
])('the %s carousel', (sectionId, label) => {
  it('cycles through its three items every 3 s, with a pause button', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await hydrated(page, sectionId);
      await leaveAlone(page);
      await expect.poll(() => carousel(page, sectionId).getAttribute('aria-label')).toBe(label);
      await expect.poll(() => carousel(page, sectionId).locator('[aria-roledescription="slide"]').count()).toBe(3);
      await expect
        .poll(() => page.locator(`#${sectionId}`).getByRole('button', { name: '자동 넘김 멈추기' }).isVisible())
        .toBe(true);
      const [min, max] = ADVANCE_WINDOW_MS;
      await msUntilAdvance(page, sectionId, 0);
      for (const from of [1, 2]) {
        const ms = await msUntilAdvance(page, sectionId, from);
        expect(ms).toBeGreaterThan(min);
        expect(ms).toBeLessThan(max);
      }
      expect(await selectedSlide(page, sectionId)).toBe(0);
    });
  });
});

describe('the satisfaction block', () => {
  it('shows each rating with its title and grade from the CMS', async ({ openSite }) => {
    const home = await getHomePage();
    await onHome(openSite, WIDTHS.mb, async (page) => {
      const slides = carousel(page, 'satisfaction').locator('[aria-roledescription="slide"]');
      for (const [i, item] of home.satisfaction.items.entries()) {
        await expect.poll(() => slides.nth(i).textContent()).toContain(item.title);
        await expect.poll(() => slides.nth(i).textContent()).toContain(item.grade);
      }
    });
  });
});

describe('the testimonials carousel', () => {
  it('shows six testimonials, each with its business type and quote', async ({ openSite }) => {
    const home = await getHomePage();
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const slides = carousel(page, 'testimonials').locator('[aria-roledescription="slide"]');
      await expect.poll(() => slides.count()).toBe(6);
      for (const [i, item] of home.testimonials.items.entries()) {
        const text = (await slides.nth(i).textContent()) ?? '';
        expect(text).toContain(item.businessType);
        expect(text).toContain(item.quote);
      }
    });
  });

  it('moves with next, previous, the dots and the arrow keys', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.tablet, async (page) => {
      await hydrated(page, 'testimonials');
      const section = page.locator('#testimonials');
      await section.getByRole('button', { name: '다음 후기' }).click();
      await expect.poll(() => selectedSlide(page, 'testimonials'), { timeout: 5000 }).toBe(1);
      await section.getByRole('button', { name: '4번째 후기 보기' }).click();
      await expect.poll(() => selectedSlide(page, 'testimonials'), { timeout: 5000 }).toBe(3);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedSlide(page, 'testimonials'), { timeout: 5000 }).toBe(4);
      await section.getByRole('button', { name: '이전 후기' }).click();
      await expect.poll(() => selectedSlide(page, 'testimonials'), { timeout: 5000 }).toBe(3);
    });
  });

  it('moves only when asked: no timer and no pause button', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.mb, async (page) => {
      await hydrated(page, 'testimonials');
      await leaveAlone(page);
      await expect.poll(() => page.locator('#testimonials [data-carousel-toggle]').count()).toBe(0);
      expect(await msUntilAdvance(page, 'testimonials', 0, 4000)).toBeGreaterThanOrEqual(4000);
    });
  });
});
