// What a page says, read two ways: the text of its HTML document as served (what a crawler that
// runs no script indexes), and the text Chromium shows once scripts have run and the visitor has
// scrolled to the end. tests/e2e/sentences-in-document.test.ts holds the second to the first.
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';
import type { Page } from 'playwright-core';

type Node = DefaultTreeAdapterMap['node'];

/** Elements whose text is code or style, not what the page says. */
const NOT_TEXT = new Set(['script', 'style', 'template']);

/**
 * Compared without whitespace: a line break in the source, a <br> or a wrapped line in the browser
 * must not make two copies of a sentence differ, and Korean reads the same either way.
 */
export const comparable = (text: string) => text.replace(/\s+/g, '');

/** The text of every text node of the document, as a parser without scripts reads it. */
export function documentText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && NOT_TEXT.has(node.tagName)) return;
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    for (const child of 'childNodes' in node ? node.childNodes : []) walk(child);
  };
  walk(parse(html, { scriptingEnabled: false }));
  return comparable(parts.join(' '));
}

/**
 * Every text the page shows: each text node with letters or digits whose element is rendered
 * and visible (a closed dialog, a hidden panel and an unchosen tab do not count), in order.
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !/[\p{L}\p{N}]/u.test(text) || !parent || parent.closest('script, style, template')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(text);
    }
    return found;
  });
}

/** The shown texts the document does not contain. */
export function missingFromDocument(shown: readonly string[], text: string): string[] {
  return [...new Set(shown)].filter((line) => !text.includes(comparable(line)));
}
