// Every page's plain-DOM behaviour starts here, from BaseLayout's one module script, instead of
// a <script> per component: each component script was its own request, and a phone's first
// paint waited on them. The build has the script start once the page's first screen is on
// display, or at the visitor's first press (integrations/first-screen/). Custom elements are defined only on pages that have them
// (docs/conventions.md#custom-elements), and the download code loads on the first press of a
// download button, or on a device that cannot run the installer the handoff dialog's code
// (docs/product.md#download-on-a-phone).
import { HANDOFF_ATTRIBUTE, markHandoffButtons } from '../components/handoff/handoff-buttons';
import { takeHandoffReturn } from '../components/handoff/handoff-return';
import { noteVisitSource } from '../lib/attribution/visit';
import { watchPageErrors } from '../lib/errors/report';
import { startReveal } from '../lib/motion/reveal';
import { PRESSED_EARLY_ATTRIBUTE } from '../lib/page/first-screen';
import { LOAD_FAILURE_EVENT } from '../lib/page/load-failure';
import { showQueuedToast } from '../stores/toast';
import { answerEarlyPresses } from './early-presses';

/**
 * Resolves once the browser is idle, as Astro's client:idle does. Every element arrives as
 * complete server HTML, so nothing on screen waits for its code; started right after the first
 * paint, the header's, the hero's and the popup's set-up landed in one burst of long tasks,
 * which counts against the blocking-time budget (docs/architecture.md#performance-budgets).
 */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
}

const ELEMENTS: Record<string, () => Promise<void>> = {
  // First: every page has it, and its 로그인 stays invisible until the session has been read.
  'site-header': () => import('../components/header/site-header').then((m) => m.defineSiteHeader()),
  'hero-carousel': () => import('../components/home/hero-carousel').then((m) => m.defineHeroCarousel()),
  'tab-set': () => import('../components/home/tab-set').then((m) => m.defineTabSet()),
  'motion-strip': () => import('../components/carousel/motion-strip').then((m) => m.defineMotionStrip()),
  'copy-text': () => import('../components/download/copy-text').then((m) => m.defineCopyText()),
  'talk-toggle': () => import('../components/talk/talk-toggle').then((m) => m.defineTalkToggle()),
  'banner-video': () => import('../components/talk/banner-video').then((m) => m.defineBannerVideo()),
  'faq-search': () => import('../components/faq/faq-search').then((m) => m.defineFaqSearch()),
  'first-visit-popup': () => import('../components/popup/first-visit-popup').then((m) => m.defineFirstVisitPopup()),
};

function reportLoadFailure(target: Element, error: unknown): void {
  console.warn('[page] a behaviour failed to load', error);
  target.dispatchEvent(new CustomEvent(LOAD_FAILURE_EVENT, { bubbles: true, cancelable: true }));
}

function defineElementsOnPage(): void {
  for (const [tag, define] of Object.entries(ELEMENTS)) {
    const first = document.querySelector(tag);
    if (first) define().catch((error: unknown) => reportLoadFailure(first, error));
  }
}

function download(button: Element): void {
  const started = button.closest(`[${HANDOFF_ATTRIBUTE}]`)
    ? import('../components/handoff/open-handoff').then(({ openHandoff }) => openHandoff(button))
    : import('../components/download/request-download').then(({ requestDownload }) => requestDownload(button));
  started.catch((error: unknown) => reportLoadFailure(button, error));
}

/**
 * One delegated listener for every download button on the page, and the press that started
 * this code when it came first (integrations/first-screen/).
 */
let listeningForDownloads = false;
function listenForDownloads(): void {
  if (listeningForDownloads || !document.querySelector('[data-download-button]')) return;
  listeningForDownloads = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-download-button]') : null;
    if (!button) return;
    // Its form leads to /down for a browser without scripts (DownloadButton.astro).
    event.preventDefault();
    download(button);
  });
  const early = document.querySelector(`[data-download-button][${PRESSED_EARLY_ATTRIBUTE}]`);
  if (early) {
    early.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
    download(early);
  }
}

export function startPageBehaviours(): void {
  watchPageErrors();
  startReveal();
  // A success that ended in a redirect left its message for this page.
  showQueuedToast();
  noteVisitSource();
  answerEarlyPresses(ELEMENTS, reportLoadFailure);
  void idle().then(defineElementsOnPage);
  // Before an early press is answered: it decides what that press does.
  const handoff = document.querySelector('[data-download-button]') ? markHandoffButtons() : false;
  listenForDownloads();
  // Back from a sign-in that 카카오톡으로 받기 started: the same dialog again (handoff-return.ts).
  const returning = takeHandoffReturn();
  const first = document.querySelector('[data-download-button]');
  if (returning && handoff && first) download(first);
}
