// What a page's first screen costs the first round trip: the document's bytes from its start to
// the end of the last element a visitor sees on the first screen, brotli-compressed as a server
// streams them. Within FIRST_SCREEN_BYTES (budgets.ts), a phone paints that screen from the first
// slow-start flight while the rest of the document is still on its way
// (docs/architecture.md#performance-budgets). Bytes, not time: the gate runs in `npm test`.
import { once } from 'node:events';
import { constants, createBrotliCompress } from 'node:zlib';
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';
import type { Page } from 'playwright-core';

type Node = DefaultTreeAdapterMap['node'];

/** The first screens judged: a small and a tall phone, and a PC. */
export const FIRST_SCREENS = [
  { width: 375, height: 667 },
  { width: 412, height: 915 },
  { width: 1440, height: 900 },
] as const;

export interface SeenElement {
  /** Its place from <html> down: the index among its parent's element children, at each level. */
  path: number[];
  tag: string;
  /** A short name for a failure message: tag, id and first class. */
  name: string;
}

/**
 * The last element, in document order, that the viewport shows part of as the page arrives
 * (scrolled to the top): an IntersectionObserver's view, so what an ancestor clips or a transform
 * moves away does not count, and an element without area does not either. Read with scripts on,
 * as the first screen is painted: a test holds the page's own code back, which starts only after
 * that screen anyway.
 */
export function lastSeenElement(page: Page): Promise<SeenElement> {
  return page.evaluate(
    () =>
      new Promise<SeenElement>((resolve) => {
        const all = [...document.querySelectorAll('*')];
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          let last = -1;
          for (const entry of entries) {
            const { width, height } = entry.intersectionRect;
            if (entry.isIntersecting && width > 0 && height > 0) last = Math.max(last, all.indexOf(entry.target));
          }
          const path: number[] = [];
          for (let el = all[last]; el && el.parentElement; el = el.parentElement)
            path.unshift([...el.parentElement.children].indexOf(el));
          const el = all[last];
          const name = el
            ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList[0] ? `.${el.classList[0]}` : ''}`
            : '';
          resolve({ path, tag: el?.localName ?? '', name });
        });
        window.scrollTo(0, 0);
        for (const el of all) observer.observe(el);
      }),
  );
}

type Element = DefaultTreeAdapterMap['element'];
const elementChildren = (node: Node): Element[] =>
  ('childNodes' in node ? node.childNodes : []).filter((child): child is Element => 'tagName' in child);

/**
 * Where the first screen ends in the source: the end of the element lastSeenElement found (its
 * end tag, or its start tag when it has none), found by the same path in the parser's tree.
 */
export function firstScreenEnd(html: string, seen: SeenElement): number {
  const root = elementChildren(parse(html, { sourceCodeLocationInfo: true }))[0];
  let element: Element | undefined = root;
  for (const index of seen.path) element = element ? elementChildren(element)[index] : undefined;
  const end = element?.sourceCodeLocation?.endOffset;
  if (!element || element.tagName !== seen.tag || end === undefined)
    throw new Error(`The source has no element where the browser saw ${seen.name}`);
  return end;
}

/**
 * The compressed bytes a server streaming the document with brotli (quality 11, as the host
 * serves it) has sent once it has flushed everything up to `end`: what the first flight carries.
 */
export async function brotliPrefixBytes(html: string, end: number): Promise<number> {
  const document = Buffer.from(html);
  const prefix = Buffer.from(html.slice(0, end));
  const brotli = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: document.length },
  });
  let bytes = 0;
  brotli.on('data', (chunk: Buffer) => (bytes += chunk.length));
  brotli.write(prefix);
  await new Promise<void>((resolve) => brotli.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve()));
  const flushed = bytes;
  brotli.end();
  await once(brotli, 'end');
  return flushed;
}
