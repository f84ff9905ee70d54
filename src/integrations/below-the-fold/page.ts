// Build-time only: one built page with its below-the-fold sections' styles (and, for `content`
// sections, their markup) moved out of the document (see later.ts).
import { LATER_CSS, LATER_SCRIPT, laterNoscript } from './later';
import {
  LATER_ATTRIBUTE,
  LATER_CONTENT,
  LATER_CONTENT_FROM_ATTRIBUTE,
  LATER_FROM_ATTRIBUTE,
  LATER_MARKUP_ATTRIBUTE,
  LATER_STYLES_ATTRIBUTE,
} from './names';
import { readRegions, type Region } from './regions';
import { splitCss } from './split-css';

/** Writes a file the page loads later and returns its URL. */
export type SaveLater = (kind: 'css' | 'html', text: string) => string;

/** Astro's stylesheets: the page's <style> elements without attributes (the font's has one). */
const PAGE_STYLE = /<style>([\s\S]*?)<\/style>/g;
const PICKER_ATTRIBUTES = new RegExp(` (?:${LATER_FROM_ATTRIBUTE}|${LATER_CONTENT_FROM_ATTRIBUTE})="[^"]*"`, 'g');

interface Edit {
  start: number;
  end: number;
  text: string;
}

function apply(html: string, edits: Edit[]): string {
  let out = html;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The region's start tag marked for the page's CSS, unless it is already. */
function marking(html: string, region: Region): Edit[] {
  const startTag = html.slice(region.start, region.startTagClose);
  if (new RegExp(` ${LATER_ATTRIBUTE}(=|\\s|$)`).test(startTag)) return [];
  const value = region.content ? `="${LATER_CONTENT}"` : '';
  return [{ start: region.startTagClose, end: region.startTagClose, text: ` ${LATER_ATTRIBUTE}${value}` }];
}

/**
 * A `content` region's markup for the fragment, and what stays in its place: its scripts (which
 * would not run from fetched markup; Astro's island directives are among them) and an empty
 * shell with its id, kept as a room of its own by the page's CSS until the markup arrives.
 */
function cut(html: string, region: Region): { fragment: string; stays: string } {
  const scripts = region.scripts.map(({ start, end }) => ({ start: start - region.start, end: end - region.start }));
  const own = html.slice(region.start, region.end);
  const marks = marking(html, region).map((e) => ({ ...e, start: e.start - region.start, end: e.end - region.start }));
  const fragment = apply(own, [...marks, ...scripts.map((s) => ({ ...s, text: '' }))]);
  const id = /\sid="([^"]*)"/.exec(html.slice(region.start, region.startTagClose))?.[1];
  const shell = `<${region.tag}${id ? ` id="${id}"` : ''} ${LATER_ATTRIBUTE}="${LATER_CONTENT}"></${region.tag}>`;
  return { fragment, stays: scripts.map((s) => own.slice(s.start, s.end)).join('') + shell };
}

/** The page as it ships, with its later files saved; the page as it is when it marks nothing. */
export function splitPage(html: string, save: SaveLater): string {
  const { regions, areas } = readRegions(html);
  if (regions.length === 0) return html;
  const edits: Edit[] = [];
  const fragments: string[] = [];
  for (const region of regions) {
    if (!region.content) {
      edits.push(...marking(html, region));
      continue;
    }
    const { fragment, stays } = cut(html, region);
    fragments.push(fragment);
    edits.push({ start: region.start, end: region.end, text: stays });
  }
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('A page with below-the-fold sections has no </head> for their loader');
  const laterCss: string[] = [];
  for (const match of html.matchAll(PAGE_STYLE)) {
    if (match.index > head) break;
    const { early, later } = splitCss(match[1] ?? '', areas);
    laterCss.push(later);
    const css = laterCss.length === 1 ? early + LATER_CSS : early;
    edits.push({ start: match.index, end: match.index + match[0].length, text: `<style>${css}</style>` });
  }
  const styles = laterCss.join('') ? save('css', laterCss.join('')) : undefined;
  const markup = fragments.length > 0 ? save('html', fragments.join('')) : undefined;
  const loader =
    `<script${styles ? ` ${LATER_STYLES_ATTRIBUTE}="${styles}"` : ''}${markup ? ` ${LATER_MARKUP_ATTRIBUTE}="${markup}"` : ''}>` +
    `${LATER_SCRIPT}</script>${styles ? laterNoscript(styles) : ''}${laterCss.length === 0 ? `<style>${LATER_CSS}</style>` : ''}`;
  edits.push({ start: head, end: head, text: loader });
  return apply(html, edits).replace(PICKER_ATTRIBUTES, '');
}
