// @vitest-environment node
// What FirstVisitPopup.astro renders, held to what the <first-visit-popup> element relies on
// (src/scripts/first-visit-popup.test.ts uses the same shape) and to what the e2e tests and
// the layout-shift guard expect. Rendered with Astro's container API, as at build time.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';

import { seedSiteCopy } from '../../../tests/support/seed-docs';
import FirstVisitPopup from './FirstVisitPopup.astro';

const POPUP = {
  title: '알림톡 무료',
  content: '첫 100건 무료\n지금 신청하세요',
  link: '/talk',
  lastDay: '2026-11-22',
  placement: 'all',
  routes: [],
};
const SANITY = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' };
const HOSTILE = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';

async function render(props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  return container.renderToString(FirstVisitPopup, { props: { buttons: seedSiteCopy().popup, ...props } });
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&amp;/g, '&');

describe('FirstVisitPopup.astro', () => {
  it('renders the card inside the element, named and described by its title and text, and the script that opens it', async () => {
    const html = await render({ popup: POPUP, sanity: null });
    expect(html).toMatch(/^<first-visit-popup[^>]* data-config="[^"]+"[^>]*><dialog class=/);
    expect(html).toMatch(
      /<\/dialog><script>\(function \(card\)[^<]*showModal\(\)[^<]*<\/script><\/first-visit-popup>$/,
    );
    expect(html).not.toContain('data-sanity');
    expect(html).toMatch(/aria-labelledby="first-visit-popup-title" aria-describedby="first-visit-popup-content"/);
    expect(html).toMatch(/<h2 id="first-visit-popup-title"[^>]*>알림톡 무료<\/h2>/);
    expect(html).toMatch(/<p id="first-visit-popup-content"[^>]*>첫 100건 무료\n지금 신청하세요<\/p>/);
    const actions = [
      ...html.matchAll(/<button type="button" class="[^"]+" data-popup-action="(\w+)"( autofocus)?>([^<]+)<\/button>/g),
    ];
    expect(actions.map(([, action, focus, name]) => [action, name, Boolean(focus)])).toEqual([
      ['today', '오늘 하루 보지 않기', false],
      ['close', '닫기', true],
      ['confirm', '확인', false],
    ]);
  });

  it('hands the element the build’s copy and the public Sanity coordinates as JSON', async () => {
    const html = await render({ popup: POPUP, sanity: SANITY });
    const read = (name: string) =>
      JSON.parse(unescape(html.match(new RegExp(`data-${name}="([^"]*)"`))?.[1] ?? '')) as unknown;
    expect(read('config')).toEqual(POPUP);
    expect(read('sanity')).toEqual(SANITY);
  });

  it('keeps an empty card in a <template> when only the CDN may have a popup', async () => {
    const html = await render({ popup: null, sanity: SANITY });
    expect(html).toMatch(/data-config="null"/);
    expect(html).toMatch(/<template><dialog [^>]*><h2 [^>]*><\/h2>/);
    expect(html).not.toContain('<script');
  });

  it('renders nothing with no popup and no CDN to ask', async () => {
    await expect(render({ popup: null, sanity: null })).resolves.toBe('');
  });

  it('prints hostile CMS text as text, in the card and in the JSON attribute', async () => {
    const html = await render({
      popup: { ...POPUP, title: HOSTILE, content: HOSTILE, link: `" onmouseover="x` },
      sanity: null,
    });
    // Quoted attribute values are inert once Astro has escaped the quote that would end them.
    const markup = html.replace(/="[^"]*"/g, '=""');
    expect(markup).not.toMatch(/<img src=x|<script>window|onmouseover/i);
    expect(html).toContain('&lt;img src=x onerror=window.__xss=1&gt;');
  });
});
