// The <motion-strip> custom element behind MotionStrip.astro. Plain DOM, no framework: a strip
// is on every marketing page and must not cost a React hydration.
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';
import { itemsScrolledOut, STRIP_HOVER_BOOST, stripSpeed } from './strip';

class MotionStrip extends HTMLElement {
  private track!: HTMLElement;
  private toggle!: HTMLButtonElement;
  private offset = 0;
  private speed = 0;
  private last = 0;
  private frame = 0;
  private hovered = false;
  private focused = false;
  private userPaused = false;
  private onScreen = false;
  private observer?: IntersectionObserver;
  private measured = false;
  private initialOrder: HTMLElement[] = [];

  connectedCallback() {
    const track = this.querySelector<HTMLElement>('.track');
    const toggle = this.querySelector<HTMLButtonElement>('[data-strip-toggle]');
    if (prefersReducedMotion()) {
      // A still strip is a scrollable list; keyboard users need to be able to scroll it.
      this.querySelector<HTMLElement>('.viewport')?.setAttribute('tabindex', '0');
      return;
    }
    if (!track || !toggle) return;
    this.track = track;
    this.toggle = toggle;
    this.addEventListener('pointerenter', () => (this.hovered = true));
    this.addEventListener('pointerleave', () => (this.hovered = false));
    this.addEventListener('focusin', (e) => (this.focused = e.target !== toggle));
    this.addEventListener('focusout', () => (this.focused = false));
    toggle.addEventListener('click', () => this.setUserPaused(!this.userPaused));
    this.observer = new IntersectionObserver(([entry]) => {
      this.onScreen = Boolean(entry?.isIntersecting);
      if (!this.onScreen) return;
      this.measure();
      this.start();
    });
    this.observer.observe(this);
  }

  disconnectedCallback() {
    cancelAnimationFrame(this.frame);
    this.observer?.disconnect();
  }

  /** True while the strip should stand still. */
  get paused(): boolean {
    return this.userPaused || this.focused || (this.hovered && this.dataset.hover === 'pause');
  }

  private setUserPaused(value: boolean) {
    this.userPaused = value;
    this.toggle.setAttribute('aria-pressed', String(value));
    const label = this.toggle.querySelector('[data-strip-label]');
    if (label) label.textContent = label.textContent!.replace(value ? '멈추기' : '재생하기', value ? '재생하기' : '멈추기');
  }

  /**
   * Back to the first item, in the original order (a tab showing this strip again starts it from
   * its beginning). Works in the still, scrollable form too.
   */
  rewind(): void {
    this.offset = 0;
    if (this.track) {
      this.track.append(...this.initialOrder);
      this.track.style.removeProperty('transform');
    }
    const viewport = this.querySelector<HTMLElement>('.viewport');
    if (viewport) viewport.scrollLeft = 0;
  }

  /**
   * Clones and speed need real widths, so they wait until the strip is first on screen: a strip
   * inside a hidden tab panel measures as zero until its tab is chosen.
   */
  private measure() {
    if (this.measured || this.offsetWidth === 0) return;
    this.measured = true;
    this.fillViewport();
    this.initialOrder = this.items();
    this.speed = stripSpeed(this.contentWidth());
  }

  private items(): HTMLElement[] {
    return [...this.track.children] as HTMLElement[];
  }

  private gap(): number {
    return parseFloat(getComputedStyle(this.track).columnGap) || 0;
  }

  private contentWidth(): number {
    return this.items()
      .filter((el) => !el.hasAttribute('data-strip-clone'))
      .reduce((sum, el) => sum + el.offsetWidth + this.gap(), 0);
  }

  /** Repeats the items (hidden from assistive tech and keyboard) until the loop can never show a gap. */
  private fillViewport() {
    const originals = this.items();
    const need = this.offsetWidth * 2;
    let guard = 0;
    while (this.track.scrollWidth < need && originals.length > 0 && guard < 20) {
      for (const item of originals) {
        const clone = item.cloneNode(true) as HTMLElement;
        clone.setAttribute('data-strip-clone', '');
        clone.setAttribute('aria-hidden', 'true');
        clone.inert = true;
        this.track.append(clone);
      }
      guard += 1;
    }
  }

  private start() {
    cancelAnimationFrame(this.frame);
    this.last = performance.now();
    this.frame = requestAnimationFrame(this.tick);
  }

  private tick = (now: number) => {
    if (!this.measured) return;
    const dt = Math.min(0.1, (now - this.last) / 1000);
    this.last = now;
    if (!this.paused && !document.hidden) {
      const boost = this.hovered && this.dataset.hover === 'boost' ? STRIP_HOVER_BOOST : 1;
      this.offset += this.speed * boost * dt;
      const widths = this.items().map((el) => el.offsetWidth);
      const out = itemsScrolledOut(this.offset, widths, this.gap());
      if (out.count > 0) {
        // The first items have left the screen: move them to the end and shift back by their width.
        for (const el of this.items().slice(0, out.count)) this.track.append(el);
        this.offset -= out.width;
      }
      this.track.style.transform = `translateX(${-this.offset}px)`;
    }
    if (this.onScreen) this.frame = requestAnimationFrame(this.tick);
  };
}

export function defineMotionStrip(): void {
  if (!customElements.get('motion-strip')) customElements.define('motion-strip', MotionStrip);
}
