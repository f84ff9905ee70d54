// Build-time only: hands each built page's module script, and Astro's island runtime, to its
// first-screen script, and moves Astro's island style into <head>.
import { ISLAND_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ATTRIBUTE } from '../../lib/page/first-screen';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const FIRST_SCREEN_TAG = /<script data-first-screen-script(?= |>)/;
/** The classic script Astro inlines before a page's first island: it defines <astro-island>. */
const ISLAND_RUNTIME =
  /<script>((?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/g;

/**
 * The page with its module script tag removed and its URL on the first-screen script, which
 * imports it once the first screen is on display; a page without one as it is. Undefined for a
 * page with several module scripts, or with one but no first-screen script: moving it would
 * lose code.
 */
export function deferPageScript(html: string): string | undefined {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1 || !FIRST_SCREEN_TAG.test(html)) return undefined;
  const src = scripts[0]?.[1] ?? '';
  return html.replace(MODULE_SCRIPT, '').replace(FIRST_SCREEN_TAG, `$& ${PAGE_SCRIPT_ATTRIBUTE}="${src}"`);
}

/** Astro's island runtime as a page inlines it, or undefined for a page without islands. */
export function islandRuntimeOf(html: string): string | undefined {
  return [...html.matchAll(ISLAND_RUNTIME)][0]?.[1];
}

/**
 * The page with its inline island runtime removed and `src` (a file with the same code) on the
 * first-screen script; a page without the runtime as it is. Undefined when the page's runtime is
 * not the one in the file, appears twice, or has no first-screen script to take it.
 */
export function deferIslandRuntime(html: string, runtime: string, src: string): string | undefined {
  const found = [...html.matchAll(ISLAND_RUNTIME)];
  if (found.length === 0) return html;
  if (found.length > 1 || found[0]?.[1] !== runtime || !FIRST_SCREEN_TAG.test(html)) return undefined;
  return html.replace(ISLAND_RUNTIME, '').replace(FIRST_SCREEN_TAG, `$& ${ISLAND_SCRIPT_ATTRIBUTE}="${src}"`);
}

/** The rule Astro writes into <body> before a page's first island (its elements lay out as their content). */
const ISLAND_STYLE = /<style>(astro-island,[^<]*)<\/style>/g;

/**
 * The page with Astro's island style moved to the end of <head>, the one place HTML allows a
 * <style>, once; a page without it as it is. Undefined for a page with the style but no </head>.
 */
export function hoistIslandStyle(html: string): string | undefined {
  const rules = new Set([...html.matchAll(ISLAND_STYLE)].map((found) => found[1]));
  if (rules.size === 0) return html;
  if (!html.includes('</head>')) return undefined;
  const styles = [...rules].map((rule) => `<style>${rule}</style>`).join('');
  return html.replace(ISLAND_STYLE, '').replace('</head>', `${styles}</head>`);
}
