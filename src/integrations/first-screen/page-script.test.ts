import { describe, expect, it } from 'vitest';
import { deferPageScript } from './page-script';

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
    expect(deferPageScript(head('<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>'))).toBeUndefined();
    expect(deferPageScript('<html><head><script type="module" src="/a.js"></script></head></html>')).toBeUndefined();
  });
});
