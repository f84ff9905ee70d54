import EmblaCarousel from 'embla-carousel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { layOutCarousel, SLIDE_WIDTH, trackOffset } from '../../../tests/support/embla-layout';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { type CarouselController, carouselPlugins, createCarouselController, serverState } from './carousel-controller';

let reduced = false;
const matchMedia = window.matchMedia.bind(window);
const teardown: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: reduced && query.includes('reduce') });
});

afterEach(() => {
  teardown.splice(0).forEach((destroy) => destroy());
  document.body.innerHTML = '';
  vi.useRealTimers();
  reduced = false;
  window.matchMedia = matchMedia;
});

/** A three-slide carousel region with a link inside, moved by the real embla and its autoplay. */
function mount({ autoAdvance = true, loop = true } = {}) {
  document.body.innerHTML = `<div data-root><div data-viewport><div>${'<div>slide</div>'.repeat(3)}</div></div><a href="#more">more</a></div>`;
  const root = document.querySelector<HTMLElement>('[data-root]')!;
  const viewport = document.querySelector<HTMLElement>('[data-viewport]')!;
  layOutCarousel(viewport);
  const embla = EmblaCarousel(viewport, { loop }, carouselPlugins(autoAdvance));
  const controller = createCarouselController(embla, root);
  teardown.push(() => {
    controller.destroy();
    embla.destroy();
  });
  return { root, viewport, embla, controller, link: root.querySelector('a')! };
}

type Mounted = ReturnType<typeof mount>;
const enter = ({ root }: Mounted) => root.dispatchEvent(new MouseEvent('mouseenter'));
const leave = ({ root }: Mounted) => root.dispatchEvent(new MouseEvent('mouseleave'));
const toggle = ({ controller }: Mounted) => controller.togglePlaying();
const selectedAfterOneInterval = (controller: CarouselController) => {
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  return controller.state().selected;
};

describe('the server', () => {
  it.each([
    [true, { selected: 0, playing: true, running: true }],
    [false, { selected: 0, playing: true, running: false }],
  ])('renders a carousel that advances by itself (%s) as %o', (autoAdvance, state) => {
    expect(serverState(autoAdvance)).toMatchObject(state);
  });
});

describe('auto-advance', () => {
  it.each<{ when: string; reducedMotion?: boolean; act?: (c: Mounted) => void; playing: boolean; running: boolean }>([
    { when: 'left alone', playing: true, running: true },
    { when: 'under the pointer', act: enter, playing: true, running: false },
    { when: 'after the pointer left', act: (c) => (enter(c), leave(c)), playing: true, running: true },
    { when: 'with focus inside', act: (c) => c.link.focus(), playing: true, running: false },
    { when: 'after focus left', act: (c) => (c.link.focus(), c.link.blur()), playing: true, running: true },
    { when: 'paused with its button', act: toggle, playing: false, running: false },
    {
      when: 'paused, then pointed at and left',
      act: (c) => (toggle(c), enter(c), leave(c)),
      playing: false,
      running: false,
    },
    { when: 'paused and played again', act: (c) => (toggle(c), toggle(c)), playing: true, running: true },
    {
      when: 'played but under the pointer',
      act: (c) => (toggle(c), toggle(c), enter(c)),
      playing: true,
      running: false,
    },
    { when: 'under reduced motion', reducedMotion: true, playing: false, running: false },
    {
      when: 'under reduced motion, played with its button',
      reducedMotion: true,
      act: toggle,
      playing: true,
      running: true,
    },
  ])('$when: running $running', ({ reducedMotion = false, act, playing, running }) => {
    reduced = reducedMotion;
    const mounted = mount();
    act?.(mounted);
    expect(mounted.controller.state()).toMatchObject({ playing, running });
    expect(selectedAfterOneInterval(mounted.controller)).toBe(running ? 1 : 0);
  });

  it('never runs in a carousel that moves only when asked', () => {
    const { controller } = mount({ autoAdvance: false });
    expect(controller.state().running).toBe(false);
    expect(selectedAfterOneInterval(controller)).toBe(0);
  });

  it.each([true, false])('wraps from the last slide to the first (loop: %s)', (loop) => {
    const { controller } = mount({ loop });
    expect([1, 2, 3].map(() => selectedAfterOneInterval(controller))).toEqual([1, 2, 0]);
  });

  it('holds still off screen, still playing, and moves on once back on screen', () => {
    const screens: IntersectionObserverCallback[] = [];
    const Before = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        screens.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    teardown.push(() => (window.IntersectionObserver = Before));
    const { controller } = mount();
    const seen = (visible: boolean) =>
      screens.forEach((callback) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as never));
    seen(false);
    expect([selectedAfterOneInterval(controller), selectedAfterOneInterval(controller)]).toEqual([0, 0]);
    expect(controller.state()).toMatchObject({ playing: true, running: true });
    seen(true);
    expect(selectedAfterOneInterval(controller)).toBe(1);
  });

  it('keeps advancing after embla sets itself up again (a resize) and after a swipe', () => {
    const { embla, controller } = mount();
    embla.reInit();
    expect(selectedAfterOneInterval(controller)).toBe(1);
    embla.emit('pointerDown');
    embla.emit('pointerUp');
    expect(selectedAfterOneInterval(controller)).toBe(2);
  });
});

describe('moving when asked', () => {
  it.each([
    ['ArrowRight', 1, true],
    ['ArrowLeft', 2, true],
    ['ArrowUp', 0, false],
    ['Enter', 0, false],
  ])('%s inside the carousel shows slide %i (key taken: %s)', (key, selected, taken) => {
    const { link, controller } = mount();
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(controller.state().selected).toBe(selected);
    expect(event.defaultPrevented).toBe(taken);
  });

  it.each([true, false])('next from the last slide goes to the first, previous goes back (loop: %s)', (loop) => {
    const { controller } = mount({ loop, autoAdvance: false });
    controller.goTo(2);
    controller.next();
    expect(controller.state().selected).toBe(0);
    controller.goTo(1);
    controller.prev();
    expect(controller.state().selected).toBe(0);
  });

  it.each([
    [false, 0],
    [true, SLIDE_WIDTH],
  ])('under reduced motion (%s) going to a slide jumps: the track is at once %i px along', (reducedMotion, offset) => {
    reduced = reducedMotion;
    const { viewport, controller } = mount();
    controller.goTo(1);
    expect(controller.state().selected).toBe(1);
    expect(trackOffset(viewport)).toBe(offset);
  });
});

describe('subscribers', () => {
  it('hear of every change of slide or of auto-advance, until they unsubscribe', () => {
    const mounted = mount();
    const heard = vi.fn();
    const unsubscribe = mounted.controller.subscribe(heard);
    mounted.controller.next();
    enter(mounted);
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    leave(mounted);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('read the same state object until something changes', () => {
    const mounted = mount();
    const before = mounted.controller.state();
    leave(mounted);
    expect(mounted.controller.state()).toBe(before);
    enter(mounted);
    expect(mounted.controller.state()).not.toBe(before);
  });
});

it('stops listening and advancing once destroyed', () => {
  const { link, controller } = mount();
  controller.destroy();
  link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  expect(selectedAfterOneInterval(controller)).toBe(0);
});
