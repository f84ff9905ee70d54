// The <site-header> custom element behind SiteHeader.astro. Plain DOM, no framework: the header
// is on every page, and as a React island it made every page download and hydrate React.
import { $auth, isSignedIn } from '../../stores/auth';
import { openDialog } from '../../stores/dialog';
import { resolveInitialAuth, signOut } from '../../stores/session';
import { authButtonView } from './auth-view';
import { HeaderMenu } from './header-menu';

class SiteHeader extends HTMLElement {
  private connection?: AbortController;

  connectedCallback() {
    this.connection = new AbortController();
    const { signal } = this.connection;
    const stopStorage = resolveInitialAuth();
    const stopAuth = this.connectAuthButton(signal);
    signal.addEventListener('abort', () => {
      stopStorage();
      stopAuth();
    });
    this.connectInquiryMenu(signal);
    const toggle = this.querySelector<HTMLButtonElement>('[data-menu-toggle]');
    if (toggle) new HeaderMenu(this, toggle).connect(signal);
  }

  disconnectedCallback() {
    this.connection?.abort();
  }

  /** 로그인 / 로그아웃, and 내 정보 beside it for a member, follow $auth; returns the unsubscribe. */
  private connectAuthButton(signal: AbortSignal): () => void {
    const button = this.querySelector<HTMLButtonElement>('[data-auth-button]');
    const accountLinks = this.querySelectorAll<HTMLAnchorElement>('[data-account-link]');
    if (!button) return () => {};
    button.addEventListener(
      'click',
      (event) => {
        // Its form goes to /login for a browser without scripts; here the dialog answers.
        event.preventDefault();
        if (isSignedIn($auth.get()))
          void signOut(); // signOut reports its own failures as a toast
        else openDialog('login');
      },
      { signal },
    );
    return $auth.subscribe((state) => {
      const view = authButtonView(state);
      button.dataset.auth = view.mark;
      button.textContent = view.label;
      for (const link of accountLinks) link.dataset.auth = view.mark;
    });
  }

  /** Desktop 문의하기: opens on hover, and on click or keyboard for people without a mouse. */
  private connectInquiryMenu(signal: AbortSignal): void {
    const root = this.querySelector<HTMLElement>('[data-inquiry]');
    const button = root?.querySelector<HTMLButtonElement>('[data-inquiry-toggle]');
    const list = root?.querySelector<HTMLElement>('[data-inquiry-list]');
    if (!root || !button || !list) return;
    const isOpen = () => button.getAttribute('aria-expanded') === 'true';
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.dataset.open = String(open);
    };
    root.addEventListener('mouseenter', () => setOpen(true), { signal });
    root.addEventListener('mouseleave', () => setOpen(false), { signal });
    root.addEventListener(
      'focusout',
      (event) => {
        if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setOpen(false);
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !isOpen()) return;
        setOpen(false);
        button.focus();
      },
      { signal },
    );
    button.addEventListener('click', () => setOpen(!isOpen()), { signal });
  }
}

export function defineSiteHeader(): void {
  if (!customElements.get('site-header')) customElements.define('site-header', SiteHeader);
}
