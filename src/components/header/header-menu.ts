// The tablet and phone menu panel inside <site-header> (markup: MobileMenu.astro). A modal
// panel: while open the rest of the page is inert and Tab stays inside; it closes on Escape, on
// the backdrop, on 메뉴 닫기 and when one of its links is followed; the opener gets focus back
// each time. The header around the panel turns inert (and back) with the press; the page below
// it once the panel's frame is painted: the browser restyles all of that page when its inertness
// changes, the longest part of the press, and nothing of it changes on screen (the backdrop
// already covers it).
import { afterNextPaint } from '../../lib/after-paint';
import { keepFocusInside } from '../../lib/focus-trap';
import { inertOutside } from '../../lib/inert-outside';

const setOpenMark = (el: Element | null, open: boolean) => el?.setAttribute('data-open', String(open));

export class HeaderMenu {
  private open = false;
  /** Gives the header back at once, and the page below it after the next paint. */
  private restorePage: ((now?: boolean) => void) | null = null;
  private readonly layer: HTMLElement | null;
  private readonly backdrop: HTMLElement | null;
  private readonly panel: HTMLElement | null;
  private readonly closeButton: HTMLElement | null;
  private readonly subToggle: HTMLButtonElement | null;
  private readonly subList: HTMLElement | null;
  private readonly chevron: HTMLElement | null;

  constructor(
    private readonly root: HTMLElement,
    private readonly toggle: HTMLButtonElement,
  ) {
    this.layer = root.querySelector('[data-menu-layer]');
    this.backdrop = root.querySelector('[data-menu-backdrop]');
    this.panel = root.querySelector('[data-menu-panel]');
    this.closeButton = root.querySelector('[data-menu-close]');
    this.subToggle = root.querySelector('[data-menu-sub-toggle]');
    this.subList = root.querySelector('[data-menu-sub-list]');
    this.chevron = root.querySelector('[data-menu-chevron]');
    // The server leaves both out for a browser without scripts (MobileMenu.astro).
    this.panel?.setAttribute('aria-modal', 'true');
    if (this.panel) this.panel.inert = true;
  }

  /** Wires the controls until `signal` aborts (the header left the page). */
  connect(signal: AbortSignal): void {
    this.toggle.addEventListener('click', () => this.show(), { signal });
    this.backdrop?.addEventListener('click', () => this.close(), { signal });
    this.closeButton?.addEventListener('click', () => this.close(), { signal });
    this.subToggle?.addEventListener('click', () => this.setSubOpen(this.subList?.hidden === true), { signal });
    for (const link of this.root.querySelectorAll('[data-menu-link]'))
      link.addEventListener('click', () => this.close(), { signal });
    // On the document, as before: Escape must close the panel wherever focus has got to.
    document.addEventListener('keydown', this.onKey, { signal });
    signal.addEventListener('abort', () => {
      document.documentElement.removeAttribute('data-menu-open');
      this.restorePage?.(true);
    });
  }

  private onKey = (event: KeyboardEvent) => {
    if (!this.open) return;
    if (event.key === 'Escape') this.close();
    if (event.key === 'Tab') keepFocusInside(event, this.panel);
  };

  private show(): void {
    this.render(true);
    this.closeButton?.focus();
  }

  private close(): void {
    this.setSubOpen(false);
    this.render(false);
    this.toggle.focus();
  }

  private render(open: boolean): void {
    this.open = open;
    this.toggle.setAttribute('aria-expanded', String(open));
    document.documentElement.toggleAttribute('data-menu-open', open);
    setOpenMark(this.layer, open);
    setOpenMark(this.backdrop, open);
    setOpenMark(this.panel, open);
    // Not only hidden: a closed panel must be out of the Tab order and the accessibility tree.
    if (this.panel) this.panel.inert = !open;
    // The page behind the backdrop is out of reach while the panel is open (aria-modal).
    this.restorePage?.();
    this.restorePage = open && this.layer ? this.inertBehind(this.layer) : null;
  }

  /** The header's other parts inert now, the rest of the page after the paint; returns the undo. */
  private inertBehind(layer: HTMLElement): (now?: boolean) => void {
    const header = inertOutside(layer, this.root);
    let page: (() => void) | undefined;
    const pending = afterNextPaint(() => (page = inertOutside(this.root)));
    return (now = false) => {
      header();
      pending();
      if (page && now) page();
      else if (page) afterNextPaint(page);
    };
  }

  private setSubOpen(open: boolean): void {
    this.subToggle?.setAttribute('aria-expanded', String(open));
    setOpenMark(this.chevron, open);
    if (this.subList) this.subList.hidden = !open;
  }
}
