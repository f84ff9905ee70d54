// The <first-visit-popup> element's behaviour. The markup below is what FirstVisitPopup.astro
// renders, reduced to what the element relies on; FirstVisitPopup.test.ts
// holds the component to that (under jsdom, Vite compiles .astro files for the browser, so the
// container API cannot render them here).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupConfig } from './first-visit';
import type { SanityPublic } from './latest-popup';
import { closePopup, openPopup } from '../../stores/popup';
import { defineFirstVisitPopup } from './first-visit-popup';

const POPUP: PopupConfig = { title: '알림톡 무료', content: '첫 100건 무료\n지금 신청하세요', link: '/#talk', lastDay: '2026-11-22' };
const SANITY: SanityPublic = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' };
const HOSTILE = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';
/** The last second of the last day in Seoul: still shown. */
const LAST_MOMENT = new Date('2026-11-22T23:59:59+09:00');

beforeAll(() => defineFirstVisitPopup());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: LAST_MOMENT });
  document.cookie = 'ischeck=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-popup');
  window.location.hash = '';
});

afterEach(() => {
  closePopup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function cardMarkup({ title, content }: Pick<PopupConfig, 'title' | 'content'>) {
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<dialog open aria-labelledby="t" aria-describedby="c"><h2 id="t">${text(title)}</h2><p id="c">${text(content)}</p><div>
    <button type="button" data-popup-action="today">오늘 하루 보지 않기</button>
    <button type="button" data-popup-action="close">닫기</button>
    <button type="button" data-popup-action="confirm">확인</button></div></dialog>`;
}

/** The component's output in a page with a #main, where BaseLayout places it. */
function mount(popup: PopupConfig | null, sanity: SanityPublic | null = null) {
  const sanityAttribute = sanity ? ` data-sanity="${attribute(sanity)}"` : '';
  const card = popup ? cardMarkup(popup) : `<template>${cardMarkup({ title: '', content: '' })}</template>`;
  document.body.innerHTML = `<main id="main" tabindex="-1"><input id="search"></main>
    <first-visit-popup data-config="${attribute(popup)}"${sanityAttribute}>${card}</first-visit-popup>`;
}

const card = () => document.querySelector('dialog');
const button = (name: string) => [...document.querySelectorAll('dialog button')].find((b) => b.textContent === name) as HTMLButtonElement;
const cdnAnswers = (result: unknown) => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ result }))));
/** Lets a stubbed fetch and the element's handling of its answer finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<first-visit-popup>', () => {
  it('stays open without taking focus', async () => {
    mount(POPUP);
    const search = document.getElementById('search')!;
    search.focus();
    expect(card()).not.toBeNull();
    expect(document.activeElement).toBe(search);
  });

  it.each([
    ['the ischeck cookie is set', () => (document.cookie = 'ischeck=1; Path=/')],
    ['it is the day after in Korea', () => vi.setSystemTime(LAST_MOMENT.getTime() + 1000)],
  ])('takes the card away when %s', async (_why, arrange) => {
    arrange();
    mount(POPUP);
    expect(card()).toBeNull();
  });

  it('steps aside while a modal dialog is open and comes back when it closes', async () => {
    mount(POPUP);
    openPopup('login');
    expect(card()).toBeNull();
    closePopup();
    expect(card()).not.toBeNull();
  });

  it('닫기 closes it for good, and focus inside goes to the main content', async () => {
    mount(POPUP);
    button('닫기').focus();
    button('닫기').click();
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    openPopup('login');
    closePopup();
    expect(card()).toBeNull();
  });

  it('Escape closes it when focus is inside', async () => {
    mount(POPUP);
    button('확인').focus();
    button('확인').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(card()).toBeNull();
  });

  it('오늘 하루 보지 않기 sets ischeck and closes, leaving focus elsewhere alone', async () => {
    mount(POPUP);
    document.getElementById('search')!.focus();
    button('오늘 하루 보지 않기').click();
    expect(document.cookie).toContain('ischeck=1');
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('search'));
  });

  it('확인 follows a safe link', async () => {
    mount(POPUP);
    button('확인').click();
    expect(window.location.hash).toBe('#talk');
  });

  it.each([null, 'javascript:alert(1)'])('확인 closes it when the link is %s', async (link) => {
    mount({ ...POPUP, link });
    button('확인').click();
    expect(card()).toBeNull();
  });
});

describe('<first-visit-popup> with a Sanity project configured', () => {
  it('shows a fresher copy from the CDN as text, never as markup', async () => {
    cdnAnswers({ ...POPUP, title: HOSTILE, content: `${HOSTILE}\n둘째 줄` });
    mount(POPUP, SANITY);
    await settle();
    expect(card()?.querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(card()?.querySelector('p')?.textContent).toBe(`${HOSTILE}\n둘째 줄`);
    expect(card()?.querySelector('img, script')).toBeNull();
  });

  it('shows a copy published after the build, though the build’s had ended before the first paint', async () => {
    document.documentElement.setAttribute('data-popup', 'off');
    cdnAnswers({ ...POPUP, title: '새 공지', lastDay: '2026-12-31' });
    mount({ ...POPUP, lastDay: '2026-11-01' }, SANITY);
    await settle();
    expect(document.documentElement.hasAttribute('data-popup')).toBe(false);
    expect(card()?.querySelector('h2')?.textContent).toBe('새 공지');
  });

  it('fills in the empty card when the build had no popup', async () => {
    cdnAnswers(POPUP);
    mount(null, SANITY);
    expect(card()).toBeNull();
    await settle();
    expect(card()?.querySelector('h2')?.textContent).toBe(POPUP.title);
    button('확인').click();
    expect(window.location.hash).toBe('#talk');
  });

  it('takes the card away when the editors removed the popup', async () => {
    cdnAnswers(null);
    mount(POPUP, SANITY);
    await settle();
    expect(card()).toBeNull();
  });

  it('keeps the build’s copy, with a warning, when the CDN cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(POPUP, SANITY);
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[popup]'), expect.any(Error));
    expect(card()?.querySelector('h2')?.textContent).toBe(POPUP.title);
  });

  it('does not come back when the CDN answers after the visitor closed it', async () => {
    cdnAnswers(POPUP);
    mount(POPUP, SANITY);
    button('닫기').click();
    await settle();
    expect(card()).toBeNull();
  });
});
