// @vitest-environment node
// The config the built pages are held to (.htmlvalidate.mjs) still catches what it should: a
// planted bad page fails with each problem named, so tests/e2e/html-validate.test.ts can fail.
import { describe, expect, it } from 'vitest';

import { htmlProblems } from '../support/html-validate';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>소담POS</title>${head}</head><body>${body}</body></html>`;

describe('.htmlvalidate.mjs', () => {
  it('passes a valid page, so a failure below is the planted problem', async () => {
    expect(await htmlProblems(page('<main><h1>소담POS</h1><img src="/a.webp" alt="소담POS 화면"></main>'))).toEqual([]);
  });

  // How the site's two renderers write a valid page: React's useId() ids, its camelCase props and
  // `required=""`, a void element closed either way, role="list" on a list without bullets.
  it('accepts the way React and Astro spell a valid page (the rules the config widens or turns off)', async () => {
    const body =
      '<form><label for="_r5R_1_">이름</label><input type="text" id="_r5R_1_" autoComplete="name" required=""/>' +
      '<button type="submit">보내기</button></form><ul role="list"><li>소담POS</li></ul><br>';
    expect(await htmlProblems(page(body))).toEqual([]);
  });

  it.each([
    ['an <img> without src or alt', '<img>', ['element-required-attributes', 'wcag/h37']],
    ['a <style> inside <body>', '<style>p{color:red}</style>', ['element-permitted-content']],
    [
      'a phone field asking for part of a number',
      '<input type="tel" autocomplete="tel-national" aria-label="전화번호">',
      ['valid-autocomplete'],
    ],
    ['a form without a submit button', '<form><input name="q" aria-label="검색어"></form>', ['wcag/h32']],
    ['a class written twice', '<p class="a b a">소담POS</p>', ['no-dup-class']],
    ['an id with a space', '<p id="a b">소담POS</p>', ['valid-id']],
    ['a phone number link that may break at its hyphen', '<a href="tel:16700420">1670-0420</a>', ['tel-non-breaking']],
    ['a style attribute beyond a CMS colour', '<p style="color:red">소담POS</p>', ['no-inline-style']],
    ['a role its native element has', '<div role="navigation">소담POS</div>', ['prefer-native-element']],
  ])('catches %s', async (_what, body, rules) => {
    const problems = await htmlProblems(page(body));
    for (const rule of rules) expect(problems.join('\n')).toContain(`${rule} (line`);
  });
});
