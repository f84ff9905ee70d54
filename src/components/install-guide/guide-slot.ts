// The <guide-slot> element behind GuideSlot.astro: swaps /down's short guide section for the
// whole guide and equipment list from /down/guide once the visitor comes near them (or arrives
// at #install-guide / #hardware), with the styles that page carries and this one lacks. The
// swap waits until the section is off screen, so nothing the visitor is reading moves.
import { GUIDE_SECTIONS } from './guide-parts';

/** How far below the screen the slot may still be when the guide starts loading. */
const AHEAD_PX = 1200;

/** The guide's sections in a fetched /down/guide, and its inline styles. */
export function guideParts(doc: Document): { sections: Element[]; styles: string[] } {
  const sections = GUIDE_SECTIONS.flatMap((id) => {
    const section = doc.getElementById(id);
    return section ? [section] : [];
  });
  const styles = [...doc.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return { sections, styles };
}

/** Adds the styles this document lacks; the ones both pages share are there already. */
export function adoptStyles(styles: readonly string[], into: Document = document): void {
  const present = new Set([...into.querySelectorAll('style')].map((style) => style.textContent ?? ''));
  for (const css of styles) {
    if (present.has(css)) continue;
    const style = into.createElement('style');
    style.textContent = css;
    into.head.append(style);
    present.add(css);
  }
}

const targeted = () => GUIDE_SECTIONS.find((id) => window.location.hash === `#${id}`);

class GuideSlot extends HTMLElement {
  private fetched: Promise<Element[] | null> | undefined;
  private onScreen = false;
  private swapped = false;

  connectedCallback() {
    if (targeted()) {
      // Asked for by its address: shown at once, where the visitor is looking.
      void this.fetchParts().then((parts) => this.swapIn(parts));
      return;
    }
    // Fetched well before the visitor gets there, but swapped in only while it is off screen:
    // a short section growing under their eyes would push the page about (a layout shift).
    const ahead = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        ahead.disconnect();
        void this.fetchParts().then((parts) => this.swapWhenHidden(parts));
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    const seen = new IntersectionObserver((entries) => {
      this.onScreen = entries.some((entry) => entry.isIntersecting);
      if (!this.onScreen) void this.fetched?.then((parts) => this.swapWhenHidden(parts));
    });
    ahead.observe(this);
    seen.observe(this);
  }

  private fetchParts(): Promise<Element[] | null> {
    this.fetched ??= this.load().catch((error: unknown) => {
      // The section's link to /down/guide stays: the visitor still reaches the whole guide.
      console.warn('[guide] the install guide was not loaded; its link stays', error);
      return null;
    });
    return this.fetched;
  }

  private async load(): Promise<Element[]> {
    const src = this.dataset.src ?? '';
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const { sections, styles } = guideParts(doc);
    if (sections.length !== GUIDE_SECTIONS.length) throw new Error(`${src} lacks the guide's sections`);
    adoptStyles(styles);
    return sections.map((section) => document.importNode(section, true));
  }

  private swapWhenHidden(parts: Element[] | null): void {
    if (!this.onScreen) this.swapIn(parts);
  }

  private swapIn(parts: Element[] | null): void {
    if (!parts || this.swapped) return;
    this.swapped = true;
    this.replaceChildren(...parts);
    this.dataset.loaded = '';
    const id = targeted();
    if (id) document.getElementById(id)?.scrollIntoView();
  }
}

export function defineGuideSlot(): void {
  if (!customElements.get('guide-slot')) customElements.define('guide-slot', GuideSlot);
}
