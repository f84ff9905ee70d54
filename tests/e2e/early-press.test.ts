// A press on an element before its code has arrived is answered once the code is in
// (src/layouts/early-presses.ts): a shop owner tapping the menu on a busy phone never has to tap
// twice. The element's code is held back by the test, so the press surely comes first.
import { inject } from 'vitest';

import { describe, expect, it } from '../support/browser-test';

const baseURL = inject('baseURL');

describe('a press before the code', () => {
  it.for([375, 1024] as const)(
    'at %i px the menu tapped before the header’s code opens once it arrives',
    async (width, { openPage }) => {
      const { page } = await openPage(width);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/site-header.*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseURL}/faq`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-first-screen]', { state: 'attached' });
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      // Held back by the route above, so this cannot change until released: one read says it.
      expect(await page.evaluate(() => customElements.get('site-header') === undefined)).toBe(true);
      release();
      await page.getByRole('dialog', { name: '전체 메뉴' }).waitFor({ state: 'visible' });
      // Once, not twice: the menu stays open (a second replayed press would close it).
      await page.waitForLoadState('networkidle');
      // Still open after the page has settled: a retry would pass before a second press could land.
      expect(await page.getByRole('dialog', { name: '전체 메뉴' }).isVisible()).toBe(true);
    },
  );
});
