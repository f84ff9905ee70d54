// Every control the INP benchmark presses (inp.ts), route by route: the menu and its sub-menu,
// tabs, the open-license items, an FAQ question and search typing, carousel buttons and pause,
// form typing and consent boxes, dialogs opened and closed, the /talk toggles, and a press made
// before the page's code has loaded. Selectors are the markup's own hooks (ids, data-* and
// labels the code keeps), so copy edits in the CMS do not break them. A press is a finger's tap
// on the middle of the control, sent as touches through the DevTools protocol, and typing is keys
// sent the same way: the input a visitor's phone gives the page, not a script's element.click().
import type { Locator, Page } from 'playwright-core';

import { LANDING_ROUTES } from '../routes.ts';

export interface Press {
  name: string;
  act: (page: Page) => Promise<void>;
}

export interface RoutePresses {
  route: string;
  /** Pressed right after the document arrives, before the page's code has started. */
  early?: Press;
  presses: Press[];
}

/**
 * Brings the control on screen and lets the scroll's own frames pass, then taps its middle. The
 * tap lands wherever the page is in its frame, as a finger's does; nothing hovers first.
 */
export async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.waitFor({ state: 'visible' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box to tap');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await control.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]);
  if (!hit) throw new Error('something covers the middle of the control');
  await page.touchscreen.tap(x, y);
}

const click = (name: string, selector: string): Press => ({
  name,
  act: (page) => tap(page, page.locator(selector).first()),
});

const type = (name: string, selector: string, text: string): Press => ({
  name,
  act: async (page) => {
    await tap(page, page.locator(selector).first());
    await page.keyboard.type(text, { delay: 80 });
  },
});

/** An island's control, pressed once the island has hydrated (Astro drops `ssr` then). */
const islandClick = (name: string, island: string, selector: string): Press => ({
  name,
  act: async (page) => {
    const root = page.locator(`astro-island[component-url*="/${island}."]`).first();
    await root.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (url) => document.querySelector(`astro-island[component-url*="/${url}."]:not([ssr])`) !== null,
      island,
    );
    await tap(page, root.locator(selector).first());
  },
});

const MENU: Press[] = [
  click('menu: open', '[data-menu-toggle]'),
  click('menu: sub-menu', '[data-menu-sub-toggle]'),
  click('menu: close', '[data-menu-close]'),
];

const CLOSE_LOGIN: Press = {
  name: 'login dialog: close',
  act: async (page) => {
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.waitFor();
    await tap(page, dialog.getByRole('button', { name: '닫기' }));
  },
};

const LOGIN_DIALOG: Press[] = [click('login dialog: open', '[data-auth-button]'), CLOSE_LOGIN];
/** /down: a guest's download button, its dialog, the checksum and the menu. */
const DOWNLOAD_PRESSES: Press[] = [
  click('download: dialog', '[data-download-button]'),
  {
    name: 'download dialog: close',
    act: async (page) => {
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '닫기' }) });
      await dialog.first().waitFor();
      await tap(page, dialog.first().getByRole('button', { name: '닫기' }));
    },
  },
  click('checksum: copy', '[data-copy-button]'),
  ...MENU,
];

/** A landing page: its hero's download button, the dialog it opens for a guest, and the menu. */
const LANDING_PRESSES: Press[] = [...DOWNLOAD_PRESSES.slice(0, 2), ...MENU];

/** A /user page asks a guest to log in with the dialog open from the start. */
const MEMBER_PAGE: Press[] = [CLOSE_LOGIN, ...MENU, ...LOGIN_DIALOG];

export const PRESSES: readonly RoutePresses[] = [
  {
    route: '/',
    early: click('menu, before the code', '[data-menu-toggle]'),
    presses: [
      click('hero: next', '[data-hero-next]'),
      click('hero: pause', '#hero [data-carousel-toggle]'),
      click('hero: slide 3', '[data-hero-dot="2"]'),
      click('card strip: pause', '#selector [role="tabpanel"]:not([hidden]) [data-strip-toggle]'),
      click('tabs: 회원 관리', '#selector-tab-member'),
      click('tabs: 쉬운 조작', '#selector-tab-easy'),
      click('open license: item 2', '#license-tab-2'),
      click('open license: item 4', '#license-tab-4'),
      islandClick('market-price carousel: next', 'MarketPriceCarousel', '[aria-label="다음 화면"]'),
      islandClick('market-price carousel: pause', 'MarketPriceCarousel', '[data-carousel-toggle]'),
      islandClick('testimonials: next', 'TestimonialCarousel', '[aria-label="다음 후기"]'),
      islandClick('satisfaction: pause', 'SatisfactionCycle', '[data-carousel-toggle]'),
      click('customer strip: pause', '#customers [data-strip-toggle]'),
      ...MENU,
      ...LOGIN_DIALOG,
    ],
  },
  { route: '/industry', presses: [...MENU] },
  {
    route: '/down',
    early: click('download, before the code', '[data-download-button]'),
    presses: DOWNLOAD_PRESSES,
  },
  {
    route: '/faq',
    presses: [
      click('question: open', '#main details summary'),
      type('search: typing', '#faq-query', '단말기 연결'),
      ...MENU,
    ],
  },
  {
    route: '/talk',
    presses: [
      click('toggle: item 2', '#talk-toggle-item-1'),
      click('toggle: item 3', '#talk-toggle-item-2'),
      click('toggle: flyer', '#talk-toggle [data-flyer]'),
      ...MENU,
    ],
  },
  { route: '/privacy', presses: [...MENU] },
  { route: '/user/inquiry', presses: MEMBER_PAGE },
  { route: '/user/write', presses: MEMBER_PAGE },
  { route: '/user/loading', presses: MEMBER_PAGE },
  { route: '/user/account', presses: MEMBER_PAGE },
  { route: '/login', presses: [...MENU] },
  {
    route: '/counsel/business',
    presses: [
      type('form: typing a name', '#business-name', '김사장'),
      type('form: typing a phone number', '#business-tel', '01012345678'),
      click('form: privacy consent', '#business-privacy_consent'),
      click('form: marketing consent', '#business-marketing_consent'),
      ...MENU,
    ],
  },
  ...LANDING_ROUTES.map(({ path }) => ({
    route: path,
    early: click('download, before the code', '[data-download-button]'),
    presses: LANDING_PRESSES,
  })),
];
