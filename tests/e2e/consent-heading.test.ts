// The consent group's heading (개인정보 수집·이용 및 마케팅 정보 수신 동의) on the two inquiry forms
// at every phone width: wrapped or not, each of its lines sits inside its box, none on or across
// the box's border (at 375 px the first line straddled the top edge and "동의" fell inside the box).
import { describe, expect, it } from '../support/browser-test';

const WIDTHS = [320, 340, 360, 375, 390, 400, 414, 430] as const;
const PAGES = ['/user/write', '/counsel/business'] as const;

describe('the consent heading', () => {
  it.for(PAGES.flatMap((path) => WIDTHS.map((width) => [path, width] as const)))(
    '%s at %i px keeps every line of the heading inside its box',
    async ([path, width], { openSite }) => {
      const { page } = await openSite(path, { width });
      const legend = page.getByRole('main').locator('fieldset > legend').first();
      await legend.waitFor();
      const outside = await legend.evaluate((element) => {
        const fieldset = element.parentElement;
        if (!fieldset) return ['the legend has no fieldset'];
        const box = fieldset.getBoundingClientRect();
        const style = getComputedStyle(fieldset);
        const border = parseFloat(style.borderTopWidth);
        // A fieldset's first legend that is not floated is drawn on the border: the box starts at
        // the legend's top and the border line runs through its middle. Any other legend is content.
        const onBorder = getComputedStyle(element).float === 'none' && fieldset.querySelector('legend') === element;
        const drawnTop = onBorder ? box.top + (element.getBoundingClientRect().height - border) / 2 : box.top;
        const inner = {
          top: drawnTop + border,
          bottom: box.bottom - parseFloat(style.borderBottomWidth),
          left: box.left + parseFloat(style.borderLeftWidth),
          right: box.right - parseFloat(style.borderRightWidth),
        };
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()]
          .filter((line) => line.width > 0)
          .filter(
            (line) =>
              line.top < inner.top - 0.5 ||
              line.bottom > inner.bottom + 0.5 ||
              line.left < inner.left - 0.5 ||
              line.right > inner.right + 0.5,
          )
          .map(
            (line) =>
              `a line at ${Math.round(line.top)}–${Math.round(line.bottom)} px, the box's inside starts at ${Math.round(inner.top)} px`,
          );
      });
      expect(outside).toEqual([]);
    },
  );
});
