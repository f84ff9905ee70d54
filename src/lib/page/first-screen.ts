// A page's first screen comes before its code. Until the page has loaded and painted, the
// phone's connection and main thread belong to the document and the pictures it shows first;
// the page's module script, the islands marked `client:after-paint`, and the fonts for later
// pages (lib/fonts/late-fonts.ts) start after that, or at once when the visitor acts first.
// Every one of their requests was counted in the first and largest paint before
// (docs/architecture.md#performance-budgets).
//
// Imported by the client directive, which Astro inlines into pages: constants and one small
// function only (the load-failure event name is a string the template reads at build time).
import { LOAD_FAILURE_EVENT } from './load-failure.ts';

/** Set on <html> once the code may start (see above), for code that starts listening later. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const FIRST_SCREEN_EVENT = 'page:first-screen';
/** On the first-screen script: the page's module script, which the build moves here (integration.ts). */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
/**
 * On the first-screen script: Astro's island runtime (the <astro-island> element), which the build
 * moves out of the page into a file of its own (integration.ts). Every island starts after the
 * first screen anyway; inline, the runtime was a tenth of a page's document.
 */
export const ISLAND_SCRIPT_ATTRIBUTE = 'data-island-script';

/** On the pictures of the first screen (high priority): the browser reports when it has shown them. */
export const FIRST_SCREEN_ELEMENT_TIMING = 'first-screen';
/**
 * On a button pressed before the page's code started: the code the press was meant for finds
 * it once it has (page-behaviours.ts, for the download buttons).
 */
export const PRESSED_EARLY_ATTRIBUTE = 'data-pressed-early';
/**
 * On a form whose submission is the way on for a browser without scripts (the header's 로그인 to
 * /login, a download button to /down): with scripts, the page's code answers its button instead,
 * so a press that comes before that code is held for it rather than sent.
 */
export const ENHANCED_FORM_ATTRIBUTE = 'data-enhanced';

/**
 * A classic script for <head>. The first screen is on display once the page has loaded and the
 * browser reports its first contentful paint and every first-screen picture in view as shown
 * (Paint and Element Timing; a browser without them gets a painted frame after the pictures are
 * decoded). Reported, not guessed: a frame the main thread has drawn reaches the screen later,
 * and code started at that moment still raced the pictures. Then, or at the visitor's first
 * press or key, it marks <html>, announces it, and imports the island runtime and the page's
 * module script when the build named them. Islands showing content when the runtime cannot load
 * get the page's load-failure notice (lib/page/load-failure.ts). A button clicked before that script has run (the press's pointerdown already
 * started it, the click comes after) is marked for its code, and its enhanced form is not sent.
 */
export const FIRST_SCREEN_SCRIPT = `(function (script) {
  var pageScript = script.getAttribute('${PAGE_SCRIPT_ATTRIBUTE}');
  var islandScript = script.getAttribute('${ISLAND_SCRIPT_ATTRIBUTE}');
  var observable = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var acts = ['pointerdown', 'keydown', 'click'];
  var started = false;
  function mark(event) {
    var button = event.target instanceof Element && event.target.closest('button');
    if (!button) return;
    button.setAttribute('${PRESSED_EARLY_ATTRIBUTE}', '');
    if (button.closest('form[${ENHANCED_FORM_ATTRIBUTE}]')) event.preventDefault();
  }
  function unmark() { removeEventListener('click', mark, true); }
  function islandsFailed() {
    [].forEach.call(document.querySelectorAll('astro-island'), function (island) {
      if (island.firstElementChild) island.dispatchEvent(new CustomEvent('${LOAD_FAILURE_EVENT}', { bubbles: true }));
    });
  }
  function start() {
    if (started) return;
    started = true;
    acts.forEach(function (type) { removeEventListener(type, start, true); });
    document.documentElement.setAttribute('${FIRST_SCREEN_ATTRIBUTE}', '');
    dispatchEvent(new Event('${FIRST_SCREEN_EVENT}'));
    if (islandScript) import(islandScript).catch(islandsFailed);
    if (pageScript) import(pageScript).then(unmark, unmark);
    else unmark();
  }
  addEventListener('click', mark, true);
  acts.forEach(function (type) { addEventListener(type, start, true); });
  function reported(type, wanted, count) {
    return new Promise(function (resolve) {
      if (count === 0 || observable.indexOf(type) < 0) return resolve();
      var seen = 0;
      var observer = new PerformanceObserver(function (list) {
        seen += list.getEntries().filter(wanted).length;
        if (seen >= count) { observer.disconnect(); resolve(); }
      });
      observer.observe({ type: type, buffered: true });
    });
  }
  function inView(img) {
    var box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  }
  function loaded() {
    var pictures = [].slice.call(document.querySelectorAll('img[elementtiming="${FIRST_SCREEN_ELEMENT_TIMING}"]')).filter(inView);
    Promise.all(pictures.map(function (img) { return img.decode().catch(function () {}); })).then(function () {
      return Promise.all([
        reported('paint', function (entry) { return entry.name === 'first-contentful-paint'; }, 1),
        reported('element', function (entry) { return entry.identifier === '${FIRST_SCREEN_ELEMENT_TIMING}'; }, pictures.length),
      ]);
    }).then(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
})(document.currentScript);`;

/** Runs `start` once the first screen is on display: at once if it already is. */
export function afterFirstScreen(start: () => void): void {
  if (document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) start();
  else addEventListener(FIRST_SCREEN_EVENT, () => start(), { once: true });
}
