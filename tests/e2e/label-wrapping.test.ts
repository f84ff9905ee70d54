// Short labels in narrow tiles wrap in balanced lines: /down's highlights at every width a
// visitor may use.
import { describe, expect, it } from '../support/browser-test';

describe('/down highlight labels', () => {
  // A short label of three words or more that wraps must not leave one word alone on its last line
  // ("분류마다 배치하는 상품 / 키"); two words on two lines are fine. Each word's line is where the
  // browser put its first character.
  it.for([320, 375, 768, 1024, 1440])(
    'at %i px wraps no highlight label with a word alone on its last line',
    async (width, { openSite }) => {
      const { page } = await openSite('/down', { width });
      const orphans = await page.locator('.highlights li span').evaluateAll((labels) =>
        labels.flatMap((label) => {
          const text = label.firstChild;
          if (!(text instanceof Text)) return [];
          const lines: number[] = [];
          for (const word of text.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + 1);
            lines.push(Math.round(range.getBoundingClientRect().top));
          }
          const last = lines[lines.length - 1];
          const onLast = lines.filter((top) => top === last).length;
          return lines.length >= 3 && new Set(lines).size > 1 && onLast === 1 ? [text.data] : [];
        }),
      );
      expect(orphans).toEqual([]);
    },
  );
});
