// Build-time only: each page's first-screen picture named in its response headers (`Link:
// rel=preload`), so a phone asks for it as the headers arrive instead of once the parser has met
// the <img> in the document's body. On a slow 4G link with the CPU slowed 4×, the home page's
// hero was requested at 280-311 ms with the document as its only pointer and at 212-230 ms with
// the header (docs/architecture.md#first-screen-picture).
//
// The header says what the <picture> would choose, no more: one preload per AVIF (or untyped)
// candidate, each with the srcset and sizes of its <source> and a media query that holds exactly
// where the browser would pick it, so a phone and a PC each fetch one file, the one they show.
// A browser without AVIF skips the preload by its type and loads its WebP from the document.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { parse } from 'parse5';

import { FIRST_SCREEN_ELEMENT_TIMING } from '../../lib/page/first-screen.ts';
import { findElement as find, htmlFiles, isParsedElement as isElement, type ParsedElement } from '../built-pages.ts';
import type { HeaderRule } from './csp.ts';

const attr = (el: ParsedElement, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** A quoted Link parameter: the values hold commas and spaces, never a double quote. */
function quoted(name: string, value: string): string {
  if (value.includes('"')) throw new Error(`first-screen preload: ${name} holds a double quote: ${value}`);
  return `${name}="${value}"`;
}

/** A single `(feature)` negated in a form a media condition can join with `and` (Media Queries 4). */
function not(media: string): string {
  if (!/^\([^()]+\)$/.test(media)) throw new Error(`first-screen preload: cannot negate media "${media}"`);
  return `(not ${media})`;
}

/** The Link header value for a page's first-screen picture; undefined when the page has none. */
export function firstScreenPreload(html: string): string | undefined {
  const document = parse(html);
  const img = find(document, (el) => el.tagName === 'img' && attr(el, 'elementtiming') === FIRST_SCREEN_ELEMENT_TIMING);
  if (!img) return undefined;
  const picture =
    img.parentNode && isElement(img.parentNode) && img.parentNode.tagName === 'picture' ? img.parentNode : undefined;
  const sources = (picture?.childNodes ?? []).filter(isElement).filter((el) => el.tagName === 'source');
  const links: string[] = [];
  const earlier: string[] = [];
  for (const candidate of [...sources, img]) {
    const type = attr(candidate, 'type');
    const media = attr(candidate, 'media');
    // A WebP source loses to the AVIF one before it with the same media in every AVIF browser.
    if (media && earlier.includes(media)) continue;
    const srcset = attr(candidate, 'srcset');
    const href = candidate === img ? attr(img, 'src') : srcset?.split(/[\s,]+/)[0];
    // Where another type comes first (a WebP source with no AVIF one before it), the browser
    // takes that file from the document: nothing is preloaded there, and later candidates
    // leave its media to it all the same.
    if (href && (!type || type === 'image/avif')) {
      const sizes = attr(candidate, 'sizes') ?? attr(img, 'sizes');
      const where = [...(media ? [media] : []), ...earlier.map(not)].join(' and ');
      links.push(
        [
          `<${href}>`,
          'rel=preload',
          'as=image',
          ...(type ? [quoted('type', type)] : []),
          ...(srcset ? [quoted('imagesrcset', srcset)] : []),
          ...(srcset && sizes ? [quoted('imagesizes', sizes)] : []),
          ...(where ? [quoted('media', where)] : []),
          'fetchpriority=high',
        ].join('; '),
      );
    }
    // A candidate for every width ends the list: the browser never looks past it.
    if (!media) break;
    earlier.push(media);
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

/** The path a built page is served at, as the site links it: `down/index.html` is `/down`. */
export function pagePath(distDir: string, file: string): string {
  const name = relative(distDir, file).split(sep).join('/');
  return `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** One rule per built page that has a first-screen picture. */
export function firstScreenPreloadRules(distDir: string): HeaderRule[] {
  return htmlFiles(distDir)
    .map((file) => ({ path: pagePath(distDir, file), link: firstScreenPreload(readFileSync(file, 'utf8')) }))
    .filter((page): page is { path: string; link: string } => page.link !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, link }) => ({ path, headers: { Link: link } }));
}
