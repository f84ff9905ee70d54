// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { LATER_CSS, LATER_SCRIPT } from './later';
import { splitPage } from './page';

const html =
  '<!doctype html><html><head><style>.hero{color:red}.b{color:blue}.c{margin:0}</style></head><body>' +
  '<main id="main" data-later-from="b" data-later-content-from="c">' +
  '<section id="a" class="hero">A</section><section id="b" class="b">B</section>' +
  '<section id="c" class="c" aria-labelledby="c-title"><h2 id="c-title">C</h2><script>island()</script></section>' +
  '</main></body></html>';

describe('splitPage', () => {
  const saved: Array<[string, string]> = [];
  const out = splitPage(html, (kind, text) => {
    saved.push([kind, text]);
    return `/_astro/later.${saved.length}.${kind}`;
  });

  it('saves the later styles, and the later sections with their scripts left out', () => {
    expect(saved).toEqual([
      ['css', '.b{color:blue}.c{margin:0}'],
      [
        'html',
        '<section id="c" class="c" aria-labelledby="c-title" data-later="content"><h2 id="c-title">C</h2></section>',
      ],
    ]);
  });

  it('keeps the first screen with its styles, marks what waits, and leaves a shell and the scripts', () => {
    expect(out).toContain(`<style>.hero{color:red}${LATER_CSS}</style>`);
    expect(out).toContain(
      '<main id="main"><section id="a" class="hero">A</section><section id="b" class="b" data-later>B</section>' +
        '<script>island()</script><section id="c" data-later="content"></section></main>',
    );
  });

  it('loads both after the first screen, and the styles at once without scripts', () => {
    expect(out).toContain(
      `<script data-later-styles="/_astro/later.1.css" data-later-markup="/_astro/later.2.html">${LATER_SCRIPT}</script>`,
    );
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_astro/later.1.css">');
  });

  it('leaves a page that marks nothing as it is', () => {
    const plain = '<!doctype html><html><head><style>.a{}</style></head><body><main></main></body></html>';
    expect(splitPage(plain, () => 'never')).toBe(plain);
  });
});
