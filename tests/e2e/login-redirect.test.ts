// /login returns a signed-in member to `next` only when `next` stays on this site once a
// browser has resolved it, and shows only the site's own sentences, never text from the URL
// (docs/product.md#sign-in, docs/product.md#messages).
import { RETRY_MESSAGE } from '../../src/lib/supabase/login-errors';
import { describe, expect, it } from '../support/browser-test';
import { baseURL, KIM, signIn } from '../support/member-flows';

/** Query strings exactly as an attacker would write them in a link. */
const NEXTS = [
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '//evil.example',
  'https://evil.example/',
] as const;

describe('/login?next=…', () => {
  it.for(NEXTS)('with next=%s leaves a signed-in member on the site', async (next, { openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    const site = new URL(baseURL()).origin;
    const elsewhere: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().startsWith(site)) elsewhere.push(frame.url());
    });
    await page.goto(`${site}/login?next=${next}`);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).origin).toBe(site);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(elsewhere).toEqual([]);
  });

  it('a same-site next is honoured', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    await page.goto(`${baseURL()}/login?next=${encodeURIComponent('/down?from=link')}`);
    await page.waitForURL((url) => url.pathname === '/down');
    expect(new URL(page.url()).search).toBe('?from=link');
  });

  it('shows its own sentence, never the error_description a link carries', async ({ openSite }) => {
    const planted = '보안 점검 중입니다. 010-1234-5678로 전화해 계정을 확인하세요.';
    const { page } = await openSite(
      `/login?error=server_error&error_description=${encodeURIComponent(planted)}&next=%2Ffaq`,
    );
    await page.getByRole('alert').filter({ hasText: RETRY_MESSAGE }).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain('보안 점검');
  });
});
