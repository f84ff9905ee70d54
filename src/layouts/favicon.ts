// The site icon, written into each page's <link rel="icon"> as a data: URL. As a file it was one
// more request during the first paint: browsers fetch a linked icon as soon as the head is read,
// and on a slow phone connection that request competes with the first screen's picture
// (docs/architecture.md#performance-budgets). public/favicon.svg stays the one source, and the
// file for crawlers and structured data.
import svg from '../../public/favicon.svg?raw';

/** Percent-encodes only what a data: URL needs; single quotes keep the attribute readable. */
export function svgDataUrl(source: string): string {
  const markup = source
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'");
  return `data:image/svg+xml,${markup.replace(/[<>#%\n\r]/g, (c) => encodeURIComponent(c))}`;
}

export const FAVICON_HREF = svgDataUrl(svg);
