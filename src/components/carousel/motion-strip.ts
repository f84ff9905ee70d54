// The <motion-strip> custom element behind MotionStrip.astro: embla's core in loop mode, moved by
// its auto-scroll plugin. Plain DOM, no framework: a strip is on every marketing page and must not
// cost a React hydration.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import AutoScroll from 'embla-carousel-auto-scroll';

import { type AutoAdvanceState, isRunning } from '../../lib/carousel/carousel';
import { watchHold } from '../../lib/carousel/hold';
import { stripScrollSpeed } from '../../lib/carousel/strip';
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';

class MotionStrip extends HTMLElement {
  private embla: EmblaCarouselType | undefined;
  private listeners: AbortController | undefined;
  private observer: IntersectionObserver | undefined;
  private state: AutoAdvanceState = { playing: true, hovered: false, focused: false };
  private onScreen = false;

  connectedCallback() {
    const viewport = this.querySelector<HTMLElement>('.viewport');
    const toggle = this.querySelector<HTMLButtonElement>('[data-strip-toggle]');
    if (!viewport || !toggle) return;
    if (prefersReducedMotion()) {
      // A still strip is a scrollable list; keyboard users need to be able to scroll it.
      viewport.tabIndex = 0;
      return;
    }
    this.listeners = new AbortController();
    const { signal } = this.listeners;
    watchHold(this, (change) => this.set(change), signal);
    toggle.addEventListener('click', () => this.set({ playing: !this.state.playing }), { signal });
    this.observer = new IntersectionObserver(([entry]) => {
      this.onScreen = Boolean(entry?.isIntersecting);
      if (this.onScreen) this.start(viewport);
      this.update();
    });
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.listeners?.abort();
    this.observer?.disconnect();
    this.embla?.destroy();
    this.embla = undefined;
  }

  /**
   * Back to the first item (a tab showing this strip again starts it from its beginning). A
   * moving strip jumps there with embla, which reads no layout: a tab's press calls this on a
   * panel it has just shown, whose layout the browser would otherwise work out inside the press.
   * Only the still, scrollable form has a scroll position of its own to reset; a strip not yet
   * started is still at its first item.
   */
  rewind(): void {
    if (this.embla) {
      this.embla.plugins().autoScroll?.stop();
      this.embla.scrollTo(0, true);
      this.update();
      return;
    }
    const viewport = this.querySelector<HTMLElement>('.viewport');
    if (viewport && prefersReducedMotion()) viewport.scrollLeft = 0;
  }

  private set(change: Partial<AutoAdvanceState>) {
    this.state = { ...this.state, ...change };
    if ('playing' in change) this.label(this.state.playing);
    this.update();
  }

  private label(playing: boolean) {
    const toggle = this.querySelector('[data-strip-toggle]');
    toggle?.setAttribute('aria-pressed', String(!playing));
    const label = toggle?.querySelector('[data-strip-label]');
    if (label)
      label.textContent = label.textContent.replace(playing ? '재생하기' : '멈추기', playing ? '멈추기' : '재생하기');
  }

  /** Moves while on screen, playing, and neither under the pointer nor holding focus. */
  private update() {
    const autoScroll = this.embla?.plugins().autoScroll;
    // Hidden in a tab panel, embla measures one stop and the plugin is not set up.
    const canMove = (this.embla?.scrollSnapList().length ?? 0) > 1;
    if (this.onScreen && canMove && isRunning(this.state)) autoScroll?.play();
    else autoScroll?.stop();
  }

  /**
   * Clones and speed need real widths, so embla starts when the strip is first on screen: a strip
   * inside a hidden tab panel measures as zero until its tab is chosen.
   */
  private start(viewport: HTMLElement) {
    if (this.embla || this.offsetWidth === 0) return;
    const track = viewport.querySelector<HTMLElement>('.track');
    if (!track) return;
    const items = [...track.children] as HTMLElement[];
    const contentWidth = items.reduce((sum, item) => sum + outerWidth(item), 0);
    fillForLoop(track, items, contentWidth, Math.max(this.offsetWidth, screen.width));
    this.embla = EmblaCarousel(viewport, { loop: true, align: 'start', watchDrag: false }, [
      AutoScroll({ speed: stripScrollSpeed(contentWidth), startDelay: 0, playOnInit: false, stopOnFocusIn: false }),
    ]);
    // After a resize embla starts its plugins again, stopped.
    this.embla.on('reInit', () => this.update());
  }
}

/** An item's width with the space after it (the strip's gap is each item's right margin). */
function outerWidth(item: HTMLElement): number {
  return item.offsetWidth + (parseFloat(getComputedStyle(item).marginRight) || 0);
}

/**
 * Repeats the items until the loop is at least twice as wide as the widest the strip can be, so
 * embla's loop never shows a gap. The copies are hidden from assistive tech and the keyboard.
 */
function fillForLoop(track: HTMLElement, items: HTMLElement[], contentWidth: number, widest: number) {
  if (contentWidth <= 0) return;
  for (let width = contentWidth; width < widest * 2; width += contentWidth) {
    for (const item of items) {
      const clone = item.cloneNode(true) as HTMLElement;
      clone.setAttribute('data-strip-clone', '');
      clone.setAttribute('aria-hidden', 'true');
      clone.inert = true;
      track.append(clone);
    }
  }
}

export function defineMotionStrip(): void {
  if (!customElements.get('motion-strip')) customElements.define('motion-strip', MotionStrip);
}
