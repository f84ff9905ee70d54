// The <guide-slot> element behind GuideSlot.astro: swaps /down's short guide section for the
// whole guide and equipment list from /down/guide once the visitor comes near them (or arrives
// at #install-guide / #hardware), with the styles that page carries and this one lacks.
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
  private loading: Promise<void> | undefined;

  connectedCallback() {
    if (targeted()) {
      void this.load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void this.load();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(this);
  }

  load(): Promise<void> {
    this.loading ??= this.swapIn().catch((error: unknown) => {
      // The section's link to /down/guide stays: the visitor still reaches the whole guide.
      console.warn('[guide] the install guide was not loaded; its link stays', error);
    });
    return this.loading;
  }

  private async swapIn(): Promise<void> {
    const src = this.dataset.src ?? '';
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const { sections, styles } = guideParts(doc);
    if (sections.length !== GUIDE_SECTIONS.length) throw new Error(`${src} lacks the guide's sections`);
    adoptStyles(styles);
    this.replaceChildren(...sections.map((section) => document.importNode(section, true)));
    this.dataset.loaded = '';
    const id = targeted();
    if (id) document.getElementById(id)?.scrollIntoView();
  }
}

export function defineGuideSlot(): void {
  if (!customElements.get('guide-slot')) customElements.define('guide-slot', GuideSlot);
}
