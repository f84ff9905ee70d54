// The <first-visit-popup> element behind FirstVisitPopup.astro. Plain DOM, no framework: the
// notice shows on a first visit, and React for it was the one island that visit had to load.
// The card arrives server-rendered and already open as a modal dialog (pre-paint.ts decides
// before the first paint whether it shows); this element decides again, with a fresher copy
// from the CDN when a Sanity project is configured, and wires up the buttons and Escape.
import { $dialog } from '../../stores/dialog';
import { dismissCookie, type PopupConfig, safePopupLink, shouldShowPopup } from './first-visit';
import { fetchLatestPopup, toPopupConfig, toSanityPublic } from './latest-popup';
import { popupShowsOn } from './placement';
import { POPUP_OFF_ATTRIBUTE } from './pre-paint';

function parseJson(text: string | undefined): unknown {
  return text ? (JSON.parse(text) as unknown) : null;
}

class FirstVisitPopup extends HTMLElement {
  private dialog: HTMLDialogElement | null = null;
  /** The copy on the card while it should show; null once hidden or closed. */
  private shown: PopupConfig | null = null;
  /** Closed by the visitor: a late answer from the CDN must not bring it back. */
  private closed = false;
  private unsubscribe: (() => void) | null = null;

  connectedCallback() {
    if (!this.dialog) this.start();
    // One modal at a time: while the login or download dialog is open (a /user page opens the
    // login dialog for a guest) the notice waits, and comes back when that dialog closes.
    this.unsubscribe ??= $dialog.subscribe(() => this.render());
  }

  disconnectedCallback() {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private start() {
    const template = this.querySelector('template');
    const blank = template?.content.querySelector('dialog');
    const card = this.querySelector('dialog') ?? (blank ? document.importNode(blank, true) : null);
    if (!card) throw new Error('[popup] <first-visit-popup> has no card');
    this.dialog = card;
    card.addEventListener('click', (event) => {
      const action = event.target instanceof Element ? event.target.closest('[data-popup-action]') : null;
      if (action) this.act(action.getAttribute('data-popup-action'));
    });
    card.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    // Escape with focus outside the card (after a click on the dimmed page) reaches the dialog as
    // `cancel`: the notice closes for now all the same, with our focus handling.
    card.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.close();
    });

    const build = toPopupConfig(parseJson(this.dataset.config));
    // Opened while the page was parsed and closed by the browser (Escape) before this element
    // started: the visitor has dismissed it for now.
    const openedOnParse = !template && !document.documentElement.hasAttribute(POPUP_OFF_ATTRIBUTE);
    if (openedOnParse && !card.open) return this.close();
    // Until the element decides, the card shows what the server rendered, as before it started.
    this.shown = template ? null : build;
    const sanity = toSanityPublic(parseJson(this.dataset.sanity));
    if (!sanity) return this.decide(build);
    fetchLatestPopup(sanity).then(
      (latest) => this.decide(latest),
      (error: unknown) => {
        console.warn('[popup] the CDN copy could not be read; showing the one from the build', error);
        this.decide(build);
      },
    );
  }

  private decide(config: PopupConfig | null) {
    if (this.closed) return;
    // The build leaves the notice out of pages it must not cover; a fresher copy from the CDN may
    // have changed where it shows since, so the element asks again for this page.
    const visible =
      shouldShowPopup(config, document.cookie, new Date()) &&
      popupShowsOn(config.placement, config.routes, window.location.pathname);
    if (visible) {
      // The pre-paint script judged the build's copy; a fresher one from the CDN may differ.
      document.documentElement.removeAttribute(POPUP_OFF_ATTRIBUTE);
      this.fill(config);
    }
    this.shown = visible ? config : null;
    this.render();
  }

  /** The CMS text goes in as text, never as markup. */
  private fill({ title, content }: PopupConfig) {
    const heading = this.dialog?.querySelector('h2');
    const body = this.dialog?.querySelector('p');
    if (heading && heading.textContent !== title) heading.textContent = title;
    if (body && body.textContent !== content) body.textContent = content;
  }

  /** Open as a modal while there is a copy to show and no other dialog; out of the page otherwise. */
  private render() {
    const dialog = this.dialog;
    if (!dialog) return;
    const present = this.shown !== null && !$dialog.get().active;
    if (present) {
      if (!dialog.isConnected) this.append(dialog);
      if (!dialog.open) dialog.showModal();
    } else if (dialog.isConnected) {
      if (dialog.open) dialog.close();
      dialog.remove();
    }
  }

  private act(action: string | null) {
    if (action === 'today') {
      document.cookie = dismissCookie(window.location.protocol === 'https:');
      this.close();
    } else if (action === 'close') {
      this.close();
    } else if (action === 'confirm') {
      const link = safePopupLink(this.shown?.link ?? null);
      if (link) window.location.assign(link);
      else this.close();
    }
  }

  private close() {
    // Focus inside a removed element would fall back to <body>: the visitor goes on from the
    // start of the main content.
    const hadFocus = document.activeElement === document.body || Boolean(this.dialog?.contains(document.activeElement));
    this.closed = true;
    this.shown = null;
    this.render();
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  }
}

export function defineFirstVisitPopup(): void {
  if (!customElements.get('first-visit-popup')) customElements.define('first-visit-popup', FirstVisitPopup);
}
