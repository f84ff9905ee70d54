// @vitest-environment node
// CMS text is data, never markup. An editor (or whoever holds a leaked token)
// can type anything into Sanity; the components that print it must escape it, and a Portable
// Text link must not carry a script URL. Rendered with Astro's container API, as at build time.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';

import FaqList from '../../src/components/faq/FaqList.astro';
import PolicyArticle from '../../src/components/privacy/PolicyArticle.astro';
import Lines from '../../src/components/ui/Lines.astro';

const HOSTILE = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';
const ESCAPED = '&lt;img src=x onerror=window.__xss=1&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;';

/**
 * No element and no script URL came from the hostile text. Quoted attribute values are left
 * out first: `data-question="<img …>"` is inert, as Astro escapes the quote that would end it.
 */
function expectInert(html: string) {
  const markup = html.replace(/="[^"]*"/g, '=""');
  expect(markup).not.toMatch(/<img src=x|<script>window/i);
  expect(html).not.toMatch(/href="\s*javascript:/i);
}

async function render(component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  return container.renderToString(component, { props });
}

describe('hostile CMS text is printed as text', () => {
  it('in an FAQ question and answer', async () => {
    const html = await render(FaqList, {
      items: [{ _id: 'faq-x', question: HOSTILE, answer: `${HOSTILE}\n두 번째 줄`, publishedAt: '2026-11-22' }],
      emptyState: '다른 낱말로 찾아보세요.',
    });
    expect(html).toContain(ESCAPED);
    expectInert(html);
  });

  it('in a heading written over several lines', async () => {
    const html = await render(Lines, { text: `첫 줄\n${HOSTILE}` });
    expect(html).toContain(ESCAPED);
    expectInert(html);
  });

  it('in a privacy-policy article: title, Portable Text spans and a javascript: link', async () => {
    const article = {
      _key: 'a1',
      title: HOSTILE,
      showOfficerContact: false,
      body: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          markDefs: [
            { _type: 'link', _key: 'l1', href: 'javascript:window.__xss=1' },
            { _type: 'link', _key: 'l2', href: 'https://www.privacy.go.kr' },
          ],
          children: [
            { _type: 'span', _key: 's1', text: HOSTILE, marks: [] },
            { _type: 'span', _key: 's2', text: '여기를 누르세요', marks: ['l1'] },
            { _type: 'span', _key: 's3', text: '개인정보 포털', marks: ['l2'] },
          ],
        },
      ],
    };
    const html = await render(PolicyArticle, { article, index: 0 });
    expect(html.split(ESCAPED).length - 1).toBe(2);
    expectInert(html);
    expect(html).toContain('여기를 누르세요');
    expect(html).toMatch(/<a href="https:\/\/www\.privacy\.go\.kr"[^>]*>개인정보 포털<\/a>/);
  });
});
