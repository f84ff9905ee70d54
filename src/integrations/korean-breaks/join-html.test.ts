// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { KEEP_CLASS, TEXT_CLASS } from '../../lib/text/korean-breaks';
import { joinKoreanRunsInHtml } from './join-html';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head>${head}</head><body>${body}</body></html>`;
const kept = (text: string) => `<span class="${KEEP_CLASS}">${text}</span>`;
const cut = (html: string) => `<span class="${TEXT_CLASS}">${html}</span>`;

describe('joinKoreanRunsInHtml', () => {
  it('wraps the kept runs of the body’s text, in every element', () => {
    expect(joinKoreanRunsInHtml(page('', '<p>월 <strong>5만 원</strong> 이상</p><li>상품·매장 이미지</li>'))).toBe(
      page('', `<p>월 <strong>${kept('5만 원')}</strong> 이상</p><li>${cut(`${kept('상품·')}매장 이미지`)}</li>`),
    );
  });

  it('leaves tags, attributes, the head, scripts and code as they were rendered', () => {
    const head = '<title>상품·매장 (웹 스토리지)를</title><meta name="description" content="5만 원 이상">';
    const body =
      '<img alt="상품·매장" src="/a.png"><a aria-label="(VAN)사는" href="/x?a=1&amp;b=2">x</a>' +
      '<script type="application/ld+json">{"fileSize":"80.3 MB","name":"상품·매장"}</script>' +
      '<code>a·b</code><pre>5 MB</pre><textarea>상품·매장</textarea>' +
      '<noscript><img alt="상품·매장" src="/b.png"><p>5만 원</p></noscript>' +
      '<select><option>5만 원 이상</option></select><svg><text>상품·매장</text></svg>';
    expect(joinKoreanRunsInHtml(page(head, body))).toBe(page(head, body));
  });

  it('leaves an island’s server-rendered text to the island, which renders it again when it hydrates', () => {
    const body = '<astro-island uid="1" props="{}"><label>개인정보 수집·이용에 동의합니다</label></astro-island>';
    expect(joinKoreanRunsInHtml(page('', body))).toBe(page('', body));
  });

  it('keeps the source’s character references whole', () => {
    expect(joinKoreanRunsInHtml(page('', '<p>A&amp;B·C의 (웹 스토리지)를 &#39;5만 원&#39;</p>'))).toBe(
      page('', `<p>${cut(`${kept('A&amp;B·')}C의 (웹 ${kept('스토리지)를')} &#39;${kept('5만 원')}&#39;`)}</p>`),
    );
  });

  it('changes no letter of the text: the page reads the same with the spans taken out', () => {
    const body = '<p>월 5만 원 이상, 한 번에 뽑습니다. 밴 (VAN)사는 박스·낱개 단위 (웹 스토리지)를 씁니다</p>';
    const joined = joinKoreanRunsInHtml(page('', body));
    expect(joined).not.toBe(page('', body));
    expect(joined).not.toContain('\u2060');
    expect(joined.replace(/<span class="kr-(?:run|text)">|<\/span>/g, '')).toBe(page('', body));
  });

  it('keeps a text cut into runs in one span, so a flex or grid container gets it as one item', () => {
    expect(joinKoreanRunsInHtml(page('', '<h4 class="flex">식자재·마트</h4>'))).toBe(
      page('', `<h4 class="flex">${cut(`${kept('식자재·')}마트`)}</h4>`),
    );
  });

  it('leaves a heading’s numbers and units to balancing, and keeps its other runs', () => {
    expect(joinKoreanRunsInHtml(page('', '<h2><span>두 가지 방법으로</span> 상품·고객</h2><p>두 가지 방법</p>'))).toBe(
      page(
        '',
        `<h2><span>두 가지 방법으로</span>${cut(` ${kept('상품·')}고객`)}</h2><p>${cut(`${kept('두 가지')} 방법`)}</p>`,
      ),
    );
  });

  it('gives the same page back when it runs twice', () => {
    const once = joinKoreanRunsInHtml(page('', '<p>한 번에 뽑습니다. 박스·낱개 단위</p>'));
    expect(joinKoreanRunsInHtml(once)).toBe(once);
  });
});
