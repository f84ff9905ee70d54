import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_EVENT } from '../page/first-screen';
import { LATE_FONTS_SCRIPT, WEB_FONTS_CLASS, WEB_FONTS_SESSION_KEY } from './late-fonts';
import { CORE_FONT_ATTRIBUTE } from './site-family';

const CORE = '/_astro/pretendard-site.abcd1234.woff2';
const SUBSET_CSS = '/_astro/pretendardvariable-dynamic-subset.x.css';

/** Runs the <head> script as the browser would, with `document.currentScript` set. */
function runHeadScript(firstScreen: 'shown' | 'coming'): void {
  const script = document.createElement('script');
  script.setAttribute('data-dynamic-subset', SUBSET_CSS);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  if (firstScreen === 'shown') document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  runInlineScript(LATE_FONTS_SCRIPT);
}

const links = () => [...document.head.querySelectorAll('link')];
const hasClass = () => document.documentElement.classList.contains(WEB_FONTS_CLASS);

beforeEach(() => {
  const style = document.createElement('style');
  style.setAttribute(CORE_FONT_ATTRIBUTE, CORE);
  document.head.append(style);
});

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.classList.remove(WEB_FONTS_CLASS);
  sessionStorage.clear();
  Reflect.deleteProperty(document, 'currentScript');
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('the late fonts script on the first page of a session', () => {
  it('fetches nothing before the first screen is on display, then prefetches the shared font and the subset stylesheet', () => {
    runHeadScript('coming');
    window.dispatchEvent(new Event('load'));
    expect(links()).toEqual([]);
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    const [font, css] = links();
    expect([font?.rel, font?.getAttribute('href'), font?.crossOrigin]).toEqual(['prefetch', CORE, 'anonymous']);
    expect([css?.rel, css?.getAttribute('href'), css?.crossOrigin]).toEqual(['prefetch', SUBSET_CSS, null]);
    expect(hasClass()).toBe(false);
  });

  it('marks the session only once both files are in', () => {
    runHeadScript('shown');
    const [font, css] = links();
    font?.dispatchEvent(new Event('load'));
    expect(sessionStorage.getItem(WEB_FONTS_SESSION_KEY)).toBeNull();
    css?.dispatchEvent(new Event('load'));
    expect(sessionStorage.getItem(WEB_FONTS_SESSION_KEY)).toBe('1');
    // Still the system face: this page never swaps.
    expect(hasClass()).toBe(false);
  });

  it('does not mark the session when a file fails', () => {
    runHeadScript('shown');
    const [font, css] = links();
    font?.dispatchEvent(new Event('error'));
    css?.dispatchEvent(new Event('load'));
    expect(sessionStorage.getItem(WEB_FONTS_SESSION_KEY)).toBeNull();
  });
});

describe('the late fonts script on a later page', () => {
  it('applies Pretendard at once and links the subset stylesheet', () => {
    sessionStorage.setItem(WEB_FONTS_SESSION_KEY, '1');
    runHeadScript('coming');
    expect(hasClass()).toBe(true);
    expect(links().map((l) => [l.rel, l.getAttribute('href')])).toEqual([['stylesheet', SUBSET_CSS]]);
  });
});
