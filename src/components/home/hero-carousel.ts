// The <hero-carousel> custom element behind components/home/HeroCarousel.astro: embla's
// framework-free core, driven by the same controller as the React carousels
// (lib/carousel/carousel-controller.ts), writing its state into the server's HTML. The
// hero was the only island on screen at load, and evaluating React for it alone cost the home
// page most of its Total Blocking Time.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';

import { liveSetting, toggleIcon, toggleLabel } from '../../lib/carousel/carousel';
import {
  type CarouselController,
  carouselPlugins,
  createCarouselController,
} from '../../lib/carousel/carousel-controller';

/** A part the server's HTML always has; without it the carousel cannot work, so say so loudly. */
function part<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`<hero-carousel> has no ${selector}`);
  return found;
}

class HeroCarousel extends HTMLElement {
  private embla: EmblaCarouselType | undefined;
  private controller: CarouselController | undefined;
  private listeners: AbortController | undefined;
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

    this.embla = EmblaCarousel(viewport, { loop: true }, carouselPlugins(true));
    const controller = createCarouselController(this.embla, this);
    this.controller = controller;
    controller.subscribe(this.render);
    this.listeners = new AbortController();
    const options = { signal: this.listeners.signal };
    this.toggle.addEventListener('click', controller.togglePlaying, options);
    part(this, '[data-hero-prev]').addEventListener('click', controller.prev, options);
    part(this, '[data-hero-next]').addEventListener('click', controller.next, options);
    this.dots.forEach((dot, i) => dot.addEventListener('click', () => controller.goTo(i), options));
    this.render();
    // Tests (tests/support/home.ts) and anyone debugging can tell a started carousel from HTML alone.
    this.dataset.started = '';
  }

  disconnectedCallback() {
    this.listeners?.abort();
    this.controller?.destroy();
    this.embla?.destroy();
    this.controller = undefined;
    this.embla = undefined;
    delete this.dataset.started;
  }

  /** Slides 2–3's pictures, held back by the server so the first picture loads alone. */
  private attachPictures() {
    for (const template of this.querySelectorAll<HTMLTemplateElement>('template[data-hero-picture]')) {
      template.replaceWith(template.content);
    }
  }

  /** The selected slide (region, slide, dot), the live region and the pause/play button. */
  private render = () => {
    if (!this.controller) return;
    const { selected, playing, running } = this.controller.state();
    this.dataset.selected = String(selected);
    this.slides.forEach((slide, i) => slide.toggleAttribute('data-active', i === selected));
    this.dots.forEach((dot, i) => {
      if (i === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    this.track.setAttribute('aria-live', liveSetting(running));
    this.toggle.setAttribute('aria-label', toggleLabel(playing));
    const path = this.toggle.querySelector('path');
    if (!path) return;
    const icon = toggleIcon(playing);
    path.setAttribute('d', icon.d);
    if (icon.fill) path.setAttribute('fill', icon.fill);
    else path.removeAttribute('fill');
  };
}

export function defineHeroCarousel(): void {
  if (!customElements.get('hero-carousel')) customElements.define('hero-carousel', HeroCarousel);
}
