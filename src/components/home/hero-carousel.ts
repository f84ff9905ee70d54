// The <hero-carousel> custom element behind components/home/HeroCarousel.astro: the home hero
// driven by embla-carousel's framework-free core, with the rules of the React carousels
// (islands/carousel/Carousel.tsx, useAutoAdvance.ts). The hero was the only island on screen at
// load, and evaluating React for it alone cost the home page most of its Total Blocking Time.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { arrowStep, isRunning, liveSetting, toggleIcon, toggleLabel, type AutoAdvanceState } from '../carousel/carousel';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';

/** A part the server's HTML always has; without it the carousel cannot work, so say so loudly. */
function part<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`<hero-carousel> has no ${selector}`);
  return found;
}

class HeroCarousel extends HTMLElement {
  private embla: EmblaCarouselType | undefined;
  private listeners: AbortController | undefined;
  private timer = 0;
  private state: AutoAdvanceState = { playing: true, hovered: false, focused: false };
  private track!: HTMLElement;
  private toggle!: HTMLButtonElement;
  private slides: HTMLElement[] = [];
  private dots: HTMLButtonElement[] = [];

  connectedCallback() {
    if (this.embla) return;
    const viewport = part<HTMLElement>(this, '[data-hero-viewport]');
    this.track = part<HTMLElement>(this, '[data-hero-track]');
    this.toggle = part<HTMLButtonElement>(this, '[data-carousel-toggle]');
    this.slides = [...this.querySelectorAll<HTMLElement>('[data-hero-slide]')];
    this.dots = [...this.querySelectorAll<HTMLButtonElement>('[data-hero-dot]')];
    this.attachPictures();

    this.embla = EmblaCarousel(viewport, { loop: true });
    this.embla.on('select', this.sync).on('reInit', this.sync);
    this.listen();
    // The server cannot know the motion preference: it renders playing, and the element pauses.
    if (prefersReducedMotion()) this.state.playing = false;
    this.sync();
    this.update();
    // Tests (tests/support/home.ts) and anyone debugging can tell a started carousel from HTML alone.
    this.dataset.started = '';
  }

  disconnectedCallback() {
    this.listeners?.abort();
    this.stopTimer();
    this.embla?.destroy();
    this.embla = undefined;
    delete this.dataset.started;
  }

  /** Slides 2–3's pictures, held back by the server so the first picture loads alone. */
  private attachPictures() {
    for (const template of this.querySelectorAll<HTMLTemplateElement>('template[data-hero-picture]')) {
      template.replaceWith(template.content);
    }
  }

  private listen() {
    this.listeners = new AbortController();
    const options = { signal: this.listeners.signal };
    this.addEventListener('keydown', (event) => this.onKeyDown(event), options);
    this.addEventListener('mouseenter', () => this.set({ hovered: true }), options);
    this.addEventListener('mouseleave', () => this.set({ hovered: false }), options);
    this.addEventListener('focusin', () => this.set({ focused: true }), options);
    this.addEventListener(
      'focusout',
      (event) => {
        const to = event.relatedTarget;
        if (!(to instanceof Node && this.contains(to))) this.set({ focused: false });
      },
      options,
    );
    this.toggle.addEventListener('click', () => this.set({ playing: !this.state.playing }), options);
    part(this, '[data-hero-prev]').addEventListener('click', () => this.prev(), options);
    part(this, '[data-hero-next]').addEventListener('click', () => this.next(), options);
    this.dots.forEach((dot, i) => dot.addEventListener('click', () => this.embla?.scrollTo(i, prefersReducedMotion()), options));
  }

  private onKeyDown(event: KeyboardEvent) {
    const step = arrowStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    if (step < 0) this.prev();
    else this.next();
  }

  // With reduced motion a slide change is a jump, never an animated scroll.
  private next = () => {
    if (!this.embla) return;
    if (this.embla.canScrollNext()) this.embla.scrollNext(prefersReducedMotion());
    else this.embla.scrollTo(0, prefersReducedMotion());
  };

  private prev() {
    this.embla?.scrollPrev(prefersReducedMotion());
  }

  private set(change: Partial<AutoAdvanceState>) {
    this.state = { ...this.state, ...change };
    this.update();
  }

  /** Timer, live region and the pause/play button, from the auto-advance state. */
  private update() {
    const running = isRunning(this.state);
    if (running && !this.timer) this.timer = window.setInterval(this.next, CAROUSEL_INTERVAL_MS);
    if (!running) this.stopTimer();
    this.track.setAttribute('aria-live', liveSetting(running));
    this.toggle.setAttribute('aria-label', toggleLabel(this.state.playing));
    const path = this.toggle.querySelector('path');
    if (!path) return;
    const icon = toggleIcon(this.state.playing);
    path.setAttribute('d', icon.d);
    if (icon.fill) path.setAttribute('fill', icon.fill);
    else path.removeAttribute('fill');
  }

  private stopTimer() {
    window.clearInterval(this.timer);
    this.timer = 0;
  }

  /** The selected slide, on the region (data-selected), its slide (data-active) and its dot (aria-current). */
  private sync = () => {
    if (!this.embla) return;
    const selected = this.embla.selectedScrollSnap();
    this.dataset.selected = String(selected);
    this.slides.forEach((slide, i) => slide.toggleAttribute('data-active', i === selected));
    this.dots.forEach((dot, i) => {
      if (i === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
}

export function defineHeroCarousel(): void {
  if (!customElements.get('hero-carousel')) customElements.define('hero-carousel', HeroCarousel);
}
