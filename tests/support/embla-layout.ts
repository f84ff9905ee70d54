// jsdom lays nothing out, and embla measures its viewport, track and slides (offsetLeft and
// offsetWidth, and the last slide's right margin when it loops): give them the sizes a browser
// would, for slides as wide as the viewport, so the real embla and its plugins run in unit tests.
export const SLIDE_WIDTH = 300;

function place(element: HTMLElement, left: number, width: number) {
  Object.defineProperties(element, {
    offsetLeft: { configurable: true, value: left },
    offsetTop: { configurable: true, value: 0 },
    offsetWidth: { configurable: true, value: width },
    offsetHeight: { configurable: true, value: 200 },
  });
}

/** Lays out `viewport > track > slides` in a row; call before creating embla on `viewport`. */
export function layOutCarousel(viewport: HTMLElement): void {
  const track = viewport.firstElementChild;
  if (!(track instanceof HTMLElement)) throw new Error('a carousel viewport holds its track first');
  place(viewport, 0, SLIDE_WIDTH);
  place(track, 0, SLIDE_WIDTH);
  [...track.children].forEach((slide, i) => {
    if (!(slide instanceof HTMLElement)) return;
    place(slide, i * SLIDE_WIDTH, SLIDE_WIDTH);
    slide.style.marginRight = '0px';
  });
}

/** How far (px) embla has moved the track to the left. */
export function trackOffset(viewport: HTMLElement): number {
  const transform = (viewport.firstElementChild as HTMLElement).style.transform;
  return 0 - Number(/translate3d\((-?[\d.]+)px/.exec(transform)?.[1] ?? 0);
}
