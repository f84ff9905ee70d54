// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readRegions } from './regions';

const page = (main: string) =>
  `<!doctype html><html><head><style>x{}</style></head><body class="b"><header class="top"></header>${main}<footer class="foot"></footer></body></html>`;

describe('readRegions', () => {
  it("takes <main>'s sections from data-later-from on, and their markup from data-later-content-from on", () => {
    const html = page(
      '<main id="main" data-later-from="two" data-later-content-from="three">' +
        '<section id="one" class="hero"></section><section id="two" class="a"></section>' +
        '<section id="three" class="b2"><script>1</script><template><p class="slot"></p></template></section></main>',
    );
    const { regions, areas } = readRegions(html);
    expect(regions.map((r) => [html.slice(r.start, r.startTagClose + 1), r.content])).toEqual([
      ['<section id="two" class="a">', false],
      ['<section id="three" class="b2">', true],
    ]);
    expect(regions[1]?.scripts.map((s) => html.slice(s.start, s.end))).toEqual(['<script>1</script>']);
    expect([...areas.later].sort()).toEqual(['#three', '#two', '.a', '.b2', '.slot']);
    expect(areas.early.has('.hero') && areas.early.has('.foot') && !areas.early.has('.a')).toBe(true);
    expect([...areas.around].sort()).toEqual(['#main', '.b']);
  });

  it('takes a section that marks itself, and reads Astro scope attributes', () => {
    const html = page('<main><section data-later data-astro-cid-x1 class="c"></section></main>');
    const { regions, areas } = readRegions(html);
    expect(regions).toHaveLength(1);
    expect(areas.laterElements).toEqual([['[data-astro-cid-x1]', '.c']]);
  });

  it('has nothing to say about a page that marks nothing', () => {
    expect(readRegions(page('<main><section class="c"></section></main>')).regions).toEqual([]);
  });

  it('stops the build when the first later section is not there', () => {
    expect(() => readRegions(page('<main data-later-from="gone"><section id="one"></section></main>'))).toThrow(
      /data-later-from="gone"/,
    );
  });
});
