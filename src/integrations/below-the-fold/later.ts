// What is below the fold on every screen can come after the first screen. A page marks it (a
// section's `data-later`, or its <main>'s `data-later-from` / `data-later-content-from`, the id of
// the first section that waits); the build (integration.ts) moves the styles only those
// sections use to a cached stylesheet, and for `content` sections their markup to a cached
// fragment, so the document fits the first round trip (docs/architecture.md#performance-budgets).
// The sections wait hidden (visibility: hidden, their room kept) until both have
// arrived, which the first press or the first screen on display starts.
//
// Build-time only (the page's side is names.ts).
import { LOAD_FAILURE_EVENT } from '../../components/ui/load-failure';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_EVENT } from '../first-screen/first-screen';
import {
  LATER_ATTRIBUTE,
  LATER_CONTENT,
  LATER_EVENT,
  LATER_MARKUP_ATTRIBUTE,
  LATER_READY_ATTRIBUTE,
  LATER_STYLES_ATTRIBUTE,
} from './names';

/**
 * Early CSS for the waiting sections. Hidden, they keep a room of their own and skip rendering
 * while off screen: nothing in them shows unstyled, and nothing around them moves when they fill
 * in (they are below the fold). Not `content-visibility: hidden`: Chromium reported the first
 * such section, when it turned visible, as a shift of the whole screen (CLS 1) in about one load
 * in twenty of /talk. Important: the waiting state wins over a page's own content-visibility rule.
 */
export const LATER_CSS =
  `@media screen{[${LATER_ATTRIBUTE}]:not([${LATER_READY_ATTRIBUTE}])` +
  `{content-visibility:auto!important;visibility:hidden!important;contain-intrinsic-size:auto 900px!important}}`;

/** For a browser without scripts: the later stylesheet at once, and nothing waiting. */
export const laterNoscript = (styles: string) =>
  `<noscript><link rel="stylesheet" href="${styles}"><style>[${LATER_ATTRIBUTE}]:not([${LATER_READY_ATTRIBUTE}]){content-visibility:visible!important;visibility:visible!important}</style></noscript>`;

/**
 * A classic script for <head> (plain ES5), on pages with waiting sections. Once the first
 * screen is on display it adds the later stylesheet and fetches the later markup, puts each
 * fetched section in place of its empty shell, and marks everything ready. Markup that cannot
 * load leaves the page's load-failure notice after the first shell (components/ui/load-failure.ts).
 */
export const LATER_SCRIPT = `(function (script) {
  var root = document.documentElement;
  var styles = script.getAttribute('${LATER_STYLES_ATTRIBUTE}');
  var markup = script.getAttribute('${LATER_MARKUP_ATTRIBUTE}');
  var waiting = '[${LATER_ATTRIBUTE}="${LATER_CONTENT}"]';
  function ready() {
    [].forEach.call(document.querySelectorAll('[${LATER_ATTRIBUTE}]'), function (el) { el.setAttribute('${LATER_READY_ATTRIBUTE}', ''); });
    root.setAttribute('${LATER_READY_ATTRIBUTE}', '');
    dispatchEvent(new Event('${LATER_EVENT}'));
  }
  function fill(html) {
    var template = document.createElement('template');
    var shells = document.querySelectorAll(waiting);
    template.innerHTML = html;
    [].slice.call(template.content.children).forEach(function (el, i) { if (shells[i]) shells[i].replaceWith(el); });
  }
  function failed() {
    var shell = document.querySelector(waiting);
    if (shell) shell.dispatchEvent(new CustomEvent('${LOAD_FAILURE_EVENT}', { bubbles: true, cancelable: true }));
  }
  function start() {
    var waits = [];
    if (styles) waits.push(new Promise(function (resolve) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = styles;
      link.onload = link.onerror = resolve;
      document.head.appendChild(link);
    }));
    if (markup) waits.push(fetch(markup).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    }).then(fill, failed));
    Promise.all(waits).then(ready);
  }
  if (root.hasAttribute('${FIRST_SCREEN_ATTRIBUTE}')) start();
  else addEventListener('${FIRST_SCREEN_EVENT}', start, { once: true });
})(document.currentScript);`;
