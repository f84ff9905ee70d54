// The /user gate's guest notice is decided before the first paint (src/islands/member/
// guest-pre-paint.ts), so it never pushes the page's form down once the island has loaded.
import type { Page } from 'playwright-core';

import { FINDING_INQUIRY_PAGE } from '../../src/lib/messages';
import { BUDGETS } from '../../tools/perf/budgets';
import { describe, expect, it } from '../support/browser-test';
import { baseURL, KIM, visit } from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

const { guestNotice: GUEST_NOTICE } = seedSiteCopy();
const BUNDLES = /\/_astro\/.*\.js$/;

/**
 * A /user page as the server sent it, read by `read`: the bundles stay refused until it is done,
 * so only the inline scripts run. Let through right after the load, a bundle the page asks for
 * later (at idle, late on a busy machine) would start the gate while `read` still looked.
 */
async function beforeAnyBundle(page: Page, path: string, read: () => Promise<void>): Promise<void> {
  await page.route(BUNDLES, (route) => route.abort());
  try {
    await page.goto(`${baseURL()}${path}`);
    await read();
  } finally {
    await page.unroute(BUNDLES);
  }
}

/** The page's layout shifts so far, as CLS adds them up (shifts right after input excluded). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all means nothing moved; the observer is not called then.
        setTimeout(() => resolve(0), 500);
      }),
  );

describe('the /user guest notice', () => {
  it('is in the first paint for a guest', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await beforeAnyBundle(page, '/user/write', async () => {
      await expect.poll(() => page.getByRole('region', { name: GUEST_NOTICE.title }).isVisible()).toBe(true);
    });
    // Nor does a guest's first paint hold the member's waiting line, which would go away later.
    await beforeAnyBundle(page, '/user/loading', async () => {
      await expect.poll(() => page.getByRole('region', { name: GUEST_NOTICE.title }).isVisible()).toBe(true);
      expect(await page.getByText(FINDING_INQUIRY_PAGE).isVisible()).toBe(false);
    });
  });

  it.for(['/user/write', '/user/inquiry', '/user/loading'])(
    'moves nothing on %s when the gate decides',
    async (path, { openSite }) => {
      const { page } = await openSite(path, { width: 375 });
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
      await expect.poll(() => page.getByRole('region', { name: GUEST_NOTICE.title }).isVisible()).toBe(true);
      // The shifts so far, added up: a measurement, read once.
      expect(await layoutShift(page)).toBeLessThanOrEqual(BUDGETS.cls);
    },
  );

  it('is never shown to a browser that holds a session, and goes once the member is known', async ({
    openMemberSite,
  }) => {
    const { page } = await openMemberSite('/faq', { provider: 'kakao', as: { existing: KIM.name } });
    // With no bundle, the notice stays in the page (its heading is there) but is never shown.
    await beforeAnyBundle(page, '/user/write', async () => {
      await expect.poll(() => page.locator('#guest-notice-title').count()).toBe(1);
      expect(await page.getByRole('region', { name: GUEST_NOTICE.title }).isVisible()).toBe(false);
    });
    await beforeAnyBundle(page, '/user/loading', async () => {
      await expect.poll(() => page.getByText(FINDING_INQUIRY_PAGE).isVisible()).toBe(true);
    });
    await visit(page, '/user/write');
    await page.locator('#guest-notice-title').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('dialog', { name: '로그인' }).isVisible()).toBe(false);
  });
});
