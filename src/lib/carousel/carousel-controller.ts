// Imported by the hero element (components/home/hero-carousel.ts) and the React carousels
// (islands/carousel/useCarouselController.ts): one carousel behaviour on embla's core API, with no
// framework. The hero writes its state into the server's HTML; React renders it.
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';

import { prefersReducedMotion } from '../../lib/motion/reduced-motion';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { arrowStep, type AutoAdvanceState, isRunning } from './carousel';
import { watchHold } from './hold';

interface CarouselState {
  selected: number;
  /** Slides embla can stop at (0 before it has measured them). */
  count: number;
  /** The visitor has not pressed pause (and reduced motion did not start it paused). */
  playing: boolean;
  /** The slides advance by themselves right now. */
  running: boolean;
}

/** Plain functions, not methods: they close over the carousel, so they may be passed around unbound. */
export interface CarouselController {
  state: () => CarouselState;
  /** Calls `listener` after every change of state; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  togglePlaying: () => void;
  destroy: () => void;
}

const SERVER_STATES = {
  playing: { selected: 0, count: 0, playing: true, running: true },
  still: { selected: 0, count: 0, playing: true, running: false },
} as const satisfies Record<string, CarouselState>;

/**
 * What the server renders (it cannot know the motion preference): the first slide, playing when
 * the carousel advances by itself. One object per kind, so React can compare snapshots.
 */
export function serverState(autoAdvance: boolean): CarouselState {
  return autoAdvance ? SERVER_STATES.playing : SERVER_STATES.still;
}

/** Embla's plugins for a carousel: its autoplay keeps the interval; the controller starts and stops it. */
export function carouselPlugins(autoAdvance: boolean): EmblaPluginType[] {
  if (!autoAdvance) return [];
  // Hover, focus and the pause button are the controller's: the plugin only stops itself on a swipe.
  return [Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnFocusIn: false })];
}

/**
 * Drives `embla` (created with carouselPlugins) from `root`, the carousel's region: arrow keys,
 * and the auto-advance that holds still under the pointer or focus and starts paused under
 * reduced motion. A carousel created without the autoplay plugin moves only when asked.
 */
export function createCarouselController(embla: EmblaCarouselType, root: HTMLElement): CarouselController {
  const autoplay: AutoplayType | undefined = embla.plugins().autoplay;
  const listeners = new Set<() => void>();
  const events = new AbortController();
  const hold: AutoAdvanceState = { playing: !prefersReducedMotion(), hovered: false, focused: false };
  let state = read();

  function read(): CarouselState {
    return {
      selected: embla.selectedScrollSnap(),
      count: embla.scrollSnapList().length,
      playing: hold.playing,
      running: autoplay !== undefined && isRunning(hold),
    };
  }

  // Off screen it holds still without saying so (it is still playing): every slide change runs
  // frames on the main thread, and a press elsewhere on the page would wait behind them
  // (docs/architecture.md#every-press).
  let onScreen = true;
  const screen = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    moveTimer();
  });

  // With reduced motion a slide change is a jump, never an animated scroll.
  function moveTimer() {
    if (state.running && onScreen) autoplay?.play(prefersReducedMotion());
    else autoplay?.stop();
  }

  function update() {
    const next = read();
    const changed = (Object.keys(next) as (keyof CarouselState)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    const runningChanged = next.running !== state.running;
    state = next;
    if (runningChanged) moveTimer();
    listeners.forEach((listener) => listener());
  }

  function setHold(change: Partial<AutoAdvanceState>) {
    Object.assign(hold, change);
    update();
  }

  // The plugin restarts stopped after a reInit (a resize) and stops itself on a swipe: put it back.
  const resume = () => {
    update();
    moveTimer();
  };

  const controller: CarouselController = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    next() {
      if (embla.canScrollNext()) embla.scrollNext(prefersReducedMotion());
      else embla.scrollTo(0, prefersReducedMotion());
    },
    prev: () => embla.scrollPrev(prefersReducedMotion()),
    goTo: (index) => embla.scrollTo(index, prefersReducedMotion()),
    togglePlaying: () => setHold({ playing: !hold.playing }),
    destroy() {
      events.abort();
      screen.disconnect();
      embla.off('select', update).off('reInit', resume).off('pointerUp', resume);
      autoplay?.stop();
      listeners.clear();
    },
  };

  embla.on('select', update).on('reInit', resume).on('pointerUp', resume);
  watchHold(root, setHold, events.signal);
  root.addEventListener(
    'keydown',
    (event) => {
      const step = arrowStep(event.key);
      if (step === 0) return;
      event.preventDefault();
      if (step < 0) controller.prev();
      else controller.next();
    },
    { signal: events.signal },
  );
  screen.observe(root);
  moveTimer();
  return controller;
}
