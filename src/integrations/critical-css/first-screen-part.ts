// Build-time only: the part of a built page that its first screen can show, for Beasties to find
// the rules that part uses, and the page put back together around what Beasties made of it.
//
// Beasties has no browser: it keeps every rule that matches an element of the HTML it is given
// (docs/architecture.md#critical-css). Given the whole page, that is nearly every rule. Given the
// page cut down to its frame (the skip link, the header, <main> with its first sections, the
// layers after it), it keeps what the first screen needs, ancestors and siblings included, which
// a container marked inside the page would miss.
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** How many sections of <main> the first screen may reach, on a phone or a PC. */
export const FIRST_SCREEN_SECTIONS = 2;

const isElement = (node: Node): node is Element => 'tagName' in node;

function find(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/**
 * The page without what comes after the first sections of <main> and without the footer: the
 * source text itself, cut where the parser says those elements start and end.
 */
export function firstScreenPart(html: string, sections: number = FIRST_SCREEN_SECTIONS): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const main = find(document, (el) => el.tagName === 'main');
  if (!main) return html;
  const cuts: Array<{ start: number; end: number }> = [];
  const later = main.childNodes.filter(isElement).slice(sections);
  const [first, last] = [later[0]?.sourceCodeLocation, later.at(-1)?.sourceCodeLocation];
  if (first && last) cuts.push({ start: first.startOffset, end: last.endOffset });
  const footer = find(
    document,
    (el) => el.tagName === 'footer' && (attribute(el, 'class') ?? '').includes('site-footer'),
  );
  const at = footer?.sourceCodeLocation;
  if (at) cuts.push({ start: at.startOffset, end: at.endOffset });
  let part = html;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) part = part.slice(0, start) + part.slice(end);
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
