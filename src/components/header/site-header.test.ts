// @vitest-environment node
// <site-header> on the markup SiteHeader.astro really renders (through Astro's container), so
// the script's hooks and the server's attributes cannot drift apart unnoticed. Node, not the
// jsdom environment: there .astro files compile for the browser and cannot be rendered, so the
// DOM comes from a JSDOM of our own, installed as the globals the script uses.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { seedSiteCopy } from '../../../tests/support/seed-docs';
import { $auth, setSignedIn, setSignedOut } from '../../stores/auth';
import SiteHeaderAstro from './SiteHeader.astro';

const dom = new JSDOM('<!doctype html><html lang="ko"><body></body></html>', {
  url: 'http://127.0.0.1/',
  // Frames: the menu leaves the page behind it inert after the panel's frame is painted.
  pretendToBeVisual: true,
});
const { window } = dom;
const document = window.document;
const { KeyboardEvent, MouseEvent } = window;
for (const name of ['window', 'document', 'HTMLElement', 'Node', 'customElements', 'AbortController'] as const) {
  vi.stubGlobal(name, name === 'window' ? window : window[name]);
}
vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => window.requestAnimationFrame(callback));
vi.stubGlobal('cancelAnimationFrame', (frame: number) => window.cancelAnimationFrame(frame));

const session = vi.hoisted(() => ({ resolveInitialAuth: vi.fn(() => () => {}), signOut: vi.fn(async () => {}) }));
const dialogs = vi.hoisted(() => ({ openDialog: vi.fn() }));
vi.mock('../../stores/session', () => session);
vi.mock('../../stores/dialog', () => dialogs);

let html = '';
beforeAll(async () => {
  const container = await AstroContainer.create();
  html = await container.renderToString(SiteHeaderAstro, {
    props: { brandName: '소담POS', menu: seedSiteCopy().menu, currentPath: '/faq' },
  });
  // jsdom cannot follow a link; the element's own click handling is what is under test.
  document.addEventListener('click', (event: Event) => event.preventDefault());
  // After the globals: the element class extends this window's HTMLElement.
  (await import('./site-header')).defineSiteHeader();
});

beforeEach(() => {
  $auth.set({ uid: undefined, name: '', email: '', tel: '' });
  document.body.innerHTML = html;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const authButton = () => document.querySelector<HTMLButtonElement>('[data-auth-button]')!;
const inquiry = () => document.querySelector<HTMLButtonElement>('[data-inquiry-toggle]')!;
const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('server markup', () => {
  it('renders the auth button unknown (invisible), 로그인, and the panel closed and inert once connected', () => {
    expect(authButton().dataset.auth).toBe('unknown');
    expect(authButton().textContent).toBe('로그인');
    expect(byLabel('전체 메뉴').inert).toBe(true);
    expect(byLabel('전체 메뉴').getAttribute('aria-modal')).toBe('true');
    expect(byLabel('메뉴 열기').getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('a[href="/faq"]')?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('a[href="/talk"]')?.hasAttribute('aria-current')).toBe(false);
  });

  it('works without scripts: 로그인 is a form to /login, and a disclosure stands in for the menu button', () => {
    const plain = new JSDOM(html).window.document;
    const form = plain.querySelector('[data-auth-button]')?.closest('form');
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/login', 'get']);
    expect(plain.querySelector('[data-menu-fallback] > summary')?.getAttribute('aria-label')).toBe('메뉴 열기');
    const panel = plain.querySelector('[data-menu-panel]');
    expect([panel?.hasAttribute('inert'), panel?.hasAttribute('aria-modal')]).toEqual([false, false]);
  });
});

describe('<site-header>', () => {
  it('reads the session on connect and stops following it on disconnect', () => {
    const stop = vi.fn();
    document.body.innerHTML = '';
    vi.clearAllMocks();
    session.resolveInitialAuth.mockReturnValueOnce(stop);
    document.body.innerHTML = html;
    expect(session.resolveInitialAuth).toHaveBeenCalledTimes(1);
    document.querySelector('site-header')!.remove();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('follows $auth: 로그인 opens the login dialog, 로그아웃 signs out', () => {
    setSignedOut();
    expect(authButton().dataset.auth).toBe('out');
    authButton().click();
    expect(dialogs.openDialog).toHaveBeenCalledWith('login');
    setSignedIn({ uid: 'member-1' });
    expect(authButton().textContent).toBe('로그아웃');
    authButton().click();
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens 문의하기 by click and hover, closes it on Escape with focus back on its button, and on leaving', () => {
    inquiry().click();
    expect(inquiry().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('header-inquiry')?.dataset.open).toBe('true');
    document.querySelector<HTMLAnchorElement>('#header-inquiry a')!.focus();
    press('Escape');
    expect(inquiry().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(inquiry());
    const item = document.querySelector('[data-inquiry]')!;
    item.dispatchEvent(new MouseEvent('mouseenter'));
    expect(inquiry().getAttribute('aria-expanded')).toBe('true');
    item.dispatchEvent(new MouseEvent('mouseleave'));
    expect(inquiry().getAttribute('aria-expanded')).toBe('false');
    inquiry().click();
    byLabel('메뉴 열기').focus();
    expect(inquiry().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the panel from the toggle, focusing 메뉴 닫기, and every way out hands focus back', () => {
    const toggle = byLabel('메뉴 열기');
    const panel = byLabel('전체 메뉴');
    const ways: Array<() => void> = [
      () => byLabel('메뉴 닫기').click(),
      () => press('Escape'),
      () => document.querySelector<HTMLElement>('[data-menu-backdrop]')!.click(),
      () =>
        document
          .querySelector<HTMLAnchorElement>('[data-menu-link][href="/down"]')!
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ];
    for (const leave of ways) {
      toggle.click();
      expect([panel.inert, panel.dataset.open, toggle.getAttribute('aria-expanded')]).toEqual([false, 'true', 'true']);
      expect(document.documentElement.hasAttribute('data-menu-open')).toBe(true);
      expect(document.activeElement).toBe(byLabel('메뉴 닫기'));
      leave();
      expect([panel.inert, panel.dataset.open, toggle.getAttribute('aria-expanded')]).toEqual([true, 'false', 'false']);
      expect(document.documentElement.hasAttribute('data-menu-open')).toBe(false);
      expect(document.activeElement).toBe(toggle);
    }
  });

  it('makes the header bar inert with the press, the page behind once the panel is painted, and gives both back so', async () => {
    document.body.insertAdjacentHTML('beforeend', '<main id="main"><a href="/down">다운로드</a></main>');
    const inert = () =>
      ['[data-menu-toggle]', '#main'].map((selector) => document.querySelector(selector)!.closest('[inert]') !== null);
    byLabel('메뉴 열기').click();
    expect(inert()).toEqual([true, false]);
    await vi.waitFor(() => expect(inert()).toEqual([true, true]));
    expect(document.querySelector('[data-menu-layer]')!.hasAttribute('inert')).toBe(false);
    press('Escape');
    expect(inert()).toEqual([false, true]);
    await vi.waitFor(() => expect(inert()).toEqual([false, false]));
  });

  it('leaves nothing inert when the panel closes before its frame, and the page inert when it opens again at once', async () => {
    document.body.insertAdjacentHTML('beforeend', '<main id="main"><a href="/down">다운로드</a></main>');
    const main = () => document.getElementById('main')!.closest('[inert]') !== null;
    byLabel('메뉴 열기').click();
    press('Escape');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(main()).toBe(false);
    byLabel('메뉴 열기').click();
    await vi.waitFor(() => expect(main()).toBe(true));
    press('Escape');
    byLabel('메뉴 열기').click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(main()).toBe(true);
  });

  it('toggles the 문의하기 accordion and folds it again when the panel closes', () => {
    byLabel('메뉴 열기').click();
    const accordion = document.querySelector<HTMLButtonElement>('[data-menu-sub-toggle]')!;
    const list = document.getElementById('mobile-menu-inquiry')!;
    accordion.click();
    expect([accordion.getAttribute('aria-expanded'), list.hidden]).toEqual(['true', false]);
    accordion.click();
    expect([accordion.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true]);
    accordion.click();
    press('Escape');
    expect([accordion.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true]);
  });
});
