import { describe, expect, it } from 'vitest';

import { deferIslandRuntime, deferPageScript, hoistIslandStyle, islandRuntimeOf } from './page-script';

const head = (rest: string) =>
  `<html><head><script data-first-screen-script>(function(){})()</script>${rest}</head><body><h1>소담POS</h1></body></html>`;

describe('deferPageScript', () => {
  it("hands the page's module script to the first-screen script and removes its tag", () => {
    const html = deferPageScript(head('<script type="module" src="/_astro/page.Ab12.js"></script>'));
    expect(html).toContain('<script data-first-screen-script data-page-script="/_astro/page.Ab12.js">');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<h1>소담POS</h1>');
  });

  it('leaves a page without a module script as it is', () => {
    expect(deferPageScript(head(''))).toBe(head(''));
  });

  it('refuses a page whose code it would lose: two module scripts, or no first-screen script to take one', () => {
    expect(
      deferPageScript(head('<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>')),
    ).toBeUndefined();
    expect(deferPageScript('<html><head><script type="module" src="/a.js"></script></head></html>')).toBeUndefined();
  });
});

describe('deferIslandRuntime', () => {
  const runtime =
    '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
  const src = '/_astro/island-runtime.0123456789.js';

  it('finds the runtime Astro inlined, and nothing on a page without islands', () => {
    expect(islandRuntimeOf(head(`<script>${runtime}</script><script>other()</script>`))).toBe(runtime);
    expect(islandRuntimeOf(head('<script>other()</script>'))).toBeUndefined();
  });

  it('removes it from the page and names its file on the first-screen script, beside the page script', () => {
    const page =
      deferPageScript(
        head(
          `<script type="module" src="/_astro/page.Ab12.js"></script><script>${runtime}</script><script>other()</script>`,
        ),
      ) ?? '';
    const html = deferIslandRuntime(page, runtime, src);
    expect(html).toContain(
      `<script data-first-screen-script data-island-script="${src}" data-page-script="/_astro/page.Ab12.js">`,
    );
    expect(html).not.toContain('customElements.define');
    expect(html).toContain('<script>other()</script>');
  });

  it('leaves a page without the runtime as it is, and refuses one whose runtime is not the file', () => {
    expect(deferIslandRuntime(head(''), runtime, src)).toBe(head(''));
    expect(deferIslandRuntime(head(`<script>${runtime.replace('f', 'g')}</script>`), runtime, src)).toBeUndefined();
    expect(deferIslandRuntime(`<html><head><script>${runtime}</script></head></html>`, runtime, src)).toBeUndefined();
  });
});

describe('hoistIslandStyle', () => {
  const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
  const page = (body: string) => `<html><head><title>소담POS</title></head><body>${body}</body></html>`;

  it('moves the style Astro writes before the first island into <head>, once', () => {
    const html = hoistIslandStyle(page(`<div>${style}<astro-island></astro-island></div>${style}`));
    expect(html).toBe(
      `<html><head><title>소담POS</title>${style}</head><body><div><astro-island></astro-island></div></body></html>`,
    );
  });

  it('leaves a page without islands as it is, and refuses one with no <head> to take the style', () => {
    expect(hoistIslandStyle(page('<h1>소담POS</h1>'))).toBe(page('<h1>소담POS</h1>'));
    expect(hoistIslandStyle(`<body>${style}</body>`)).toBeUndefined();
  });
});
