// Stega belongs in the text a reader sees: Sanity's overlay reads it from text nodes and from the
// few attributes it expects to carry it (an image's alt, a time's datetime, an SVG's label).
// Anywhere else (another attribute, <head>, a script or style) the invisible characters break
// a link, a class, a title or a JSON-LD value, so the preview server removes them there, in one
// place, whatever component put the string there.
import { stegaClean } from '@sanity/client/stega';

/**
 * Attributes that keep stega: the overlay's own targets, and an island's serialized props
 * (data the island renders as text after hydration, never shown as an attribute).
 */
const KEEPS_STEGA: Readonly<Record<string, readonly string[]>> = {
  img: ['alt'],
  time: ['datetime'],
  svg: ['aria-label'],
  'astro-island': ['props'],
};

// HTML's own whitespace: JavaScript's \s also matches U+FEFF, one of stega's characters.
const WS = '[\\t\\n\\f\\r ]';
const NAME = `[^\\t\\n\\f\\r "'>/=]+`;
const VALUE = `(?:"[^"]*"|'[^']*'|[^\\t\\n\\f\\r "'=<>\`]+)`;
const HEAD_END = /<\/head[\t\n\f\r ]*>/i;
const RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1[\t\n\f\r ]*>/gi;
const START_TAG = new RegExp(`<([a-zA-Z][\\w:-]*)((?:${WS}+${NAME}(?:${WS}*=${WS}*${VALUE})?)*)${WS}*/?>`, 'g');
const ATTRIBUTE = new RegExp(`(${NAME})(${WS}*=${WS}*)(${VALUE})`, 'g');

function cleanTag(tag: string, name: string): string {
  const kept = KEEPS_STEGA[name.toLowerCase()] ?? [];
  return tag.replace(ATTRIBUTE, (attribute, attributeName: string) =>
    kept.includes(attributeName.toLowerCase()) ? attribute : stegaClean(attribute),
  );
}

export function cleanStegaOutsideText(html: string): string {
  const headEnd = html.search(HEAD_END);
  const head = headEnd === -1 ? '' : stegaClean(html.slice(0, headEnd));
  const body = headEnd === -1 ? html : html.slice(headEnd);
  return (
    head +
    body
      .replace(RAW_TEXT, (element) => stegaClean(element))
      .replace(START_TAG, (tag, name: string) => cleanTag(tag, name))
  );
}
