// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Areas } from './regions';
import { family, ownerOf, splitCss } from './split-css';

/** A page whose first screen has a header (module 1y8is) and a hero, and whose later section has cards. */
const areas = (extra: Partial<Areas> = {}): Areas => ({
  early: new Set(['._bar_1y8is_1', '.hero', '[data-astro-cid-hero]', '.container']),
  later: new Set(['.cards', '.card', '[data-astro-cid-cards]', '.container']),
  laterElements: [['.container'], ['.cards', '[data-astro-cid-cards]'], ['.card', '[data-astro-cid-cards]']],
  around: new Set(['#main']),
  ...extra,
});

describe('splitCss', () => {
  it('moves the rules only the later sections use, and keeps the rest in order', () => {
    const css = '.hero{color:red}.cards{display:grid}.card[data-astro-cid-cards]{padding:1px}.container{margin:0}';
    expect(splitCss(css, areas())).toEqual({
      early: '.hero{color:red}.container{margin:0}',
      later: '.cards{display:grid}.card[data-astro-cid-cards]{padding:1px}',
    });
  });

  it('keeps every rule of a component seen in the first screen, its states too', () => {
    const css = '._bar_1y8is_1{display:flex}._menu_1y8is_9[data-open=true]{display:block}';
    expect(splitCss(css, areas()).later).toBe('');
  });

  it("moves a component's rules when none of its elements is outside the later sections (a dialog's)", () => {
    const css = '._dialog_19oao_1{padding:0}._dialog_19oao_1[open]{display:grid}';
    expect(splitCss(css, areas()).later).toBe(css);
  });

  it('keeps a plain class no element carries yet (a state the first screen may take)', () => {
    expect(splitCss('.reveal-pending{opacity:0}:root.web-fonts{--f:x}', areas()).later).toBe('');
  });

  it("reads a descendant's ancestors: an img in a card moves, an img in the hero stays", () => {
    const { early, later } = splitCss('.card img{border:0}.hero img{border:0}.cards+p{margin:0}', areas());
    expect(later).toBe('.card img{border:0}');
    expect(early).toBe('.hero img{border:0}.cards+p{margin:0}');
  });

  it('splits a selector list, and keeps @media around what moves', () => {
    const css = '@media (min-width:768px){.hero,.cards{gap:1px}h1{margin:0}}';
    expect(splitCss(css, areas())).toEqual({
      early: '@media (min-width:768px){.hero{gap:1px}h1{margin:0}}',
      later: '@media (min-width:768px){.cards{gap:1px}}',
    });
  });

  it('keeps a rule that an equally specific rule after it beat on the same element for the same property', () => {
    const css = '.card{padding:1px}.container{padding-top:2px}.card{color:red}';
    const meet = areas({ laterElements: [['.card', '.container']] });
    expect(splitCss(css, meet)).toEqual({
      early: '.card{padding:1px}.container{padding-top:2px}',
      later: '.card{color:red}',
    });
    expect(splitCss(css, areas()).later).toBe('.card{padding:1px}.card{color:red}');
  });

  it('leaves keyframes and font faces alone', () => {
    const css = '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(splitCss(css, areas())).toEqual({ early: css, later: '' });
  });
});

describe('ownerOf and family', () => {
  it.each([
    ['._panel_1b3fc_27', 'module 1b3fc'],
    ['[data-astro-cid-rqtdsmhp]', '[data-astro-cid-rqtdsmhp]'],
    ['.section', undefined],
  ])('the owner of %s is %s', (token, owner) => {
    expect(ownerOf(token)).toBe(owner);
  });

  it.each([
    ['margin-top', 'margin'],
    ['top', 'inset'],
    ['max-width', 'size'],
    ['row-gap', 'gap'],
    ['justify-items', 'align'],
    ['--color-brand', '--color-brand'],
    ['-webkit-text-size-adjust', 'text'],
  ])('%s belongs to the family %s', (property, name) => {
    expect(family(property)).toBe(name);
  });
});
