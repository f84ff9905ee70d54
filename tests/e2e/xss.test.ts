// Script text a member types into an inquiry, or staff type into its answer,
// is shown as text on /user/inquiry and never runs.

import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/session-peek';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { newAccount, signIn, staff, visit } from '../support/member-flows';

const HOSTILE = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';

describe('hostile text in an inquiry', () => {
  it('its content and the staff answer are shown literally on /user/inquiry, and nothing runs', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq', { width: WIDTHS.mb });
    await signIn(page, 'kakao', newAccount('스크립트'));
    const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    const userId = (JSON.parse(stored ?? '{}') as { user?: { id?: string } }).user?.id;
    expect(userId).toBeTruthy();
    // Staff write the answer, as the dashboard does with the service role.
    await staff('inquiries', {
      method: 'POST',
      body: {
        user_id: userId,
        name: '홍길동',
        tel: '010-2345-6789',
        sector: '<b>카페</b>',
        content: HOSTILE,
        privacy_consent: true,
        answer: `답변: ${HOSTILE}`,
        answered_at: new Date().toISOString(),
        status: '답변완료',
      },
    });
    await visit(page, '/user/inquiry');
    const card = page.getByRole('main').getByRole('listitem').first();
    await card.getByRole('button').click();
    await card.getByText(`답변: ${HOSTILE}`, { exact: true }).waitFor();
    await expect.poll(() => card.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThan(0);
    // Time for an injected handler to have run (an image's error event comes after its request);
    // what follows are claims that something never happened, so each is one read.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // No element made from the text: Astro's own island loaders are the only inline scripts.
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.locator('main script', { hasText: '__xss' }).count()).toBe(0);
    expect(await page.evaluate(() => document.querySelector('main')?.innerHTML.includes('<script>window.__xss'))).toBe(
      false,
    );
  });
});
