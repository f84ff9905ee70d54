// Where Chromium ended each line of a page's text, read from the layout, and the ends that Korean
// does not allow. Run in the browser with page.evaluate, so it reads the page as laid out.
import type { Page } from 'playwright-core';

/**
 * Scrolls to the end and back, so what loads on the way is there: lazy sections, and the
 * sections fetched after the first screen (the home page's lower half, the /down guide).
 */
export async function showEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Every line break a Korean reader would call wrong, as "end of one line / start of the next":
 * - a line that starts with a middle dot or a closing bracket ("상품 / ·매장", "그때 / )에는"),
 *   or with a gloss in brackets cut from the word it is inside of ("밴 / (VAN)사는");
 * - a particle cut from the closing bracket it follows ("(웹 스토리지) / 를 씁니다");
 * - a number parted from its unit ("5만 / 원 이상", "한 / 번에 뽑습니다").
 * The patterns are written here apart from the rule that prevents them (src/lib/text/), so the
 * test reads the page with its own eyes. A line break is two characters of the same block of
 * text, one after the other, whose boxes sit on different lines; code, hidden and clipped
 * text (the visually hidden labels) are not read.
 */
export function badLineBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Folded answers (the FAQ's) are text a visitor opens: read them open.
    for (const details of document.querySelectorAll('details')) details.open = true;
    const LINE_START = /^[·・‧」』)\]]/;
    const PARTICLE_CUT = /[)\]」』”’]$/;
    const NUMBER_END = /(?:\d|\d만|\d천|\d억|(?:^|[^가-힣])(?:한|두|세|네|다섯|열|몇))\s*$/;
    const UNIT_START =
      /^(?:원|장|개|건|명|곳|분|초|시간|일|개월|년|번|회|대|가지|MB|GB|KB)(?:$|[^가-힣A-Za-z]|[이가은는을를에의도만까지부터씩째과와로])/;
    const blockOf = (el: Element): Element => {
      for (let at: Element | null = el; at; at = at.parentElement)
        if (!getComputedStyle(at).display.startsWith('inline') || getComputedStyle(at).display === 'inline-block')
          return at;
      return document.body;
    };
    const found: string[] = [];
    // The characters of each block in reading order, each with its line (null: no box, a space
    // the line break swallowed).
    const blocks = new Map<Element, { char: string; top: number | null; height: number }[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node as Text;
      if (!parent) continue;
      if (parent.closest('script, style, template, code, pre, textarea, [aria-hidden="true"], .visually-hidden'))
        continue;
      if (!parent.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      const block = blockOf(parent);
      if (block.getBoundingClientRect().width < 2) continue;
      const chars = blocks.get(block) ?? [];
      blocks.set(block, chars);
      for (let i = 0; i < text.data.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        const char = text.data[i] ?? '';
        chars.push(
          rect && rect.width > 0
            ? { char, top: rect.top + rect.height / 2, height: rect.height }
            : { char, top: null, height: 0 },
        );
      }
    }
    for (const chars of blocks.values()) {
      let lastTop: number | null = null;
      let lastHeight = 0;
      chars.forEach(({ top, height }, i) => {
        if (top === null) return;
        if (lastTop !== null && Math.abs(top - lastTop) > Math.min(height, lastHeight) / 2) {
          const before = chars
            .slice(Math.max(0, i - 12), i)
            .map((c) => c.char)
            .join('')
            .replace(/\s+/g, ' ');
          const after = chars
            .slice(i, i + 12)
            .map((c) => c.char)
            .join('')
            .replace(/\s+/g, ' ');
          const glued = !/\s$/.test(before);
          if (
            LINE_START.test(after) ||
            (glued && PARTICLE_CUT.test(before) && /^[가-힣]/.test(after)) ||
            (/[가-힣A-Za-z0-9] ?$/.test(before) && /^\([^()\s]{1,12}\)[가-힣A-Za-z]/.test(after)) ||
            (NUMBER_END.test(before) && UNIT_START.test(after))
          )
            found.push(`${before.trimStart()} / ${after.trimEnd()}`);
        }
        lastTop = top;
        lastHeight = height;
      });
    }
    return found;
  });
}
