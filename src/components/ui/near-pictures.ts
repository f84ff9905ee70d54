// Pictures far below the fold on a phone (<Picture untilNear>) fetch their files only once the
// visitor scrolls within a screen of them. A browser starts lazy pictures 1250 px or more away
// (further on a slow network), which on a phone put a whole section of cards into a second
// page's first load (docs/architecture.md#performance-budgets). Their boxes are reserved by
// their width and height, so nothing moves when they arrive.
import { NEAR_ATTRIBUTE } from './picture-attributes';

function show(picture: Element): void {
  picture.removeAttribute(NEAR_ATTRIBUTE);
  for (const el of picture.querySelectorAll('[data-srcset], [data-src]')) {
    for (const name of ['srcset', 'src']) {
      const value = el.getAttribute(`data-${name}`);
      if (value === null) continue;
      el.setAttribute(name, value);
      el.removeAttribute(`data-${name}`);
    }
  }
}

/** Watches the waiting pictures under `root` and gives each its files when it comes within a screen. */
export function startNearPictures(root: ParentNode = document): void {
  const waiting = [...root.querySelectorAll(`picture[${NEAR_ATTRIBUTE}]`)];
  if (waiting.length === 0) return;
  if (!('IntersectionObserver' in window)) {
    waiting.forEach(show);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const picture = entry.target.closest(`picture[${NEAR_ATTRIBUTE}]`);
        if (picture) show(picture);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const picture of waiting) {
    const img = picture.querySelector('img');
    if (img) observer.observe(img);
    else show(picture);
  }
}
