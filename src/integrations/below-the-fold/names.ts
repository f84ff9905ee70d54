// The names the later sections go by (later.ts explains them), and when a page's later parts
// are in. Imported by page code, including the inline client:demand directive: plain string
// constants and one function, nothing a bundle cannot drop when it does not use it.

export const LATER_ATTRIBUTE = 'data-later';
/** `data-later="content"`: the section's markup is fetched too. */
export const LATER_CONTENT = 'content';
export const LATER_FROM_ATTRIBUTE = 'data-later-from';
export const LATER_CONTENT_FROM_ATTRIBUTE = 'data-later-content-from';
/** On each waiting section and on <html> once the later styles and markup are in. */
export const LATER_READY_ATTRIBUTE = 'data-later-ready';
export const LATER_EVENT = 'page:later';
/** On the loader script: the URLs of the later stylesheet and of the later markup. */
export const LATER_STYLES_ATTRIBUTE = 'data-later-styles';
export const LATER_MARKUP_ATTRIBUTE = 'data-later-markup';

/** Runs `run` once the page's later styles and markup are in: at once on a page without any. */
export function afterLater(run: () => void): void {
  const loader = document.querySelector(`script[${LATER_STYLES_ATTRIBUTE}],script[${LATER_MARKUP_ATTRIBUTE}]`);
  if (!loader || document.documentElement.hasAttribute(LATER_READY_ATTRIBUTE)) run();
  else addEventListener(LATER_EVENT, () => run(), { once: true });
}
