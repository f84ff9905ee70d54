// Pretendard never delays or re-lays-out the first page a visitor opens. That page paints in
// 'Pretendard Fallback' (site-family.ts: the system Korean face with Pretendard's line metrics);
// once its first screen is on display (integrations/first-screen/) the shared Pretendard file
// and the dynamic subset's stylesheet are prefetched, and every later page of the session applies Pretendard before its first paint,
// from the cache.
//
// Why: fonts on the critical path delay the largest paint, and swapping them in after load lays
// the whole visible page out again in one long task. Both Pretendard families stay out of the
// first page's font stack: with only the site cut held back, the dynamic subset next in line
// fetched far more than the font budget allows (docs/architecture.md#performance-budgets).
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_EVENT } from '../page/first-screen';
import { CORE_FONT_ATTRIBUTE } from './site-family';

export const WEB_FONTS_CLASS = 'web-fonts';
export const WEB_FONTS_SESSION_KEY = 'web-fonts';

/**
 * A classic script for <head>: it runs before the body paints, before any bundle, so plain ES5.
 * Its data-dynamic-subset attribute is the URL of the dynamic subset's stylesheet (~90
 * @font-face rules), kept out of the render-blocking CSS.
 */
export const LATE_FONTS_SCRIPT = `(function (script) {
  var root = document.documentElement;
  var stylesheet = script.getAttribute('data-dynamic-subset');
  var seen = false;
  try { seen = sessionStorage.getItem('${WEB_FONTS_SESSION_KEY}') === '1'; } catch (e) { /* storage off: system font */ }
  function link(rel, href, done, font) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    // Fonts are fetched in CORS mode; a prefetch in another mode would not be reused for one.
    if (font) el.crossOrigin = 'anonymous';
    el.onload = done || null;
    document.head.appendChild(el);
  }
  if (seen) {
    root.classList.add('${WEB_FONTS_CLASS}');
    if (stylesheet) link('stylesheet', stylesheet);
    return;
  }
  function prefetch() {
    var style = document.querySelector('style[${CORE_FONT_ATTRIBUTE}]');
    var core = style && style.getAttribute('${CORE_FONT_ATTRIBUTE}');
    var waiting = 0;
    function done() {
      waiting -= 1;
      if (waiting > 0) return;
      try { sessionStorage.setItem('${WEB_FONTS_SESSION_KEY}', '1'); } catch (e) { /* storage off */ }
    }
    if (core) { waiting += 1; link('prefetch', core, done, true); }
    if (stylesheet) { waiting += 1; link('prefetch', stylesheet, done); }
  }
  if (root.hasAttribute('${FIRST_SCREEN_ATTRIBUTE}')) prefetch();
  else addEventListener('${FIRST_SCREEN_EVENT}', prefetch, { once: true });
})(document.currentScript);`;
