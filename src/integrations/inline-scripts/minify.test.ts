import { describe, expect, it } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import { PRE_PAINT_POPUP_SCRIPT } from '../../components/popup/pre-paint';
import { GUEST_PRE_PAINT_SCRIPT, STORED_SESSION_ATTRIBUTE } from '../../islands/member/guest-pre-paint';
import { inlineScriptHashes } from '../security-headers/csp';
import { minifyInlineScripts, minifyScript } from './minify';

const page = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts.join('')}</head><body><p>안녕하세요</p></body></html>`;
const bodies = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');

describe('minifyInlineScripts', () => {
  it('shrinks a classic inline script and keeps its attributes and what it does', () => {
    const source = `(function () {\n  var name = 'data-ready';\n  document.documentElement.setAttribute(name, '준비됨');\n})();`;
    const html = minifyInlineScripts(page(`<script data-x="1">${source}</script>`));
    const [minified = ''] = bodies(html);
    expect(html).toContain('<script data-x="1">');
    expect(minified.length).toBeLessThan(source.length);
    document.documentElement.removeAttribute('data-ready');
    runInlineScript(minified);
    expect(document.documentElement.getAttribute('data-ready')).toBe('준비됨');
  });

  it('keeps the behaviour of the site’s own pre-paint scripts', () => {
    localStorage.setItem('sodam-pos-auth', JSON.stringify({ refresh_token: 'r', user: { id: 'u-1' } }));
    document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
    const [guest = ''] = bodies(minifyInlineScripts(page(`<script>${GUEST_PRE_PAINT_SCRIPT}</script>`)));
    expect(guest.length).toBeLessThan(GUEST_PRE_PAINT_SCRIPT.length * 0.8);
    runInlineScript(guest);
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(true);
    localStorage.clear();
  });

  it('leaves JSON-LD, external scripts and empty scripts as they are', () => {
    const untouched = [
      '<script type="application/ld+json">{ "@type": "Organization",  "name": "소담POS" }</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script></script>',
    ];
    const html = page(...untouched);
    expect(minifyInlineScripts(html)).toBe(html);
  });

  it('minifies module scripts as modules', () => {
    const html = minifyInlineScripts(
      page(`<script type="module">\n  import { start } from '/_astro/start.js';\n  start( 'first' );\n</script>`),
    );
    // Read as a script, the import would be a syntax error; as a module its binding is renamed.
    expect(bodies(html)[0]).toMatch(/^import\{start as (\w)\}from"\/_astro\/start\.js";\1\(`first`\);$/);
  });

  it('keeps code that comes back longer as it was', () => {
    expect(minifyScript('a()', false)).toBe('a()');
  });

  it('fails the build on a script it cannot read, instead of shipping it unread', () => {
    expect(() => minifyInlineScripts(page('<script>var = ;</script>'))).toThrow(/could not be minified/);
  });

  it('changes the hashes the security headers allow, so it must run before they are taken', () => {
    const html = page(`<script data-last-day="2027-12-31">${PRE_PAINT_POPUP_SCRIPT}</script>`);
    expect(inlineScriptHashes(minifyInlineScripts(html))).not.toEqual(inlineScriptHashes(html));
  });
});
