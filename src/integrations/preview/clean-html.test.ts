// @vitest-environment node
import { vercelStegaCombine } from '@vercel/stega';
import { describe, expect, it } from 'vitest';

import { cleanStegaOutsideText } from './clean-html';

const EDIT = {
  origin: 'sanity.io',
  href: 'https://sodampos.sanity.studio/intent/edit/id=homePage;type=homePage;path=title',
};
const s = (text: string) => vercelStegaCombine(text, EDIT, false);
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head>${head}</head><body>${body}</body></html>`;

describe('cleanStegaOutsideText', () => {
  it('keeps stega in text a reader sees', () => {
    const html = page('', `<h1 class="title">${s('무료 POS')}</h1><p>${s('설명')}</p>`);
    expect(cleanStegaOutsideText(html)).toBe(html);
  });

  it.each([
    ['the title', `<title>${s('자주 묻는 질문')} | 소담POS</title>`, '<title>자주 묻는 질문 | 소담POS</title>'],
    ['meta content', `<meta name="description" content="${s('설명')}">`, '<meta name="description" content="설명">'],
    [
      'JSON-LD',
      `<script type="application/ld+json">{"name":"${s('소담POS')}"}</script>`,
      '<script type="application/ld+json">{"name":"소담POS"}</script>',
    ],
  ])('removes it from the head: %s', (_case, head, clean) => {
    expect(cleanStegaOutsideText(page(head, ''))).toBe(page(clean, ''));
  });

  it.each([
    ['an aria-label', `<section aria-label="${s('후기')}"></section>`, '<section aria-label="후기"></section>'],
    ['a link', `<a href="/down" title='${s('다운로드')}'>받기</a>`, `<a href="/down" title='다운로드'>받기</a>`],
    ['an unquoted value', `<div data-name=${s('이름')}></div>`, '<div data-name=이름></div>'],
    ['a script in the body', `<script>const a = "${s('문구')}";</script>`, '<script>const a = "문구";</script>'],
  ])('removes it from other attributes and scripts: %s', (_case, body, clean) => {
    expect(cleanStegaOutsideText(page('', body))).toBe(page('', clean));
  });

  it.each([
    ['an image alt', `<img src="/a.webp" alt="${s('매장 사진')}">`],
    [
      'an island’s props',
      `<astro-island uid="1" props="{&quot;quote&quot;:[0,&quot;${s('좋아요')}&quot;]}"></astro-island>`,
    ],
  ])('keeps it where the overlay or an island reads it: %s', (_case, body) => {
    expect(cleanStegaOutsideText(page('', body))).toBe(page('', body));
  });

  it('cleans other attributes of an image while keeping its alt', () => {
    const body = `<img alt="${s('사진')}" title="${s('사진')}">`;
    expect(cleanStegaOutsideText(page('', body))).toBe(page('', `<img alt="${s('사진')}" title="사진">`));
  });

  it('leaves a page without stega unchanged', () => {
    const html = page('<title>소담POS</title>', '<a href="/faq?q=1&amp;x=2" class="a b">질문 > 답변</a>');
    expect(cleanStegaOutsideText(html)).toBe(html);
  });
});
