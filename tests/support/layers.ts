// What the layers test measures in the page: which floating or fixed layers paint over which
// visible links and buttons. One function, run in the browser with page.evaluate, so that it
// reads the page exactly as Chromium lays it out.
import type { Page } from 'playwright-core';

import { FRAME_MS } from './clock';

/** A layer's painted part over a control or text it does not own, both described for a failure message. */
export interface Covering {
  layer: string;
  control: string;
}

/**
 * The words of the rule, as the in-page function applies them:
 *
 * - A *layer* is an element whose computed `position` is `fixed` or `sticky` (the chat button,
 *   the first-visit notice, toasts, the loading overlay, the mobile menu, anything added later).
 *   The site header is not one: it is the page's frame, in the flow at the top, and content only
 *   passes under it while scrolling (the browser keeps focus clear of it with scroll-padding-top);
 *   the fixed layers inside it (the mobile menu) are layers. While a modal dialog is open, the top
 *   layer paints above everything else, so only the modal dialogs count as layers.
 * - A layer *covers* with what it paints: itself and every descendant that is rendered and shows
 *   something (a background, a border, a shadow, a picture, or text of its own). An empty,
 *   transparent container such as the toast region with no message covers nothing. A layer
 *   stacked under the header (a lower z-index) paints under all of it: under its opaque band (a
 *   sticky table of contents scrolling away at the end of a page hides there) and under the
 *   mobile menu inside it, so it covers neither.
 * - A *visible link or button* is an `a[href]`, `button`, `summary`, form field or element with
 *   a button, link or tab role that: is not inert (no `inert` ancestor, and inside the open modal
 *   dialog when one is open, since showModal() makes the rest inert); is rendered
 *   (checkVisibility with opacity and visibility, so `display: none`, `visibility: hidden` and
 *   `opacity: 0` ancestors hide it); and keeps a box larger than 2 × 2 px once clipped by every
 *   scrolling or clipping ancestor, by the viewport and, outside the header, by the header's band
 *   (so the visually-hidden 1 px labels, slides outside a carousel's window and content scrolled
 *   under the header do not count).
 * - *Visible text* is a text node with letters, neither inert nor hidden, each of its line boxes
 *   clipped as a control's is; the visually hidden labels and aria-hidden copies are not read.
 *   A toast (a live region) may lie over text for its two seconds, never over a control.
 * - A layer *owns* the controls and text inside it (the notice's buttons, the menu's links).
 * A covering is a layer's painted box and a visible control or line of text it does not own
 * overlapping by more than 1 px in both directions.
 */
export function coveredControls(page: Page): Promise<Covering[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const CONTROLS =
      'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]';
    const rendered = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const clip = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const solid = (box: Box, min: number) => box.right - box.left > min && box.bottom - box.top > min;
    const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const describe = (el: Element) => {
      const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${label}`.trim();
    };

    const header = document.querySelector('header.site-header');
    const headerZ = header ? Number(getComputedStyle(header).zIndex) || 0 : 0;
    const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const belowHeader: Box = { left: -Infinity, top: headerBottom, right: Infinity, bottom: Infinity };
    const modals = [...document.querySelectorAll(':modal')];
    const inert = (el: Element) =>
      el.closest('[inert]') !== null || (modals.length > 0 && !modals.some((m) => m.contains(el)));

    /** The part of a control the visitor can see: clipped by clipping ancestors and the viewport. */
    const visibleBox = (el: Element, own: Box = boxOf(el)): Box => {
      let box = clip(own, header?.contains(el) ? viewport : clip(viewport, belowHeader));
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') box = clip(box, boxOf(parent));
        if (style.position === 'fixed') break;
      }
      return box;
    };

    const paints = (el: Element) => {
      if (!rendered(el)) return false;
      const style = getComputedStyle(el);
      if (/^(IMG|SVG|VIDEO|CANVAS|PICTURE|svg)$/.test(el.tagName)) return true;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)) return true;
      if (style.backgroundImage !== 'none' || style.boxShadow !== 'none') return true;
      if (
        parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) + parseFloat(style.borderLeftWidth) >
        0
      )
        return true;
      return [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    };

    const candidates =
      modals.length > 0
        ? modals
        : [...document.querySelectorAll('body *')].filter((el) => {
            if (el.matches('header.site-header')) return false;
            const position = getComputedStyle(el).position;
            return position === 'fixed' || position === 'sticky';
          });
    const layers = candidates.map((layer) => {
      const underHeader =
        modals.length === 0 && !header?.contains(layer) && (Number(getComputedStyle(layer).zIndex) || 0) < headerZ;
      const area = underHeader ? clip(viewport, belowHeader) : viewport;
      const parts = [layer, ...layer.querySelectorAll('*')].filter(paints);
      const boxes = parts.map((el) => clip(boxOf(el), area)).filter((box) => solid(box, 1));
      return { layer, underHeader, boxes, overText: !layer.matches('[role="status"], [aria-live], :has([aria-live])') };
    });

    const controls = [...document.querySelectorAll(CONTROLS)]
      .filter((el) => !inert(el) && rendered(el))
      .map((el) => ({ el, box: visibleBox(el) }))
      .filter(({ box }) => solid(box, 2));
    const texts: { el: Element; box: Box; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!el || !/[\p{L}\p{N}]/u.test(text) || inert(el) || !rendered(el)) continue;
      if (el.closest('script, style, template, .visually-hidden, [aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const box = visibleBox(el, { left: line.left, top: line.top, right: line.right, bottom: line.bottom });
        if (solid(box, 2)) texts.push({ el, box, text: text.slice(0, 40) });
      }
    }

    const found: { layer: string; control: string }[] = [];
    const over = (boxes: Box[], box: Box) => boxes.some((painted) => solid(clip(painted, box), 1));
    for (const { layer, underHeader, boxes, overText } of layers) {
      const foreign = (el: Element) =>
        !(layer.contains(el) || el.contains(layer) || (underHeader && header?.contains(el)));
      for (const { el, box } of controls)
        if (foreign(el) && over(boxes, box)) found.push({ layer: describe(layer), control: describe(el) });
      if (!overText) continue;
      const covered = new Set(texts.filter(({ el, box }) => foreign(el) && over(boxes, box)).map(({ text }) => text));
      for (const text of covered) found.push({ layer: describe(layer), control: `text “${text}”` });
    }
    return found;
  });
}

/** The frames a visitor's eye takes to land: sticky layers settle in the next, a toast moves in the one after. */
const SETTLE_FRAMES = 4;

/** Where a visitor reading down the page stops: every three quarters of a screen, top and end aside. */
export function scrollStops(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.round(window.innerHeight * 0.75);
    const stops: number[] = [];
    for (let y = step; y < end; y += step) stops.push(y);
    return stops;
  });
}

/** Scrolls to `y` and lets the frames pass in which sticky layers settle. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    async ([top, frames]) => {
      window.scrollTo(0, top);
      for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    [y, SETTLE_FRAMES] as const,
  );
}

/**
 * Scrolls to the bottom until the bottom holds still. Sections laid out only as they come near
 * (content-visibility: auto, on / and /down) take their real height once the scroll reaches
 * them, which moves the end away from where the first scroll landed. The browser's frames are
 * waited for through an IntersectionObserver, whose first report comes with the next frame the
 * browser draws: the page's clock (held or not) drives requestAnimationFrame, not the drawing.
 */
function reachBottom(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const drawn = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      });
    const root = document.documentElement;
    // Each round lays out at least one more section; a bottom still moving after this many is a
    // page that grows as it is scrolled, which the site has none of.
    for (let round = 0; round < 40; round += 1) {
      const height = root.scrollHeight;
      window.scrollTo(0, height);
      await drawn();
      await drawn();
      if (root.scrollHeight === height) return;
    }
    throw new Error(`the end of the page kept moving (now ${root.scrollHeight} px) after 40 scrolls to the bottom`);
  });
}

/**
 * Scrolls to the very end of the page and lets a few frames pass. With the page's clock held
 * (`clock: 'held'`, page.clock.pauseAt) its frames come only from that clock: the scroll is
 * waited for (its event), and the frames after it are run on the clock instead of waited out.
 */
export async function scrollToEnd(
  page: Page,
  { clock = 'running' }: { clock?: 'running' | 'held' } = {},
): Promise<void> {
  await reachBottom(page);
  if (clock === 'running') {
    await page.evaluate(async (frames) => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    }, SETTLE_FRAMES);
    return;
  }
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        if (Math.abs(window.scrollY - Math.max(0, end)) < 1) return resolve();
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, document.documentElement.scrollHeight);
      }),
  );
  await page.clock.runFor(SETTLE_FRAMES * FRAME_MS);
}
