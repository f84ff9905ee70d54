// The page pass of the Korean line-break rule (src/lib/text/korean-breaks.ts): every text node a
// page renders, whatever component wrote it (Portable Text, a CMS string, a sentence in code),
// has its kept runs wrapped once, here, rather than component by component. Only markup is added:
// the text itself (textContent, innerText) stays the editor's letter for letter, and tags,
// attributes (alt, aria-label, meta), scripts, JSON-LD and code stay byte for byte.
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';

import { KEEP_CLASS, koreanRuns, needsTextSpan, TEXT_CLASS } from '../../lib/text/korean-breaks';

type Node = DefaultTreeAdapterMap['node'];

/**
 * Elements whose text is left alone: the head (the title is a search result's, not a line on the
 * page), code, raw text (noscript is read as raw text here, markup and all), form values and
 * options, SVG and MathML (whose text takes no HTML span), and React islands, which render their
 * text themselves and would find it changed under them when they hydrate (they apply the rule in
 * their own components, src/islands/ui/KoreanText.tsx).
 */
const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'select',
  'option',
  'optgroup',
  'code',
  'pre',
  'kbd',
  'svg',
  'math',
  'astro-island',
]);

interface Span {
  start: number;
  end: number;
  /** In a heading, whose numbers and units are left to balancing (korean-breaks.ts). */
  heading: boolean;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A span this pass wrote: a kept run, or the text around one (a page that runs through twice). */
const isOurs = (node: Node) =>
  'attrs' in node &&
  node.attrs.some(
    (attr) => attr.name === 'class' && attr.value.split(' ').some((name) => name === KEEP_CLASS || name === TEXT_CLASS),
  );

function textSpans(node: Node, found: Span[], heading = false): Span[] {
  if ('tagName' in node && (SKIPPED.has(node.tagName) || isOurs(node))) return found;
  const inHeading = heading || ('tagName' in node && HEADINGS.has(node.tagName));
  if (node.nodeName === '#text' && node.sourceCodeLocation)
    found.push({
      start: node.sourceCodeLocation.startOffset,
      end: node.sourceCodeLocation.endOffset,
      heading: inHeading,
    });
  for (const child of 'childNodes' in node ? node.childNodes : []) textSpans(child, found, inHeading);
  return found;
}

/**
 * Source text with its kept runs in spans, and the whole in a span of its own when it holds more
 * than a kept run (one flex item in a flex container, as the bare text was: korean-breaks.ts).
 * The source's character references (&amp;, &#39;) stay as they are: a run starts and ends at a
 * space, a digit, a letter or a bracket, never inside one.
 */
function wrapRuns(source: string, heading: boolean): string {
  const runs = koreanRuns(source, { heading });
  const html = runs.map((run) => (run.keep ? `<span class="${KEEP_CLASS}">${run.text}</span>` : run.text)).join('');
  return needsTextSpan(runs) ? `<span class="${TEXT_CLASS}">${html}</span>` : html;
}

/** The page with the rule applied to the text of its body. */
export function joinKoreanRunsInHtml(html: string): string {
  const spans = textSpans(parse(html, { sourceCodeLocationInfo: true }), []);
  let out = '';
  let at = 0;
  for (const { start, end, heading } of spans.sort((a, b) => a.start - b.start)) {
    out += html.slice(at, start) + wrapRuns(html.slice(start, end), heading);
    at = end;
  }
  return out + html.slice(at);
}
