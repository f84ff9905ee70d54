import { inject } from 'vitest';

import { TOAST_DURATION_MS } from '../../src/stores/toast';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { holdClock } from '../support/clock';
import { visit } from '../support/member-flows';

const baseURL = inject('baseURL');

describe('the page frame', () => {
  it('opens the login dialog from 로그인, traps it, closes on Escape and returns focus', async ({ openSite }) => {
    const { page } = await openSite('/faq', { width: WIDTHS.pc });
    const login = page.getByRole('button', { name: '로그인' }).first();
    await login.click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.waitFor({ state: 'visible' });
    for (const name of ['카카오 로그인', '네이버 로그인', 'Google 계정으로 로그인', '닫기']) {
      await expect.poll(() => dialog.getByRole('button', { name }).isVisible()).toBe(true);
    }
    // Tabbing many times never leaves the dialog.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('로그인');
  });

  it('shows a toast and removes it after 2 seconds', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    // Offline for supabase-js: signing in then fails with a toast instead of leaving the page.
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('supabase-js')) await route.abort('internetdisconnected');
      else await route.fulfill({ response, body });
    });
    // The page's clock, so the toast's two seconds are counted, not waited out and timed.
    await page.clock.install();
    await visit(page, '/faq');
    await page.getByRole('button', { name: '로그인' }).first().click();
    // Held before the toast is asked for, so that only the clock moves its two seconds on.
    await holdClock(page);
    await page.getByRole('button', { name: '카카오 로그인' }).click();
    const toast = page.getByRole('status').locator('p');
    await toast.waitFor({ state: 'visible' });
    await page.clock.runFor(TOAST_DURATION_MS - 50);
    // Only the held clock moves the toast on, so one read says it is still up.
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await toast.waitFor({ state: 'detached' });
  });

  it('links the footer to the privacy policy in a new tab and floats a chat button', async ({ openSite }) => {
    const { page } = await openSite('/', { width: WIDTHS.tablet });
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: /개인정보처리방침/ });
    expect(await privacy.getAttribute('href')).toBe('/privacy');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    for (const term of ['상호', '대표자', '사업자등록번호', '주소', '고객센터']) {
      await expect.poll(() => page.getByRole('contentinfo').getByText(term, { exact: true }).count()).toBe(1);
    }
    const chat = page.getByRole('link', { name: /채팅 상담/ });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('replaces a header whose code fails to load with a Korean notice', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.pc);
    await page.route(/site-header\.[^/]+\.js/, (route) => route.abort());
    await page.goto(`${baseURL}/faq`);
    const notice = page.getByRole('alert').filter({ hasText: '화면 일부를 불러오지 못했습니다' });
    await notice.waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => notice.getByRole('button', { name: '새로고침' }).isVisible()).toBe(true);
  });
});
