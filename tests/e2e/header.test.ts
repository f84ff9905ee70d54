import type { Page } from 'playwright-core';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenSite } from '../support/browser-test';

async function withPage(openSite: OpenSite, width: number, run: (page: Page) => Promise<void>) {
  const { page, problems } = await openSite('/faq', { width });
  await run(page);
  expect(problems.consoleErrors).toEqual([]);
}

describe('desktop header (1440 px)', () => {
  it('shows the five menu items and hides the hamburger', async ({ openSite }) => {
    await withPage(openSite, WIDTHS.pc, async (page) => {
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      await expect.poll(() => nav.isVisible()).toBe(true);
      const labels = await nav.locator(':scope > ul > li > :is(a, button)').allInnerTexts();
      expect(labels.map((l) => l.trim())).toEqual(['알림톡', '업종별 POS', '다운로드', 'FAQ', '문의하기']);
      expect(await nav.getByRole('link', { name: '알림톡' }).getAttribute('href')).toBe('/talk');
      await expect.poll(() => page.getByRole('button', { name: '메뉴 열기' }).isVisible()).toBe(false);
    });
  });

  it('opens the 문의하기 sub-menu on hover with 상담 문의 → /user/loading and 제휴 문의 → /counsel/business', async ({
    openSite,
  }) => {
    await withPage(openSite, WIDTHS.pc, async (page) => {
      // The header's own link (the FAQ page also has a 상담 문의 남기기 button).
      const sub = page.locator('header').getByRole('link', { name: '상담 문의', exact: true });
      await expect.poll(() => sub.isVisible()).toBe(false);
      await page.getByRole('button', { name: '문의하기' }).hover();
      await sub.waitFor({ state: 'visible' });
      expect(await sub.getAttribute('href')).toBe('/user/loading');
      expect(
        await page.locator('header').getByRole('link', { name: '제휴 문의', exact: true }).getAttribute('href'),
      ).toBe('/counsel/business');
      await page.mouse.move(5, 600);
      await sub.waitFor({ state: 'hidden' });
    });
  });

  it('opens the sub-menu from the keyboard and closes it with Escape', async ({ openSite }) => {
    await withPage(openSite, WIDTHS.pc, async (page) => {
      const toggle = page.getByRole('button', { name: '문의하기' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    });
  });
});

describe.each([
  ['tablet', WIDTHS.tablet],
  ['mobile', WIDTHS.mb],
])('%s header', (_mode, width) => {
  it('hides the desktop menu and opens the panel from the hamburger, focusing its close icon', async ({ openSite }) => {
    await withPage(openSite, width, async (page) => {
      await expect.poll(() => page.getByRole('navigation', { name: '주 메뉴' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      const panel = page.getByRole('dialog', { name: '전체 메뉴' });
      await panel.waitFor({ state: 'visible' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('메뉴 닫기');
      await page.getByRole('button', { name: '메뉴 닫기' }).click();
      await panel.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('메뉴 열기');
    });
  });

  it('toggles the sub-list from the 4th item, 문의하기, with 상담 문의 → /user/inquiry', async ({ openSite }) => {
    await withPage(openSite, width, async (page) => {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      const items = page.getByRole('navigation', { name: '모바일 메뉴' }).locator(':scope > ul > li > :is(a, button)');
      await expect.poll(() => items.nth(3).innerText()).toBe('문의하기');
      const sub = page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '상담 문의' });
      await expect.poll(() => sub.isVisible()).toBe(false);
      await items.nth(3).click();
      await sub.waitFor({ state: 'visible' });
      expect(await sub.getAttribute('href')).toBe('/user/inquiry');
      await items.nth(3).click();
      await sub.waitFor({ state: 'hidden' });
    });
  });

  it('closes with Escape', async ({ openSite }) => {
    await withPage(openSite, width, async (page) => {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      const panel = page.getByRole('dialog', { name: '전체 메뉴' });
      await panel.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    });
  });

  it('navigates from a menu item and arrives with the menu closed', async ({ openSite }) => {
    await withPage(openSite, width, async (page) => {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '다운로드' }).click();
      await page.waitForURL(/\/down\/?$/);
      await expect.poll(() => page.getByRole('dialog', { name: '전체 메뉴' }).isVisible()).toBe(false);
      await expect
        .poll(() => page.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded'))
        .toBe('false');
    });
  });
});
