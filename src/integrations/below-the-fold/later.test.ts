import { afterEach, describe, expect, it, vi } from 'vitest';

import { LOAD_FAILURE_EVENT } from '../../components/ui/load-failure';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_EVENT } from '../first-screen/first-screen';
import { LATER_SCRIPT } from './later';
import { afterLater, LATER_EVENT, LATER_READY_ATTRIBUTE } from './names';

const STYLES = '/_astro/later.abc.css';
const MARKUP = '/_astro/later.def.html';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the <head> script as the browser would, with `document.currentScript` set. */
function runLoader(markup: string | Error): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('data-later-styles', STYLES);
  script.setAttribute('data-later-markup', MARKUP);
  document.head.append(script);
  document.body.innerHTML =
    '<main><section id="hero"></section><section id="b" data-later></section>' +
    '<section id="c" data-later="content"></section><section id="d" data-later="content"></section></main>';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (markup instanceof Error ? Promise.reject(markup) : new Response(markup))),
  );
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the head script is a string; it runs here as a browser runs it
  (new Function(LATER_SCRIPT) as () => void)();
  return script;
}

const stylesheet = () => document.head.querySelector<HTMLLinkElement>(`link[href="${STYLES}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'currentScript');
  for (const name of [FIRST_SCREEN_ATTRIBUTE, LATER_READY_ATTRIBUTE]) document.documentElement.removeAttribute(name);
});

describe('the later loader', () => {
  it('waits for the first screen, then fills the shells in order and marks everything ready once styles are in', async () => {
    runLoader(
      '<section id="c" data-later="content"><h2>C</h2></section><section id="d" data-later="content">D</section>',
    );
    await settle();
    expect(stylesheet()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const heard = vi.fn();
    addEventListener(LATER_EVENT, heard, { once: true });
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    await settle();
    expect(document.querySelector('#c h2')?.textContent).toBe('C');
    expect(document.documentElement.hasAttribute(LATER_READY_ATTRIBUTE)).toBe(false);
    stylesheet()?.dispatchEvent(new Event('load'));
    await settle();
    expect([...document.querySelectorAll(`section[${LATER_READY_ATTRIBUTE}]`)].map((el) => el.id)).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(document.documentElement.hasAttribute(LATER_READY_ATTRIBUTE)).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("says so with the page's load-failure notice when the markup cannot load, and shows the rest", async () => {
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
    const failures: string[] = [];
    const listener = (event: Event) => failures.push((event.target as Element).id);
    addEventListener(LOAD_FAILURE_EVENT, listener);
    runLoader(new TypeError('offline'));
    stylesheet()?.dispatchEvent(new Event('error'));
    await settle();
    removeEventListener(LOAD_FAILURE_EVENT, listener);
    expect(failures).toEqual(['c']);
    expect(document.documentElement.hasAttribute(LATER_READY_ATTRIBUTE)).toBe(true);
  });
});

describe('afterLater', () => {
  it('runs at once on a page without later parts, and after them on a page with', () => {
    const now = vi.fn();
    afterLater(now);
    expect(now).toHaveBeenCalledTimes(1);
    const script = document.createElement('script');
    script.setAttribute('data-later-styles', STYLES);
    document.head.append(script);
    const later = vi.fn();
    afterLater(later);
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(LATER_EVENT));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
