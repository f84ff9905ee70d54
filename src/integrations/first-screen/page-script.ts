// Build-time only: hands each built page's module script to its first-screen script.
import { PAGE_SCRIPT_ATTRIBUTE } from './first-screen';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const FIRST_SCREEN_TAG = /<script data-first-screen-script>/;

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
  return html.replace(MODULE_SCRIPT, '').replace(FIRST_SCREEN_TAG, `<script data-first-screen-script ${PAGE_SCRIPT_ATTRIBUTE}="${src}">`);
}
