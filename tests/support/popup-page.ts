// The first-visit popup as its unit tests see it: the markup FirstVisitPopup.astro renders,
// reduced to what the <first-visit-popup> element relies on, mounted the way the browser has it
// when the element starts at idle (src/components/popup/first-visit-popup*.test.ts).
import { afterEach, beforeEach, vi } from 'vitest';

import type { PopupConfig } from '../../src/components/popup/first-visit';
import type { SanityPublic } from '../../src/components/popup/latest-popup';
import { OPEN_POPUP_SCRIPT } from '../../src/components/popup/pre-paint';
import { closeDialog } from '../../src/stores/dialog';

export const POPUP: PopupConfig = {
  title: '알림톡 무료',
  content: '첫 100건 무료\n지금 신청하세요',
  link: '/#talk',
  lastDay: '2026-11-22',
  placement: 'all',
  routes: [],
};
export const SANITY: SanityPublic = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' };
export const HOSTILE = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';
/** The last second of the last day in Seoul: still shown. */
export const LAST_MOMENT = new Date('2026-11-22T23:59:59+09:00');

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
export function mount(
  popup: PopupConfig | null,
  sanity: SanityPublic | null = null,
  meanwhile: (card: HTMLDialogElement | null) => void = () => {},
) {
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
  // The card's inline script, run as the browser runs it: the same text, not a copy of its logic.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string the build inlines
  (new Function(OPEN_POPUP_SCRIPT) as () => void)();
  Reflect.deleteProperty(document, 'currentScript');
  const dialog = host.querySelector('dialog');
  meanwhile(dialog);
  document.body.append(host);
  // Detached, the stand-in showModal could not move focus in as the browser's does.
  if (dialog?.open && dialog.isConnected) dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
}

export const card = () => document.querySelector('dialog');
export const button = (name: string) =>
  [...document.querySelectorAll('dialog button')].find((b) => b.textContent === name) as HTMLButtonElement;
export const cdnAnswers = (result: unknown) =>
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ result }))));
/** Lets a stubbed fetch and the element's handling of its answer finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Each test starts on a fresh page at the last moment of the popup's last day, with no cookie. */
export function usePopupPage(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: LAST_MOMENT });
    document.cookie = 'ischeck=; Max-Age=0; Path=/';
    document.documentElement.removeAttribute('data-popup');
    window.location.hash = '';
  });

  afterEach(() => {
    closeDialog();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
}
