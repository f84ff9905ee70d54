import { afterEach, describe, expect, it, vi } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import afterPaintDirective from './after-paint-directive';
import {
  afterFirstScreen,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ELEMENT_TIMING,
  FIRST_SCREEN_EVENT,
  FIRST_SCREEN_SCRIPT,
  ISLAND_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  PRESSED_EARLY_ATTRIBUTE,
} from './first-screen';
import { LOAD_FAILURE_EVENT } from './load-failure';

/** Runs the <head> script as the browser would, with `document.currentScript` set. */
function runHeadScript(readyState: DocumentReadyState, pageScript?: string, islandScript?: string): void {
  const script = document.createElement('script');
  if (pageScript) script.setAttribute(PAGE_SCRIPT_ATTRIBUTE, pageScript);
  if (islandScript) script.setAttribute(ISLAND_SCRIPT_ATTRIBUTE, islandScript);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  runInlineScript(FIRST_SCREEN_SCRIPT);
}

const shown = () => document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE);
/**
 * Lets promises, an animation frame and a timer run: enough for what must NOT have happened yet.
 * What must have happened is waited for (vi.waitFor), so a busy machine's late frame is no failure.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A picture of the first screen, in view, whose decoding the test finishes. */
function firstScreenPicture(): { decoded: () => void } {
  let decoded: () => void = () => undefined;
  const img = document.createElement('img');
  img.setAttribute('elementtiming', FIRST_SCREEN_ELEMENT_TIMING);
  img.getBoundingClientRect = () => ({
    width: 300,
    height: 200,
    top: 100,
    bottom: 300,
    left: 0,
    right: 300,
    x: 0,
    y: 100,
    toJSON: () => ({}),
  });
  img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  document.body.append(img);
  return { decoded: () => decoded() };
}

/** Paint and Element Timing as Chromium reports them: the test says when an entry arrives. */
class ReportingObserver {
  static supportedEntryTypes = ['paint', 'element'];
  static live: ReportingObserver[] = [];
  type = '';
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
  observe({ type }: { type: string }) {
    this.type = type;
    ReportingObserver.live.push(this);
  }
  disconnect() {
    ReportingObserver.live = ReportingObserver.live.filter((o) => o !== this);
  }
  static report(type: string, entry: object) {
    for (const observer of ReportingObserver.live.filter((o) => o.type === type))
      observer.callback({ getEntries: () => [entry] });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ReportingObserver.live = [];
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'currentScript');
  Reflect.deleteProperty(document, 'readyState');
});

describe('the first-screen script', () => {
  it('waits for the load event, then marks the page and announces it once a frame has painted', async () => {
    const heard = vi.fn();
    window.addEventListener(FIRST_SCREEN_EVENT, heard);
    runHeadScript('loading');
    await settle();
    expect(shown()).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(shown()).toBe(true));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    window.removeEventListener(FIRST_SCREEN_EVENT, heard);
  });

  it('waits for the first-screen pictures to be decoded where the browser reports no paints', async () => {
    const hero = firstScreenPicture();
    runHeadScript('complete');
    await settle();
    expect(shown()).toBe(false);
    hero.decoded();
    await vi.waitFor(() => expect(shown()).toBe(true));
  });

  it('waits for the browser to report the first contentful paint and each first-screen picture as shown', async () => {
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    const hero = firstScreenPicture();
    runHeadScript('complete');
    hero.decoded();
    await settle();
    ReportingObserver.report('paint', { name: 'first-paint' });
    ReportingObserver.report('element', { identifier: 'logo' });
    await settle();
    expect(shown()).toBe(false);
    ReportingObserver.report('paint', { name: 'first-contentful-paint' });
    await settle();
    expect(shown()).toBe(false);
    ReportingObserver.report('element', { identifier: FIRST_SCREEN_ELEMENT_TIMING });
    await vi.waitFor(() => expect(shown()).toBe(true));
  });

  it('starts the code at once when the visitor presses first, marking the button for the code it was meant for', async () => {
    const heard = vi.fn();
    window.addEventListener(FIRST_SCREEN_EVENT, heard);
    runHeadScript('loading');
    const button = document.createElement('button');
    button.innerHTML = '<span>다운로드</span>';
    document.body.append(button);
    button.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(shown()).toBe(true);
    expect(button.hasAttribute(PRESSED_EARLY_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    window.removeEventListener(FIRST_SCREEN_EVENT, heard);
  });

  it('marks a button clicked after the press that started the code, until that code has run', async () => {
    // An empty page script: the click comes while it is being imported; once it has run, clicks are its own.
    runHeadScript('loading', 'data:text/javascript,');
    const button = document.createElement('button');
    document.body.append(button);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(shown()).toBe(true);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(button.hasAttribute(PRESSED_EARLY_ATTRIBUTE)).toBe(true);
    // Once the import has run (when, a busy machine decides), a click is the code's own.
    await vi.waitFor(() => {
      button.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(button.hasAttribute(PRESSED_EARLY_ATTRIBUTE)).toBe(false);
    });
  });
});

describe('the island runtime the build moved out of the page', () => {
  function islands(): { dead: HTMLElement; empty: HTMLElement } {
    const dead = document.createElement('astro-island');
    dead.innerHTML = '<form><button>보내기</button></form>';
    const empty = document.createElement('astro-island');
    document.body.append(dead, empty);
    return { dead, empty };
  }

  // Vitest's sandbox refuses every dynamic import, which is the failure this test needs; that the
  // runtime loads and islands hydrate is the browser tests' part (tests/e2e/first-screen.test.ts).
  it('when it cannot load, puts the load-failure notice beside each island that shows something', async () => {
    const { dead, empty } = islands();
    const failed: EventTarget[] = [];
    const listen = (event: Event) => failed.push(event.target as EventTarget);
    window.addEventListener(LOAD_FAILURE_EVENT, listen);
    runHeadScript('complete', undefined, 'data:text/javascript,throw new Error("offline")');
    await vi.waitFor(() => expect(failed).toEqual([dead]));
    expect(failed).not.toContain(empty);
    window.removeEventListener(LOAD_FAILURE_EVENT, listen);
  });
});

describe('afterFirstScreen', () => {
  it('runs at once when the first screen is already on display', () => {
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
    const start = vi.fn();
    afterFirstScreen(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('otherwise waits for the announcement, and runs once', () => {
    const start = vi.fn();
    afterFirstScreen(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('client:after-paint', () => {
  it('hydrates the island only once the first screen is on display', async () => {
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    afterPaintDirective(load, { name: 'after-paint', value: '' }, document.createElement('astro-island'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
