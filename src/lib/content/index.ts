// Build-time only: named content getters for pages and layouts.
import { loadQuery } from './load';
import { pageSeoQuery, siteSettingsQuery } from './queries';

/** Fails the build loudly: a page without its settings would ship empty. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Content missing: ${what}`);
  return value;
}

export async function getSiteSettings() {
  return required(await loadQuery(siteSettingsQuery), 'siteSettings');
}

export async function getPageSeo(route: string) {
  return required(await loadQuery(pageSeoQuery, { route }), `pageSeo for ${route}`);
}
