// A shop PC is shared: whatever way a member's session ends, in any tab, what they typed and
// their stored session are gone from the browser (docs/product.md#auth-state).
import type { Page } from 'playwright-core';

import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/session-peek';
import { describe, expect, it } from '../support/browser-test';
import { authButton, baseURL, KIM, signIn, visit } from '../support/member-flows';

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sodam-pos-draft:')));
const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);

async function typePartnershipDraft(page: Page): Promise<void> {
  await page.goto(`${baseURL()}/counsel/business`, { waitUntil: 'networkidle' });
  const name = page.getByRole('main').getByLabel(/^이름/);
  await name.fill('김민준');
  await page
    .getByRole('main')
    .getByLabel(/^연락처/)
    .pressSequentially('01023456789');
  await expect.poll(() => drafts(page)).toEqual(['sodam-pos-draft:business-inquiry']);
}

describe('every sign-out leaves nothing of the member behind', () => {
  it('a sign-out in another tab empties this tab’s draft and form', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    await typePartnershipDraft(page);
    const other = await page.context().newPage();
    await other.goto(`${baseURL()}/faq`, { waitUntil: 'networkidle' });
    await authButton(other).filter({ hasText: '로그아웃' }).click();
    await authButton(other).filter({ hasText: '로그인' }).waitFor();
    await expect.poll(() => drafts(page)).toEqual([]);
    await expect.poll(() => page.getByRole('main').getByLabel(/^이름/).inputValue()).toBe('');
    await authButton(page).filter({ hasText: '로그인' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByLabel(/^연락처/)
          .inputValue(),
      )
      .toBe('');
  });

  it('a session the server no longer accepts is forgotten with the draft on the next page', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    await typePartnershipDraft(page);
    // The refresh token is revoked (a session time-box or inactivity timeout ends it this way)
    // and the access token has run out: supabase-js learns it on the next page.
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...session, refresh_token: 'revoked', expires_at: 1 }));
    }, AUTH_STORAGE_KEY);
    await page.goto(`${baseURL()}/user/inquiry`, { waitUntil: 'networkidle' });
    await expect.poll(() => storedSession(page)).toBeNull();
    await expect.poll(() => drafts(page)).toEqual([]);
    // Read once the form's code has run (pageReady): before it, the field is empty on any page.
    await visit(page, '/counsel/business');
    expect(await page.getByRole('main').getByLabel(/^이름/).inputValue()).toBe('');
  });
});
