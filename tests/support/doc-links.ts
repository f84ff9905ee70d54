// Checks that every citation of docs/ and every relative Markdown link lands on a file and, when
// it names one, on a heading that exists. Headings become anchors the way GitHub makes them.
import { lineOf, resolvePath, type SourceFile, type Violation } from './repo-files';

/**
 * GitHub's anchor for a heading: lower case, every character that is not a letter, mark,
 * digit, underscore, hyphen or space dropped, each space a hyphen. Inline code marks and link
 * targets do not count, only the text a reader sees.
 */
export function slugify(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page, with GitHub's -1, -2 … for repeated headings. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    const heading = fence === null ? /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1] : undefined;
    if (heading === undefined) continue;
    const slug = slugify(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A citation as the house writes it in code: `docs/product.md#first-visit-popup`. */
const CITATION = /\bdocs\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
/** A relative Markdown link: `[text](conventions.md#custom-elements)`, `[text](#home)`, `(../README.md)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g;

/** A file's text by repository path ('' for a file whose text does not matter), undefined if absent. */
export type ReadFile = (path: string) => string | undefined;

/** Looks up a target; says what is wrong with it, or null when it is fine. */
function problem(target: string, anchor: string | undefined, read: ReadFile): string | null {
  const text = read(target);
  if (text === undefined) return `${target} does not exist`;
  if (anchor === undefined || !target.endsWith('.md')) return null;
  return headingAnchors(text).has(decodeURIComponent(anchor)) ? null : `${target} has no heading #${anchor}`;
}

/**
 * Every `docs/<page>.md#<heading>` cited in any file, and every relative link in a Markdown
 * file, must resolve to a file that `read` finds and, for an anchor, to one of its headings.
 */
export function brokenDocLinks(sources: readonly SourceFile[], read: ReadFile): Violation[] {
  const violations: Violation[] = [];
  for (const { path, text } of sources) {
    for (const match of text.matchAll(CITATION)) {
      const message = problem(`docs/${match[1]}`, match[2], read);
      if (message) violations.push({ path, line: lineOf(text, match.index), message: `cites ${match[0]}: ${message}` });
    }
    if (!path.endsWith('.md')) continue;
    const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
    for (const match of prose.matchAll(MARKDOWN_LINK)) {
      const target = match[1] === '' ? path : resolvePath(path, match[1] ?? '');
      const message = target === null ? 'points outside the repository' : problem(target, match[2], read);
      if (message)
        violations.push({
          path,
          line: lineOf(text, match.index),
          message: `links to ${match[0].slice(2, -1)}: ${message}`,
        });
    }
  }
  return violations;
}
