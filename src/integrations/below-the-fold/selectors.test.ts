// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { compounds, requiredTokens, specificity, subjectTokens } from './selectors';

describe('compounds', () => {
  it.each([
    ['.a .b>.c + .d~.e', ['.a', ' .b', '>.c', '+.d', '~.e']],
    ['[data-x="a b"] > p:is(.y, .z)', ['[data-x="a b"]', '>p:is(.y, .z)']],
    ['li:nth-child(2n + 1)', ['li:nth-child(2n + 1)']],
  ])('of %s', (selector, expected) => {
    expect(compounds(selector).map((c) => c.combinator + c.text)).toEqual(expected);
  });
});

describe('subjectTokens', () => {
  it.each([
    ['.facts[data-astro-cid-rq] dt[data-astro-cid-rq]', ['[data-astro-cid-rq]']],
    ['._panel_1b3fc_27[data-open=true]', ['._panel_1b3fc_27']],
    ['.a .b.c#d:hover::before', ['.b', '.c', '#d']],
    ['.card:not(.wide)', ['.card']],
    [':is(.a, .b)', []],
    ['h1', []],
    [':root.web-fonts', ['.web-fonts']],
  ])('of %s', (selector, expected) => {
    expect(subjectTokens(selector)).toEqual(expected);
  });
});

describe('requiredTokens', () => {
  it.each([
    ['._avatar_u3a4z_29 img', ['._avatar_u3a4z_29']],
    ['.a > .b .c', ['.c', '.b', '.a']],
    ['.a + .b .c', ['.c', '.b']],
    ['.a ~ .b', ['.b']],
  ])('of %s', (selector, expected) => {
    expect(requiredTokens(selector)).toEqual(expected);
  });
});

describe('specificity', () => {
  it.each([
    ['*', [0, 0, 0]],
    ['h1', [0, 0, 1]],
    ['.a[data-astro-cid-x]', [0, 2, 0]],
    ['#main > section:not(:first-child)', [1, 1, 1]],
    [':where(.a) .b', [0, 1, 0]],
    [':is(#a, .b) p', [1, 0, 1]],
    ['.a:before', [0, 1, 1]],
    ['a::after', [0, 0, 2]],
  ] as const)('of %s is %j', (selector, expected) => {
    expect(specificity(selector)).toEqual(expected);
  });
});
