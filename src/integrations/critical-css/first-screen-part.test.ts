// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { firstScreenPart, withCriticalHead } from './first-screen-part';

const page =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><link rel="stylesheet" href="/_astro/a.css"></head>' +
  '<body><a class="skip-link" href="#main">본문</a><header class="site-header">머리</header>' +
  '<div class="page-frame"><main id="main"><section id="hero">첫</section><section id="two">둘</section>' +
  '<section id="three">셋</section><section id="four">넷</section></main><a class="chat">상담</a></div>' +
  '<footer class="site-footer">바닥</footer><div id="toast"></div>' +
  '<astro-island uid="d"><dialog><h2>로그인</h2></dialog></astro-island></body></html>';

describe('firstScreenPart', () => {
  it("keeps the frame, the header, <main>'s first sections and the footer; leaves out the rest and the islands", () => {
    const part = firstScreenPart(page, 2);
    expect(part).toContain('<header class="site-header">머리</header>');
    expect(part).toContain('<main id="main"><section id="hero">첫</section><section id="two">둘</section></main>');
    expect(part).toContain(
      '<a class="chat">상담</a></div><footer class="site-footer">바닥</footer><div id="toast"></div></body>',
    );
    expect(part).not.toMatch(/셋|넷|로그인/);
  });

  it('keeps every section of a page with fewer, and leaves a page without <main> as it is', () => {
    expect(firstScreenPart(page, 4)).toContain(
      '<section id="three">셋</section><section id="four">넷</section></main>',
    );
    const bare = '<!doctype html><html><head></head><body><p>본문</p></body></html>';
    expect(firstScreenPart(bare)).toBe(bare);
  });
});

describe('withCriticalHead', () => {
  const processed =
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>.hero{color:red}</style></head>' +
    '<body><section id="hero">첫</section><link rel="stylesheet" href="/_astro/a.css"></body></html>';

  const processedTwo = processed.replace('</body>', '<link rel="stylesheet" href="/_astro/b.css"></body>');
  const oneFile = (hrefs: string[]) => `/_astro/page.${hrefs.map((href) => href.slice(8, 9)).join('')}.css`;

  it("takes Beasties' head and links the stylesheets it moved, as one file, at the end of the whole page's body", () => {
    const whole = withCriticalHead(page, processedTwo, oneFile);
    expect(whole).toContain('<head><meta charset="utf-8"><style>.hero{color:red}</style></head>');
    expect(whole).toContain('<section id="four">넷</section>');
    expect(whole.endsWith('</astro-island><link rel="stylesheet" href="/_astro/page.ab.css"></body></html>')).toBe(
      true,
    );
  });

  it('links nothing when Beasties moved nothing, and says so when what came back has no head', () => {
    const none = processed.replace(/<link[^>]*>/, '');
    expect(withCriticalHead(page, none, oneFile)).not.toContain('rel="stylesheet"');
    expect(() => withCriticalHead(page, '<p>없음</p>', oneFile)).toThrow(/without a <head>/);
  });
});
