// Issue 7 item 7: the first-visit popup's rules, on a fixed clock in Korea time.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, WIDTHS } from '../../tools/browser';
import { baseURL } from '../support/member-flows';
import { readSeedDocs } from '../support/seed-docs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const seedPopup = readSeedDocs().find((doc) => doc._id === 'firstVisitPopup') as unknown as {
  title: string;
  link: string;
  lastDay: string;
};

/** The last second of the popup's last day in Seoul, and the first second after it. */
const lastMoment = new Date(`${seedPopup.lastDay}T23:59:59+09:00`);
const dayAfter = new Date(lastMoment.getTime() + 1000);

async function visit(at: Date, { cookie = false, width = WIDTHS.pc as number, path = '/faq' } = {}) {
  const site = await openPage(browser, width, {}, { showFirstVisitPopup: true });
  if (cookie) await site.page.context().addCookies([{ name: 'ischeck', value: '1', domain: '127.0.0.1', path: '/' }]);
  await site.page.clock.setFixedTime(at);
  await site.page.goto(`${baseURL()}${path}`, { waitUntil: 'networkidle' });
  return site;
}

const popup = (page: Page) => page.getByRole('dialog', { name: seedPopup.title });

describe('the first-visit popup', () => {
  it('shows on the last day until 23:59:59 Korea time as a modal: focus on 닫기, the page behind inert', async () => {
    const { page, close } = await visit(lastMoment);
    try {
      await popup(page).waitFor();
      await expect(
        page.evaluate(() => document.querySelector('dialog:modal')?.getAttribute('aria-labelledby')),
      ).resolves.toBe('first-visit-popup-title');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('닫기');
      // Behind the modal's backdrop the header's buttons are out of reach until the notice closes.
      const login = await page.getByRole('banner').getByRole('button', { name: '로그인' }).boundingBox();
      const center = { x: login!.x + login!.width / 2, y: login!.y + login!.height / 2 };
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, center);
      expect(hit).toBe('DIALOG');
      await popup(page).getByRole('button', { name: '닫기' }).click();
      await page.getByRole('banner').getByRole('button', { name: '로그인' }).waitFor();
    } finally {
      await close();
    }
  });

  it('steps aside while the login dialog is open and comes back when it closes', async () => {
    // A /user page opens the login dialog by itself for a guest.
    const { page, close } = await visit(lastMoment, { path: '/user/inquiry' });
    try {
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
      await popup(page).waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '닫기' }).click();
      await popup(page).waitFor();
    } finally {
      await close();
    }
  });

  it('is gone from 00:00 Korea time the day after (still the last day in UTC)', async () => {
    expect(dayAfter.toISOString().slice(0, 10)).toBe(seedPopup.lastDay);
    const { page, close } = await visit(dayAfter);
    try {
      await page.waitForTimeout(500);
      await expect(popup(page).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('stays hidden while the ischeck cookie is set', async () => {
    const { page, close } = await visit(lastMoment, { cookie: true });
    try {
      await page.waitForTimeout(500);
      await expect(popup(page).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('닫기 hides it for now (it returns on the next page)', async () => {
    const { page, close } = await visit(lastMoment);
    try {
      await popup(page).getByRole('button', { name: '닫기' }).click();
      await popup(page).waitFor({ state: 'detached' });
      await page.goto(`${baseURL()}/privacy`, { waitUntil: 'networkidle' });
      await popup(page).waitFor();
    } finally {
      await close();
    }
  });

  it.each([
    ['on 닫기, where it starts', (page: Page) => popup(page).getByRole('button', { name: '닫기' }).focus()],
    ['outside the card, after a click on the dimmed page', (page: Page) => page.mouse.click(5, 300)],
  ])('Escape closes it with focus %s, and focus goes to the main content', async (_where, arrange) => {
    const { page, close } = await visit(lastMoment, { width: WIDTHS.mb });
    try {
      await popup(page).waitFor();
      await arrange(page);
      await page.keyboard.press('Escape');
      await popup(page).waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    } finally {
      await close();
    }
  });

  it('확인 follows its link', async () => {
    const { page, close } = await visit(lastMoment);
    try {
      await popup(page).getByRole('button', { name: '확인' }).click();
      await page.waitForURL(`${baseURL()}${seedPopup.link}`);
    } finally {
      await close();
    }
  });

  it('오늘 하루 보지 않기 sets ischeck for one day, site-wide and SameSite=Lax, and hides it', async () => {
    const { page, close } = await visit(lastMoment);
    try {
      const before = Date.now() / 1000;
      await popup(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await popup(page).waitFor({ state: 'detached' });
      const cookie = (await page.context().cookies()).find((c) => c.name === 'ischeck');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.expires).toBeGreaterThan(before + 86_400 - 60);
      expect(cookie?.expires).toBeLessThan(before + 86_400 + 60);
      await page.reload({ waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await expect(popup(page).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});
