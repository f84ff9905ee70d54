// The scripts a page carries inline (the first-screen loader, the font and popup decisions made
// before the first paint, Astro's island directives) are written to be read: indented, with long
// names. Every byte of them is in the document, and a document over the first round trip's size
// pays a second one before anything paints (docs/architecture.md#performance-budgets). The build
// minifies them with the minifier Vite minifies the bundles with.
import { minifySync } from 'vite';

import { inlineScriptKind, SCRIPT_ELEMENT } from './inline-script';

/**
 * Vite's default build target (baseline-widely-available): the minifier may use syntax these
 * browsers read, and no newer, so an inline script asks no more of a browser than the bundles do.
 */
const TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/** One script's code, minified; a script the minifier cannot read fails the build. */
export function minifyScript(code: string, module: boolean): string {
  const result = minifySync(module ? 'inline.mjs' : 'inline.js', code, {
    module,
    compress: { target: TARGET },
    mangle: true,
    codegen: { removeWhitespace: true },
  });
  if (result.errors.length > 0)
    throw new Error(`An inline script could not be minified: ${result.errors.map((e) => e.message).join('; ')}`);
  const minified = result.code.trim();
  // Code that is minified already (Astro's own directives) can come back a few bytes longer.
  return minified.length < code.trim().length ? minified : code;
}

/** The page with each inline script minified; JSON-LD, templates and external scripts untouched. */
export function minifyInlineScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (whole, attributes: string, body: string) => {
    const kind = inlineScriptKind(attributes, body);
    if (kind === null || body.trim() === '') return whole;
    const minified = minifyScript(body, kind === 'module');
    if (/<\/script|<!--/i.test(minified))
      throw new Error('A minified inline script would close its own <script> element.');
    return `<script${attributes}>${minified}</script>`;
  });
}
