// The HTML pages of a finished static build, for the integrations that rewrite or read them
// after Astro has written dist/. Files under _astro/ are assets, not pages.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DefaultTreeAdapterMap } from 'parse5';

type ParsedNode = DefaultTreeAdapterMap['node'];
export type ParsedElement = DefaultTreeAdapterMap['element'];

export const isParsedElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node;

/** The first element of a parse5 tree, in document order, that passes `test` (templates searched too). */
export function findElement(node: ParsedNode, test: (el: ParsedElement) => boolean): ParsedElement | undefined {
  if (isParsedElement(node) && test(node)) return node;
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dir, file).startsWith(`_astro${sep}`));
}
