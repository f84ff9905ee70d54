// Build-time only: finds a built page's below-the-fold regions and the tokens (classes, ids,
// Astro scope attributes) its elements carry inside and outside them, from the parsed HTML.
import { type DefaultTreeAdapterMap, parse } from 'parse5';

import { LATER_ATTRIBUTE, LATER_CONTENT, LATER_CONTENT_FROM_ATTRIBUTE, LATER_FROM_ATTRIBUTE } from './names';
import type { Token } from './selectors';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Region {
  /** Offsets of the element in the page's HTML. */
  start: number;
  end: number;
  /** Where its start tag's `>` is, to add the marking attribute before it. */
  startTagClose: number;
  tag: string;
  /** Its markup is fetched after the first screen (else only its styles wait). */
  content: boolean;
  /** Offsets of the <script> elements inside it, which stay in the page. */
  scripts: Array<{ start: number; end: number }>;
}

export interface Areas {
  /** Tokens some element outside every region carries. */
  early: Set<Token>;
  /** Tokens some element inside a region carries. */
  later: Set<Token>;
  /** The token sets of the elements inside regions, one per element. */
  laterElements: Token[][];
  /** Tokens of the elements around the regions (their ancestors: <main>, <body>, …). */
  around: Set<Token>;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function tokensOf(el: Element): Token[] {
  return el.attrs.flatMap(({ name, value }) => {
    if (name === 'class')
      return value
        .split(/\s+/)
        .filter(Boolean)
        .map((c) => `.${c}`);
    if (name === 'id' && value) return [`#${value}`];
    if (name.startsWith('data-astro-cid-')) return [`[${name}]`];
    return [];
  });
}

function children(node: Node): Node[] {
  const own = 'childNodes' in node ? node.childNodes : [];
  // A <template>'s markup (an island's slots) lives in its content fragment.
  const content = 'content' in node ? node.content.childNodes : [];
  return [...own, ...content];
}

/**
 * How an element takes part: 'styles' or 'content' when it is a region's root, as its parent's
 * `data-later-from` / `data-later-content-from` (the id of the first later child) or its own
 * `data-later` attribute say.
 */
function laterChildren(parent: Element): Map<Element, 'styles' | 'content'> {
  const marks = new Map<Element, 'styles' | 'content'>();
  const elements = parent.childNodes.filter(isElement);
  const from = (name: string) => {
    const id = attribute(parent, name);
    if (id === undefined) return elements.length;
    const index = elements.findIndex((el) => attribute(el, 'id') === id);
    if (index < 0) throw new Error(`${name}="${id}": no child of <${parent.tagName}> has that id`);
    return index;
  };
  const styles = from(LATER_FROM_ATTRIBUTE);
  const content = from(LATER_CONTENT_FROM_ATTRIBUTE);
  elements.forEach((el, i) => {
    const own = attribute(el, LATER_ATTRIBUTE);
    if (i >= content || own === LATER_CONTENT) marks.set(el, 'content');
    else if (i >= styles || own !== undefined) marks.set(el, 'styles');
  });
  return marks;
}

/** The page's regions in document order and the tokens inside and outside them. */
export function readRegions(html: string): { regions: Region[]; areas: Areas } {
  const regions: Region[] = [];
  const areas: Areas = { early: new Set(), later: new Set(), laterElements: [], around: new Set() };
  const ancestors: Token[][] = [];
  const visit = (node: Node, inside: Region | undefined, marks: Map<Element, 'styles' | 'content'>) => {
    let region = inside;
    if (isElement(node)) {
      const mark = inside ? undefined : marks.get(node);
      const location = node.sourceCodeLocation;
      if (mark && location?.startTag) {
        for (const token of ancestors.flat()) areas.around.add(token);
        region = {
          start: location.startOffset,
          end: location.endOffset,
          startTagClose: location.startTag.endOffset - 1,
          tag: node.tagName,
          content: mark === 'content',
          scripts: [],
        };
        regions.push(region);
      }
      const tokens = tokensOf(node);
      for (const token of tokens) (region ? areas.later : areas.early).add(token);
      if (region) areas.laterElements.push(tokens);
      if (region && node.tagName === 'script' && location)
        region.scripts.push({ start: location.startOffset, end: location.endOffset });
    }
    const childMarks = isElement(node) ? laterChildren(node) : new Map<Element, 'styles' | 'content'>();
    ancestors.push(isElement(node) ? tokensOf(node) : []);
    for (const child of children(node)) visit(child, region, childMarks);
    ancestors.pop();
  };
  visit(parse(html, { sourceCodeLocationInfo: true }), undefined, new Map());
  return { regions, areas };
}
