// Korean that breaks only where Korean breaks (src/lib/text/korean-breaks.ts): on every route, at
// the smallest phone, the common one and a desktop, with everything that loads on scroll loaded,
// no line starts with a middle dot or a closing bracket, no particle is cut from the bracket it
// follows, and no number is parted from its unit. A member's inquiry form is read signed in.
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { badLineBreaks, showEverything } from '../support/line-breaks';
import { KIM } from '../support/member-flows';

const WIDTHS = [320, 375, 1440] as const;

describe('Korean line breaks', () => {
  it.for(ROUTES.flatMap((route) => WIDTHS.map((width) => [route.path, width] as const)))(
    '%s at %i px',
    async ([path, width], { openSite }) => {
      const { page } = await openSite(path, { width });
      await showEverything(page);
      const bad = await badLineBreaks(page);
      expect(bad, `${path} at ${width} px:\n${bad.join('\n')}`).toEqual([]);
    },
  );

  it.for(WIDTHS)('the inquiry form, signed in, at %i px', async (width, { openMemberSite }) => {
    const { page } = await openMemberSite('/user/write', { provider: 'kakao', as: { existing: KIM.name } }, { width });
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).waitFor();
    const bad = await badLineBreaks(page);
    expect(bad, `/user/write at ${width} px:\n${bad.join('\n')}`).toEqual([]);
  });
});
