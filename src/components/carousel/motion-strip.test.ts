import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { trackOffset } from '../../../tests/support/embla-layout';
import { defineMotionStrip } from './motion-strip';

const ITEM_WIDTH = 100;
const STRIP_WIDTH = 300;
let reduced = false;
let stripWidth = STRIP_WIDTH;
const matchMedia = window.matchMedia.bind(window);
const IntersectionObserverBefore = window.IntersectionObserver;

/** The strips' IntersectionObservers, so a test can say when a strip comes on screen. */
const watchers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class ScreenWatcher {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    watchers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {}
}

function onScreen(visible: boolean) {
  for (const { callback, target } of watchers)
    callback([{ isIntersecting: visible, target } as IntersectionObserverEntry], {} as IntersectionObserver);
}

beforeAll(() => {
  defineMotionStrip();
  // jsdom lays nothing out: items 100 px wide in a row, the strip and its viewport 300 px.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('li') ? ITEM_WIDTH : stripWidth;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('li') ? [...this.parentElement!.children].indexOf(this) * ITEM_WIDTH : 0;
  });
  Object.assign(window, { IntersectionObserver: ScreenWatcher });
});

afterAll(() => {
  vi.restoreAllMocks();
  Object.assign(window, { IntersectionObserver: IntersectionObserverBefore });
});

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: reduced && query.includes('reduce') });
});

afterEach(() => {
  document.body.innerHTML = '';
  watchers.length = 0;
  vi.useRealTimers();
  reduced = false;
  stripWidth = STRIP_WIDTH;
  window.matchMedia = matchMedia;
});

// MotionStrip.astro's HTML with three items.
function mount() {
  document.body.innerHTML = `<motion-strip><div class="viewport"><ul class="track" aria-label="매장">${['가', '나', '다'].map((n) => `<li>${n}</li>`).join('')}</ul></div>
    <button type="button" data-strip-toggle aria-pressed="false"><span data-strip-label>매장 자동 흐름 멈추기</span></button></motion-strip>`;
  const strip = document.querySelector<HTMLElement>('motion-strip')!;
  return {
    strip,
    viewport: strip.querySelector<HTMLElement>('.viewport')!,
    toggle: strip.querySelector<HTMLButtonElement>('[data-strip-toggle]')!,
  };
}

type Mounted = ReturnType<typeof mount>;
const movedInOneSecond = ({ viewport }: Mounted) => {
  const before = trackOffset(viewport);
  vi.advanceTimersByTime(1000);
  return trackOffset(viewport) - before;
};

describe('<motion-strip>', () => {
  it('waits to be on screen, then repeats its items, hidden from assistive tech and the keyboard, until the loop is twice the strip', () => {
    const { strip } = mount();
    expect(strip.querySelectorAll('[data-strip-clone]').length).toBe(0);
    onScreen(true);
    const clones = [...strip.querySelectorAll<HTMLElement>('[data-strip-clone]')];
    expect(clones.map((c) => c.textContent)).toEqual(['가', '나', '다']);
    expect(clones.every((c) => c.getAttribute('aria-hidden') === 'true' && c.inert)).toBe(true);
  });

  it('stays unstarted while it measures zero (a hidden tab panel)', () => {
    stripWidth = 0;
    const mounted = mount();
    onScreen(true);
    expect(mounted.strip.querySelectorAll('[data-strip-clone]').length).toBe(0);
    expect(movedInOneSecond(mounted)).toBe(0);
  });

  it.each<{ when: string; act?: (m: Mounted) => void; moves: boolean }>([
    { when: 'on screen and left alone', moves: true },
    { when: 'under the pointer', act: ({ strip }) => strip.dispatchEvent(new MouseEvent('mouseenter')), moves: false },
    {
      when: 'after the pointer left',
      act: ({ strip }) => (
        strip.dispatchEvent(new MouseEvent('mouseenter')),
        strip.dispatchEvent(new MouseEvent('mouseleave'))
      ),
      moves: true,
    },
    { when: 'with focus inside', act: ({ toggle }) => toggle.focus(), moves: false },
    { when: 'paused with its button', act: ({ toggle }) => toggle.click(), moves: false },
    {
      when: 'paused, then pointed at and left',
      act: ({ strip, toggle }) => (
        toggle.click(),
        strip.dispatchEvent(new MouseEvent('mouseenter')),
        strip.dispatchEvent(new MouseEvent('mouseleave'))
      ),
      moves: false,
    },
    { when: 'paused and played again', act: ({ toggle }) => (toggle.click(), toggle.click()), moves: true },
    { when: 'scrolled off screen', act: () => onScreen(false), moves: false },
  ])('$when: moves $moves', ({ act, moves }) => {
    const mounted = mount();
    onScreen(true);
    act?.(mounted);
    const moved = movedInOneSecond(mounted);
    if (moves) expect(moved).toBeGreaterThan(0);
    else expect(moved).toBe(0);
  });

  it('names its button after what pressing it does', () => {
    const { toggle } = mount();
    onScreen(true);
    toggle.click();
    expect([toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual(['true', '매장 자동 흐름 재생하기']);
    toggle.click();
    expect([toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual(['false', '매장 자동 흐름 멈추기']);
  });

  it('rewinds to its first item and moves on from there', () => {
    const mounted = mount();
    onScreen(true);
    vi.advanceTimersByTime(2000);
    expect(trackOffset(mounted.viewport)).toBeGreaterThan(0);
    (mounted.strip as HTMLElement & { rewind(): void }).rewind();
    expect(trackOffset(mounted.viewport)).toBe(0);
    expect(movedInOneSecond(mounted)).toBeGreaterThan(0);
  });

  it('rewinds through embla alone while moving, never through the scroll position (which reads layout)', () => {
    const mounted = mount();
    onScreen(true);
    const scrolled = vi.fn();
    Object.defineProperty(mounted.viewport, 'scrollLeft', { configurable: true, get: () => 0, set: scrolled });
    vi.advanceTimersByTime(2000);
    (mounted.strip as HTMLElement & { rewind(): void }).rewind();
    expect(trackOffset(mounted.viewport)).toBe(0);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('under reduced motion rewinds the still list the visitor scrolled', () => {
    reduced = true;
    const mounted = mount();
    onScreen(true);
    const scrolled = vi.fn();
    Object.defineProperty(mounted.viewport, 'scrollLeft', { configurable: true, get: () => 120, set: scrolled });
    (mounted.strip as HTMLElement & { rewind(): void }).rewind();
    expect(scrolled).toHaveBeenCalledWith(0);
  });

  it('under reduced motion stays a still list the keyboard can scroll, without copies', () => {
    reduced = true;
    const mounted = mount();
    onScreen(true);
    expect(mounted.viewport.tabIndex).toBe(0);
    expect(mounted.strip.querySelectorAll('[data-strip-clone]').length).toBe(0);
    expect(movedInOneSecond(mounted)).toBe(0);
  });
});
