import { describe, expect, it } from 'vitest';

import { inertOutside } from './inert-outside';

function page() {
  document.body.innerHTML = `
    <header><a id="brand" href="/">홈</a><div id="layer"><div id="backdrop"></div><div id="panel"><a id="inside" href="/faq">FAQ</a></div></div></header>
    <main id="main"><a id="content" href="/down">다운로드</a></main>
    <footer id="footer" inert></footer>`;
}
const element = (id: string) => document.getElementById(id)!;
const inert = (...ids: string[]) => ids.map((id) => element(id).closest('[inert]') !== null);

describe('inertOutside', () => {
  it('makes everything outside the kept layer inert, at every level up to <body>', () => {
    page();
    inertOutside(element('layer'));
    expect(inert('brand', 'content', 'footer')).toEqual([true, true, true]);
    expect(inert('layer', 'backdrop', 'panel', 'inside')).toEqual([false, false, false, false]);
  });

  it('undoes only what it changed: an element inert before stays inert', () => {
    page();
    inertOutside(element('layer'))();
    expect(inert('brand', 'content')).toEqual([false, false]);
    expect(inert('footer')).toEqual([true]);
  });

  it('stops at the ancestor it is given, so a page can be made inert in parts', () => {
    page();
    const undo = inertOutside(element('layer'), element('layer').closest('header')!);
    expect(inert('brand', 'content')).toEqual([true, false]);
    undo();
    expect(inert('brand')).toEqual([false]);
  });
});
