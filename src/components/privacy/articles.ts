// Build-time and test helper: how the privacy policy's articles are numbered and addressed.
// Articles are numbered by position in the CMS (제1조 is the first), so reordering them in the
// Studio renumbers the page, its table of contents and its anchors together.

/** '제3조' for the third article (index 2). */
export function articleNumber(index: number): string {
  return `제${index + 1}조`;
}

/** The fragment the table of contents links to: 'article-3' for the third article. */
export function articleAnchor(index: number): string {
  return `article-${index + 1}`;
}
