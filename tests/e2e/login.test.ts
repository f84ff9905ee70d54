// Signing in with each provider through the local stack, returning to
// the page the person started on, the header following the session, reload and logout.

import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/session-peek';
import { describe, expect, it } from '../support/browser-test';
import {
  answerSignInPage,
  authButton,
  baseURL,
  chooseProvider,
  KIM,
  LEE,
  newAccount,
  pageReady,
  recordSiteErrors,
  signIn,
} from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

const { guestNotice: GUEST_NOTICE, dialogs } = seedSiteCopy();
const LOGIN_REASON_MEMBER_AREA = dialogs.memberAreaReason;

describe('signing in', () => {
  it.for([
    ['kakao', KIM.name, '/faq'],
    ['google', LEE.name, '/counsel/business'],
  ] as const)(
    'with %s returns to the starting page, signed in, and the header says 로그아웃',
    async ([provider, name, start], { openSite }) => {
      const { page } = await openSite(start);
      const errors = recordSiteErrors(page);
      await expect.poll(() => authButton(page).innerText()).toBe('로그인');
      await signIn(page, provider, { existing: name });
      expect(new URL(page.url()).pathname).toBe(start);
      await expect.poll(() => authButton(page).innerText()).toBe('로그아웃');
      expect(errors).toEqual([]);
    },
  );

  it('with Naver goes through the stand-in and the naver-auth function, and returns to the starting page', async ({
    openSite,
  }) => {
    const { page } = await openSite('/down');
    await signIn(page, 'naver', newAccount('네이버회원'));
    expect(new URL(page.url()).pathname).toBe('/down');
    const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    expect(
      (JSON.parse(stored ?? '{}') as { user: { app_metadata: { provider: string } } }).user.app_metadata.provider,
    ).toBe('naver');
  });

  it('hydrates the dialogs only when 로그인 first asks for one, from a header that is no island', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq');
    const island = (name: string) => page.locator(`astro-island[component-url*="/${name}."]`);
    // The header is plain DOM (<site-header>): no island of its own, and none around it.
    await expect.poll(() => page.locator('header astro-island').count()).toBe(0);
    await expect.poll(() => island('SiteHeader').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => customElements.get('site-header') !== undefined)).toBe(true);
    // Astro drops an island's ssr attribute once it hydrates: the dialogs, the toast and the
    // loading overlay have not.
    for (const layer of ['ModalLayer', 'ToastLayer', 'LoadingOverlay'])
      await expect.poll(() => island(layer).getAttribute('ssr')).toBe('');
    await authButton(page).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    await expect.poll(() => island('ModalLayer').getAttribute('ssr')).toBeNull();
    await expect.poll(() => island('ToastLayer').getAttribute('ssr')).toBe('');
  });

  it('keeps the session across a reload', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    await page.reload();
    await pageReady(page);
    await expect.poll(() => authButton(page).innerText()).toBe('로그아웃');
  });

  it('로그아웃 signs out of Supabase and the header goes back to 로그인, also after a reload', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'google', { existing: LEE.name });
    const logout = page.waitForRequest((request) => request.url().includes('/auth/v1/logout'));
    await authButton(page).click();
    await logout;
    await authButton(page).filter({ hasText: '로그인' }).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.reload();
    await pageReady(page);
    await expect.poll(() => authButton(page).innerText()).toBe('로그인');
  });
});

// The messages of docs/product.md#messages.
describe('sign-in failures', () => {
  it('a Naver sign-up with an e-mail that belongs to a Kakao member says so, and offers a way back', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq');
    await authButton(page).click();
    await chooseProvider(page, 'naver');
    await answerSignInPage(page, { name: '김민준', email: KIM.email });
    await page.getByRole('alert').filter({ hasText: '다른 방법으로 가입된 이메일입니다' }).waitFor();
    // The toast's island hydrates on demand, and without the header island its React chunks
    // (@nanostores/react, useHydrated) are no longer loaded beforehand: it may trail the alert.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '다른 방법으로 가입된 이메일입니다' }).count())
      .toBe(1);
    expect(await page.getByRole('link', { name: '이전 페이지로 돌아가기' }).getAttribute('href')).toBe('/faq');
    await expect.poll(() => authButton(page).innerText()).toBe('로그인');
  });

  it('cancelling at Kakao tells the person and keeps them signed out', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await authButton(page).click();
    await chooseProvider(page, 'kakao');
    await answerSignInPage(page, 'cancel');
    await page.getByRole('alert').filter({ hasText: '로그인을 취소했습니다.' }).waitFor();
    await page.getByRole('button', { name: '다시 로그인하기' }).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
  });

  it('a Google failure is only logged, and the person is back where they started', async ({ openSite }) => {
    const { page } = await openSite('/counsel/business');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await authButton(page).click();
    await chooseProvider(page, 'google');
    await answerSignInPage(page, 'cancel');
    await page.waitForURL(`${baseURL()}/counsel/business`);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(warnings.some((text) => text.includes('[login] google sign-in failed'))).toBe(true);
  });

  it('a callback whose Naver state this tab never sent is refused', async ({ openSite }) => {
    const { page } = await openSite('/login?code=forged&state=not-ours');
    await page.getByRole('alert').filter({ hasText: '로그인 요청이 만료되었습니다' }).waitFor();
    expect(await page.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });
});

describe('the login dialog', () => {
  it.for(['/user/inquiry', '/user/write', '/user/loading'])(
    'on %s says why it asks, and closing it leaves the guest on the page with why, the way to log in and other ways to get in touch',
    async (path, { openSite }) => {
      const { page } = await openSite(path);
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await dialog.getByText(LOGIN_REASON_MEMBER_AREA).waitFor();
      await dialog.getByRole('button', { name: '닫기' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      const notice = page.getByRole('region', { name: GUEST_NOTICE.title });
      await notice.getByText(GUEST_NOTICE.why).waitFor();
      await expect
        .poll(() => notice.getByRole('link', { name: GUEST_NOTICE.business }).getAttribute('href'))
        .toBe('/counsel/business');
      await expect
        .poll(() => notice.getByRole('link', { name: /^\d{2,4}-\d{3,4}(-\d{4})?$/ }).getAttribute('href'))
        .toMatch(/^tel:\d+$/);
      // No word of moving on while nobody is signed in.
      await expect.poll(() => page.getByText('이동하고 있습니다').count()).toBe(0);
      await notice.getByRole('button', { name: GUEST_NOTICE.login }).click();
      await dialog.waitFor();
    },
  );

  it('closing it elsewhere stays on the page', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await authButton(page).click();
    await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '닫기' }).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/faq');
  });
});
