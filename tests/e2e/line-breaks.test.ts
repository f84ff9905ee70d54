// Lines that end where a Korean reader expects, on every route at every width from the smallest
// phone to a desktop, with everything that loads on scroll loaded, in one visit per route and width:
// - no word alone on a line (docs/product.md#layout-and-motion; tests/support/orphan-words.ts);
// - Korean that breaks only where Korean breaks (src/lib/text/korean-breaks.ts): no line starts
//   with a middle dot or a closing bracket, no particle is cut from the bracket it follows, and no
//   number is parted from its unit (tests/support/line-breaks.ts).
// A member's inquiry form is read signed in.
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { badLineBreaks, showEverything } from '../support/line-breaks';
import { KIM } from '../support/member-flows';
import { orphanWords } from '../support/orphan-words';

const WIDTHS = [320, 375, 768, 1024, 1440] as const;

describe('line breaks', () => {
  it.for(ROUTES.flatMap((route) => WIDTHS.map((width) => [route.path, width] as const)))(
    '%s at %i px: no word alone on a line, no break Korean does not allow',
    async ([path, width], { openSite }) => {
      const { page } = await openSite(path, { width });
      await showEverything(page);
      // Read before badLineBreaks opens the folded answers, which would change what wraps where.
      const alone = await orphanWords(page);
      const bad = await badLineBreaks(page);
      expect.soft(alone, `${path} at ${width} px, a word alone:\n${alone.join('\n')}`).toEqual([]);
      expect(bad, `${path} at ${width} px, a bad break:\n${bad.join('\n')}`).toEqual([]);
    },
  );

  it.for(WIDTHS)('the inquiry form, signed in, at %i px', async (width, { openMemberSite }) => {
    const { page } = await openMemberSite('/user/write', { provider: 'kakao', as: { existing: KIM.name } }, { width });
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).waitFor();
    const bad = await badLineBreaks(page);
    expect(bad, `/user/write at ${width} px:\n${bad.join('\n')}`).toEqual([]);
  });
});
