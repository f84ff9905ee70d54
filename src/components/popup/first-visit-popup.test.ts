// The <first-visit-popup> element's behaviour. The markup below is what FirstVisitPopup.astro
// renders, reduced to what the element relies on; FirstVisitPopup.test.ts
// holds the component to that (under jsdom, Vite compiles .astro files for the browser, so the
// container API cannot render them here).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupConfig } from './first-visit';
import type { SanityPublic } from './latest-popup';
import { closePopup, openPopup } from '../../stores/popup';
import { defineFirstVisitPopup } from './first-visit-popup';
import { OPEN_POPUP_SCRIPT } from './pre-paint';

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
  return `<dialog aria-labelledby="t" aria-describedby="c"><h2 id="t">${text(title)}</h2><p id="c">${text(content)}</p><div>
    <button type="button" data-popup-action="today">오늘 하루 보지 않기</button>
    <button type="button" data-popup-action="close" autofocus>닫기</button>
    <button type="button" data-popup-action="confirm">확인</button></div></dialog>`;
}

/**
 * The component's output in a page with a #main, where BaseLayout places it, as the browser has it
 * when the element starts at idle: the card's inline script (OPEN_POPUP_SCRIPT) ran while the page
 * was parsed. `meanwhile` runs between the two, as a visitor's Escape might.
 */
function mount(popup: PopupConfig | null, sanity: SanityPublic | null = null, meanwhile: (card: HTMLDialogElement | null) => void = () => {}) {
  const sanityAttribute = sanity ? ` data-sanity="${attribute(sanity)}"` : '';
  const card = popup ? cardMarkup(popup) : `<template>${cardMarkup({ title: '', content: '' })}</template>`;
  const parsed = document.createElement('template');
  parsed.innerHTML = `<main id="main" tabindex="-1"><input id="search"></main>
    <first-visit-popup data-config="${attribute(popup)}"${sanityAttribute}>${card}<script></script></first-visit-popup>`;
  const page = document.importNode(parsed.content, true);
  const script = page.querySelector('first-visit-popup > script')!;
  document.body.append(...page.querySelectorAll('main'));
  // The element is not connected yet: it starts later, as page-behaviours defines it at idle.
  const host = page.querySelector('first-visit-popup')!;
  const holder = document.createElement('div');
  holder.append(host);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(OPEN_POPUP_SCRIPT)();
  Reflect.deleteProperty(document, 'currentScript');
  const dialog = host.querySelector('dialog');
  meanwhile(dialog);
  document.body.append(host);
  // Detached, the stand-in showModal could not move focus in as the browser's does.
  if (dialog?.open && dialog.isConnected) dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
}

const card = () => document.querySelector('dialog');
const button = (name: string) => [...document.querySelectorAll('dialog button')].find((b) => b.textContent === name) as HTMLButtonElement;
const cdnAnswers = (result: unknown) => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ result }))));
/** Lets a stubbed fetch and the element's handling of its answer finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<first-visit-popup>', () => {
  it('is open as a modal dialog on arrival, with focus on 닫기', async () => {
    mount(POPUP);
    expect(card()?.open).toBe(true);
    expect(document.activeElement).toBe(button('닫기'));
  });

  it('stays closed when the visitor pressed Escape before the element started', async () => {
    mount(POPUP, null, (dialog) => dialog?.close());
    expect(card()).toBeNull();
    openPopup('login');
    closePopup();
    expect(card()).toBeNull();
  });

  it('does not open when the pre-paint script said no', async () => {
    document.documentElement.setAttribute('data-popup', 'off');
    document.cookie = 'ischeck=1; Path=/';
    mount(POPUP);
    expect(card()).toBeNull();
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
    expect(card()?.open).toBe(true);
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

  it('Escape closes it and hands focus to the main content', async () => {
    mount(POPUP);
    button('확인').focus();
    button('확인').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Escape with focus outside the card (the browser’s cancel) closes it the same way', async () => {
    mount(POPUP);
    const cancel = new Event('cancel', { cancelable: true });
    card()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(card()).toBeNull();
  });

  it('오늘 하루 보지 않기 sets ischeck and closes', async () => {
    mount(POPUP);
    button('오늘 하루 보지 않기').click();
    expect(document.cookie).toContain('ischeck=1');
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
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
