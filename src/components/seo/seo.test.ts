// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, inlineScriptHashes } from '../../integrations/security-headers/csp';
import { pretendardFontFiles } from '../../lib/fonts/pretendard-static';
import { OG_FONT_WEIGHTS, ogCardSvg, renderOgCard, wrapTitle } from './og-card';
import { canonicalUrl, ogImageUrl, SITE_PAGES } from './pages';
import { serializeJsonLd } from './structured-data';

/** Dark pixels of an SVG text drawn with only the given fonts: 0 means the glyphs were missing. */
function inkOf(text: string, fontFiles: string[]): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#fff"/><text x="10" y="70" font-family="Pretendard" font-size="60" fill="#000">${text}</text></svg>`;
  const { pixels } = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Pretendard' },
  }).render();
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) ink += 1;
  return ink;
}

describe('Open Graph cards', () => {
  it('draw Hangul with the bundled Pretendard and no system font', () => {
    expect(inkOf('소담', [])).toBe(0); // proves the check can fail: no font, no glyphs
    expect(inkOf('소담', pretendardFontFiles(OG_FONT_WEIGHTS))).toBeGreaterThan(500);
  });

  it('render a 1200 × 630 PNG', () => {
    const png = renderOgCard({ brandName: '소담POS', title: '자주 묻는 질문', tagline: '무료 POS 프로그램' });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('wrap long titles into at most three lines and escape markup', () => {
    const lines = wrapTitle('POS 프로그램 다운로드 - 윈도우 PC용 무료 설치');
    expect(lines.length).toBe(2);
    expect(wrapTitle('가'.repeat(80)).length).toBe(3);
    expect(ogCardSvg({ brandName: 'A&B', title: '<script>', tagline: '"' })).not.toMatch(/<script>|A&B/);
  });
});

describe('page URLs', () => {
  it('are absolute, without a trailing slash, and every page has a distinct card', () => {
    expect(canonicalUrl('/', 'https://x.kr')).toBe('https://x.kr/');
    expect(canonicalUrl('/counsel/business/', 'https://x.kr')).toBe('https://x.kr/counsel/business');
    expect(ogImageUrl('/down', 'https://x.kr')).toBe('https://x.kr/og/down.png');
    expect(new Set(SITE_PAGES.map((p) => p.ogSlug)).size).toBe(SITE_PAGES.length);
  });
});

describe('JSON-LD', () => {
  it('cannot close its script tag, whatever the CMS text says', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>&\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>&\u2028' });
  });
});

describe('the CSP', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
    // sha256 of "a()", base64: the form CSP expects.
    expect(inlineScriptHashes('<script>a()</script>')[0]).toBe('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  });

  it('names the Supabase origin and keeps framing off', () => {
    const csp = contentSecurityPolicy({ supabaseOrigin: 'https://abcd.supabase.co', scriptHashes: [] });
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
  });
});
