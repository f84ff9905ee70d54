// Where a short text leaves a word alone on a line (docs/product.md#layout-and-motion), read from
// the layout in the browser: headings, card titles and short copy never wrap so that their last
// word is left on a line of its own ("업종도, 손님 관리도, / 사용법도") or a word is cut in two with
// a piece alone on its line ("노트북· / 데스크톱 PC POS"). In a column too narrow for more, a long
// word may still fill a line in the middle of a text. A line the editor ended (a line break in the
// CMS, or a block of its own) is the editor's; only where the browser wraps is judged. Like the
// /down label test, a text of two words may take two lines.
import type { Page } from 'playwright-core';

import { KEEP_CLASS, TEXT_CLASS } from '../../src/lib/text/korean-breaks';

/** Longer than this is body text, where a short last line is ordinary typesetting. */
const SHORT_COPY_MAX = 100;

/** Every wrapped line that holds a single word, as "line ← whole text". */
export function orphanWords(page: Page): Promise<string[]> {
  return page.evaluate(
    ([max, keepClass, textClass]) => {
      const found: string[] = [];
      // A run Korean keeps on one line (a nowrap span around "5만 원"), and the span around a text
      // cut into such runs, are part of their element's text.
      const kept = (node: Node) =>
        node instanceof HTMLElement && (node.classList.contains(keepClass) || node.classList.contains(textClass));
      const leaves = [
        ...document.querySelectorAll<HTMLElement>('header, main, footer, main *, header *, footer *'),
      ].filter(
        (el) =>
          el.childNodes.length > 0 &&
          !kept(el) &&
          [...el.childNodes].every((node) => node instanceof Text || node.nodeName === 'BR' || kept(node)) &&
          // The privacy policy's articles are legal text, worded by the law's names and periods.
          !el.closest('[aria-hidden="true"], code, pre, textarea, script, style, .policy article') &&
          el.checkVisibility({ opacityProperty: false, visibilityProperty: true }),
      );
      for (const el of leaves) {
        // The editor's own lines: text nodes between <br>s.
        const segments: Text[][] = [[]];
        for (const node of el.childNodes) {
          if (node instanceof Text) segments[segments.length - 1]?.push(node);
          else if (kept(node)) {
            const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            for (let t = texts.nextNode(); t; t = texts.nextNode()) segments[segments.length - 1]?.push(t as Text);
          } else segments.push([]);
        }
        for (const segment of segments) {
          const text = segment.map((node) => node.data).join('');
          const words = text.trim().split(/\s+/).filter(Boolean);
          if (words.length < 3 || text.trim().length > max) continue;
          // Each visible character's line, where the browser put it, in reading order.
          const lines: { top: number; text: string }[] = [];
          for (const node of segment) {
            for (let i = 0; i < node.data.length; i += 1) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              const char = node.data[i] ?? '';
              const last = lines[lines.length - 1];
              if (!rect || rect.width === 0) {
                if (last) last.text += char;
                continue;
              }
              const top = rect.top + rect.height / 2;
              if (last && Math.abs(last.top - top) < rect.height / 2) last.text += char;
              else lines.push({ top, text: char });
            }
          }
          if (lines.length < 2) continue;
          lines.forEach((line, i) => {
            if (line.text.trim().split(/\s+/).length > 1) return;
            // Alone on a line: the last word, left behind ("사용법도"), or a piece of a word the
            // browser cut in two ("노트북·" over "데스크톱 PC POS").
            const cut =
              (/\S$/.test(line.text) && /^\S/.test(lines[i + 1]?.text ?? '')) ||
              (/\S$/.test(lines[i - 1]?.text ?? ' ') && /^\S/.test(line.text));
            if (i === lines.length - 1 || cut) found.push(`${line.text.trim()} ← ${text.trim()}`);
          });
        }
      }
      return [...new Set(found)];
    },
    [SHORT_COPY_MAX, KEEP_CLASS, TEXT_CLASS] as const,
  );
}
