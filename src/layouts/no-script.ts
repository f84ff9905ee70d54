// The rules a browser without scripts applies (BaseLayout puts them in a <noscript> in <head>):
// what the page's code would have shown or answered is shown, or answered by plain HTML, instead
// (docs/product.md#without-scripts). Build-time constant: our own CSS, no CMS text.
import { NEEDS_SCRIPT_ATTRIBUTE } from '../lib/page/needs-script';
import { PC_MIN_WIDTH } from '../styles/breakpoints';

// Each rule starts at `html`, one step more specific than the component rule it overrides: the
// stylesheets that come after it in the page must not win on order.
const RULES = [
  // Shown until the session has been read, which never happens: 로그인 is a form to /login.
  'html [data-auth-button][data-auth=unknown]{visibility:visible}',
  `html [${NEEDS_SCRIPT_ATTRIBUTE}]{display:none!important}`,
  // The desktop 문의하기 list opens while the pointer or the keyboard is in it.
  'html [data-inquiry]:is(:hover,:focus-within) [data-inquiry-list]{visibility:visible;opacity:1;transform:translate(-50%,8px)}',
  // Below the PC layout the menu button gives way to a disclosure (SiteHeader.astro) that shows
  // the same panel under the bar, where the ☰ that opened it closes it again.
  `@media (max-width:${PC_MIN_WIDTH - 0.02}px){` +
    'html [data-menu-toggle]{display:none}' +
    'html [data-menu-fallback]{display:block}' +
    'site-header:has([data-menu-fallback][open]) [data-menu-layer]{top:var(--header-height);pointer-events:auto}' +
    'site-header:has([data-menu-fallback][open]) [data-menu-backdrop]{opacity:1}' +
    'site-header:has([data-menu-fallback][open]) [data-menu-panel]{transform:none;visibility:visible}' +
    '}',
  // Nothing to close and nothing to fold: the sub-list stands open under 문의하기.
  'html :is([data-menu-close],[data-menu-chevron]){display:none}',
  'html [data-menu-sub-list][hidden]{display:block}',
];

export const NO_SCRIPT_CSS = RULES.join('');
