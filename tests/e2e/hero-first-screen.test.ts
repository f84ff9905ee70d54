// The home page's primary call to action ("사용 문의하기") is on the first screen of every
// common phone and desktop: a visitor sees it without scrolling, whole and uncovered, before and
// after the carousel starts. On a 390 × 664 phone the hero picture used to push it below the fold.
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';

import { getHomePage } from '../../src/lib/content';
import { describe, expect, it } from '../support/browser-test';

const baseURL = inject('baseURL');

/** Viewports as browsers report them, browser bars taken off: small and common phones, tablets, desktops. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 664 },
  { width: 412, height: 780 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

let label = '';
beforeAll(async () => {
  label = (await getHomePage()).usageCtaLabel;
});

/** Where the call to action a visitor can press is, and whether it is the element under its centre. */
function primaryCta(page: Page, name: string) {
  return page.evaluate((text) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#hero a')].filter(
      (link) => link.textContent?.trim() === text && !link.closest('[inert]') && link.checkVisibility(),
    );
    return links.map((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        onTop: Boolean(hit && link.contains(hit)),
      };
    });
  }, name);
}

describe.each(SCREENS)('at $width × $height', (screen) => {
  it('shows the one primary call to action whole on the first screen, uncovered, before and after the carousel starts', async ({
    openPage,
  }) => {
    const { page } = await openPage(screen.width, { viewport: screen });
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    for (const moment of ['as served', 'started']) {
      if (moment === 'started') await page.locator('hero-carousel[data-started]').waitFor({ state: 'attached' });
      const ctas = await primaryCta(page, label);
      expect(ctas, moment).toHaveLength(1);
      const [cta] = ctas;
      expect(cta!.top, moment).toBeGreaterThanOrEqual(0);
      expect(cta!.bottom, moment).toBeLessThanOrEqual(screen.height);
      expect([cta!.left >= 0, cta!.right <= screen.width], moment).toEqual([true, true]);
      expect(cta!.onTop, moment).toBe(true);
    }
  });
});
