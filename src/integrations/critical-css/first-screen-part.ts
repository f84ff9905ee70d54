// Build-time only: the part of a built page that its first screen can show, for Beasties to find
// the rules that part uses, and the page put back together around what Beasties made of it.
//
// Beasties has no browser: it keeps every rule that matches an element of the HTML it is given
// (docs/architecture.md#critical-css). Given the whole page, that is nearly every rule. Given the
// page cut down to its frame (the skip link, the header, <main> with its first sections, the
// chat button, the footer, which a short page shows on a PC's first screen, and the first-visit
// notice), it keeps what the first screen needs, ancestors and siblings included, which a
// container marked inside the page would miss. Left out with the later sections: the body's
// islands (toasts, loading, dialogs), which show only when the page's code asks, after the
// stylesheet has arrived.
import { parse } from 'parse5';

import { findElement as find, isParsedElement as isElement } from '../built-pages.ts';

/** How many sections of <main> the first screen may reach, on a phone or a PC. */
export const FIRST_SCREEN_SECTIONS = 2;

/**
 * The page without what comes after the first sections of <main> and without the body's
 * islands: the source text itself, cut where the parser says those elements start and end.
 */
export function firstScreenPart(html: string, sections: number = FIRST_SCREEN_SECTIONS): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const main = find(document, (el) => el.tagName === 'main');
  const body = find(document, (el) => el.tagName === 'body');
  if (!main || !body) return html;
  const later = main.childNodes.filter(isElement).slice(sections);
  const layers = body.childNodes.filter(isElement).filter((el) => el.tagName === 'astro-island');
  const spans = [
    { from: later[0]?.sourceCodeLocation, to: later.at(-1)?.sourceCodeLocation },
    ...layers.map((el) => ({ from: el.sourceCodeLocation, to: el.sourceCodeLocation })),
  ];
  const cuts = spans.flatMap(({ from, to }) => (from && to ? [{ start: from.startOffset, end: to.endOffset }] : []));
  let part = html;
  for (const { start, end } of cuts.sort((x, y) => y.start - x.start)) part = part.slice(0, start) + part.slice(end);
  return part;
}

const HEAD = /<head>[\s\S]*?<\/head>/;
/** The stylesheet links Beasties moved to the end of the body. */
const MOVED_LINKS = /((?:<link rel="stylesheet"[^>]*>)+)<\/body>/;
const HREF = /href="([^"]+)"/g;

/**
 * The whole page again, with the head Beasties wrote for its first-screen part (the critical
 * rules inline, no stylesheet links) and the stylesheets it moved linked at the end of the body,
 * where they block nothing above them, as the one file `stylesheetOf` makes of them.
 */
export function withCriticalHead(
  page: string,
  processedPart: string,
  stylesheetOf: (hrefs: string[]) => string,
): string {
  const head = HEAD.exec(processedPart)?.[0];
  if (!head) throw new Error('Beasties returned a page without a <head>');
  const hrefs = [...(MOVED_LINKS.exec(processedPart)?.[1] ?? '').matchAll(HREF)].map((match) => match[1] as string);
  const rebuilt = page.replace(HEAD, () => head);
  if (!rebuilt.includes('</body>')) throw new Error('A built page has no </body> to link its stylesheets before');
  const link = hrefs.length > 0 ? `<link rel="stylesheet" href="${stylesheetOf(hrefs)}">` : '';
  return rebuilt.replace('</body>', () => `${link}</body>`);
}
