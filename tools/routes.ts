/**
 * Every route the site builds. The heading a visitor must see on each is CMS copy, read in tests
 * through the content getters (tests/support/content-headings.ts).
 *
 * Landing pages come from content, not code: they are read from the seed dataset the tests build
 * from (SEED_DATASET_FILE when a test points the build at another), so every route-wide test and
 * tool covers each one without a line written for it.
 */
import { readFileSync } from 'node:fs';

import { seedFileOverride } from '../src/lib/env/build.ts';
import { LANDING_PAGE_TYPE, landingRoute } from '../studio/landing.ts';

/** The routes written in code, one page file each. */
export const FIXED_ROUTES = [
  { path: '/' },
  { path: '/industry' },
  { path: '/down' },
  { path: '/faq' },
  { path: '/talk' },
  { path: '/privacy' },
  { path: '/user/inquiry' },
  { path: '/user/write' },
  { path: '/user/loading' },
  { path: '/user/account' },
  { path: '/login' },
  { path: '/counsel/business' },
] as const;

const SEED_FILE = new URL('../studio/seed/dataset.ndjson', import.meta.url);

interface SeedLanding {
  _id: string;
  _type: string;
  slug?: { current?: string };
  noindex?: boolean;
  popup?: { title?: string };
}

/**
 * The published landing pages of a seed dataset, by address, with their search switch and the
 * title of their own first-visit popup (null: none, the site's is not shown there either).
 */
export function seedLandingPages(file: string | URL = seedFileOverride(process.env) ?? SEED_FILE) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedLanding)
    .filter((doc) => doc._type === LANDING_PAGE_TYPE && !doc._id.startsWith('drafts.') && doc.slug?.current)
    .map((doc) => ({
      path: landingRoute(doc.slug?.current ?? ''),
      noindex: doc.noindex === true,
      popupTitle: doc.popup?.title ?? null,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const LANDING_ROUTES: readonly { path: string }[] = seedLandingPages().map(({ path }) => ({ path }));

export const ROUTES: readonly { path: string }[] = [...FIXED_ROUTES, ...LANDING_ROUTES];
