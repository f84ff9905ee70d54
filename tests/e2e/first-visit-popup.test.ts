// The first-visit popup's rules, on a fixed clock in Korea time.
import type { Page } from 'playwright-core';

import { WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenPopupSite } from '../support/browser-test';
import { baseURL, pageReady, visit } from '../support/member-flows';
import { placePopup } from '../support/popup-placement';
import { readSeedPopup } from '../support/seed-popup';

const seedPopup = readSeedPopup();

/** The last second of the popup's last day in Seoul, and the first second after it. */
const lastMoment = new Date(`${seedPopup.lastDay}T23:59:59+09:00`);
const dayAfter = new Date(lastMoment.getTime() + 1000);

async function firstVisit(
  openPopupSite: OpenPopupSite,
  at: Date,
  {
    cookie = false,
    width = WIDTHS.pc,
    path = '/faq',
    before,
  }: { cookie?: boolean; width?: number; path?: string; before?: (page: Page) => Promise<void> } = {},
) {
  const returning = (page: Page) =>
    page.context().addCookies([{ name: 'ischeck', value: '1', domain: '127.0.0.1', path: '/' }]);
  return openPopupSite(path, {
    width,
    at,
    before: async (page) => {
      if (cookie) await returning(page);
      await before?.(page);
    },
  });
}

const popup = (page: Page) => page.getByRole('dialog', { name: seedPopup.title });

/**
 * Until <first-visit-popup> is defined and has decided, which it does as it starts (the build's
 * copy: no CDN is configured here). A popup that stays away is then away for good, so one read says it.
 */
const decided = (page: Page) => page.waitForFunction(() => customElements.get('first-visit-popup') !== undefined);

describe('the first-visit popup', () => {
  it('shows on the last day until 23:59:59 Korea time as a modal: focus on 닫기, the page behind inert', async ({
    openPopupSite,
  }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment);
    await popup(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('dialog:modal')?.getAttribute('aria-labelledby')))
      .toBe('first-visit-popup-title');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('닫기');
    // Behind the modal's backdrop the header's buttons are out of reach until the notice closes.
    const login = await page.getByRole('banner').getByRole('button', { name: '로그인' }).boundingBox();
    const center = { x: login!.x + login!.width / 2, y: login!.y + login!.height / 2 };
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, center);
    expect(hit).toBe('DIALOG');
    await popup(page).getByRole('button', { name: '닫기' }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).waitFor();
  });

  it('steps aside while the login dialog is open and comes back when it closes', async ({ openPopupSite }) => {
    // A /user page opens the login dialog by itself for a guest; staff have named it for the notice.
    const { page } = await firstVisit(openPopupSite, lastMoment, {
      path: '/user/inquiry',
      before: (page) => placePopup(page, '/user/inquiry', { placement: 'routes', routes: ['/user/inquiry'] }),
    });
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    await popup(page).waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '닫기' }).click();
    await popup(page).waitFor();
  });

  it('is gone from 00:00 Korea time the day after (still the last day in UTC)', async ({ openPopupSite }) => {
    expect(dayAfter.toISOString().slice(0, 10)).toBe(seedPopup.lastDay);
    const { page } = await firstVisit(openPopupSite, dayAfter);
    await decided(page);
    expect(await popup(page).count()).toBe(0);
  });

  it('stays hidden while the ischeck cookie is set', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment, { cookie: true });
    await decided(page);
    expect(await popup(page).count()).toBe(0);
  });

  it('닫기 hides it for now (it returns on the next page)', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment);
    await popup(page).getByRole('button', { name: '닫기' }).click();
    await popup(page).waitFor({ state: 'detached' });
    await visit(page, '/privacy');
    await popup(page).waitFor();
  });

  it.for([
    ['on 닫기, where it starts', (page: Page) => popup(page).getByRole('button', { name: '닫기' }).focus()],
    ['outside the card, after a click on the dimmed page', (page: Page) => page.mouse.click(5, 300)],
  ] as const)(
    'Escape closes it with focus %s, and focus goes to the main content',
    async ([_where, arrange], { openPopupSite }) => {
      const { page } = await firstVisit(openPopupSite, lastMoment, { width: WIDTHS.mb });
      await popup(page).waitFor();
      await arrange(page);
      await page.keyboard.press('Escape');
      await popup(page).waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    },
  );

  it('확인 without a link closes it and leaves the visitor on the page', async ({ openPopupSite }) => {
    expect(seedPopup.link).toBeUndefined();
    const { page } = await firstVisit(openPopupSite, lastMoment);
    await popup(page).getByRole('button', { name: '확인' }).click();
    await popup(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/faq');
  });

  it('확인 follows the link staff set', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment, {
      before: (page) => placePopup(page, '/faq', { link: '/talk' }),
    });
    await popup(page).getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${baseURL()}/talk`);
  });

  it('오늘 하루 보지 않기 sets ischeck for one day, site-wide and SameSite=Lax, and hides it', async ({
    openPopupSite,
  }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment);
    const before = Date.now() / 1000;
    await popup(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await popup(page).waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ischeck');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.expires).toBeGreaterThan(before + 86_400 - 60);
    expect(cookie?.expires).toBeLessThan(before + 86_400 + 60);
    await page.reload();
    await pageReady(page);
    await decided(page);
    expect(await popup(page).count()).toBe(0);
  });
});

describe('where the first-visit popup shows', () => {
  it.for(['/down', '/login', '/user/write', '/counsel/business', '/user/loading', '/user/inquiry', '/user/account'])(
    'stays off %s by default, on a first visit on its last day',
    async (path, { openPopupSite }) => {
      const { page } = await firstVisit(openPopupSite, lastMoment, { path, width: WIDTHS.mb });
      await pageReady(page);
      // The build leaves it out of the page: nothing to decide later, so one read says it.
      expect(await page.locator('first-visit-popup').count()).toBe(0);
      expect(await popup(page).count()).toBe(0);
    },
  );

  it('on chosen routes, shows on a route staff chose', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment, {
      before: (page) => placePopup(page, '/faq', { placement: 'routes', routes: ['/faq', '/talk'] }),
    });
    await decided(page);
    await popup(page).waitFor();
  });

  it('on chosen routes, stays off a page staff did not choose', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment, {
      before: (page) => placePopup(page, '/faq', { placement: 'routes', routes: ['/talk'] }),
    });
    await decided(page);
    await popup(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelector('dialog:modal'))).toBeNull();
  });

  it('on a protected page, shows when staff name it', async ({ openPopupSite }) => {
    const { page } = await firstVisit(openPopupSite, lastMoment, {
      path: '/down',
      before: (page) => placePopup(page, '/down', { placement: 'routes', routes: ['/down'] }),
    });
    await popup(page).waitFor();
  });
});
