// Every page the site builds, with what search engines and link previews need to know about it.
// One list so the sitemap, robots.txt, the Open Graph cards and the tests cannot disagree.
import { isLandingRoute, LANDING_PREFIX } from '../../../studio/landing';

export interface SitePage {
  /** The route the page passes to BaseLayout, also the key of its CMS pageSeo document. */
  route: string;
  /** File name of its Open Graph card under /og/ (ASCII: crawlers fetch it by URL). */
  ogSlug: string;
  /** False for member-only, sign-in and error pages: they carry noindex and stay out of the sitemap. */
  indexable: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  { route: '/', ogSlug: 'home', indexable: true },
  { route: '/industry', ogSlug: 'industry', indexable: true },
  { route: '/down', ogSlug: 'down', indexable: true },
  { route: '/faq', ogSlug: 'faq', indexable: true },
  { route: '/talk', ogSlug: 'talk', indexable: true },
  { route: '/privacy', ogSlug: 'privacy', indexable: true },
  { route: '/counsel/business', ogSlug: 'counsel-business', indexable: true },
  { route: '/login', ogSlug: 'login', indexable: false },
  { route: '/user/inquiry', ogSlug: 'user-inquiry', indexable: false },
  { route: '/user/write', ogSlug: 'user-write', indexable: false },
  { route: '/user/loading', ogSlug: 'user-loading', indexable: false },
  { route: '/user/account', ogSlug: 'user-account', indexable: false },
  { route: '/404', ogSlug: 'not-found', indexable: false },
];

/** Paths robots.txt asks crawlers to skip: the member area and the sign-in page. */
export const DISALLOWED_PATHS = ['/user/', '/login'] as const;

function sitePage(route: string): SitePage {
  const page = SITE_PAGES.find((p) => p.route === route);
  // A page missing here would ship without an OG card: fail the build, not the preview.
  if (!page) throw new Error(`src/components/seo/pages.ts has no entry for route ${route}`);
  return page;
}

/**
 * The one URL each page is known by. Built pages are folders (`/faq/index.html`) and the site's
 * own links say `/faq`, so the canonical form has no trailing slash; `/` stays the origin.
 */
export function canonicalUrl(route: string, site: URL | string): string {
  const path = route === '/' ? '/' : route.replace(/\/+$/, '');
  return new URL(path, site).href;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A landing page's card is named after its address: `lp-<slug>`, beside the fixed pages' cards. */
export const LANDING_OG_PREFIX = 'lp-';

export function ogImageUrl(route: string, site: URL | string): string {
  const slug = isLandingRoute(route)
    ? `${LANDING_OG_PREFIX}${route.slice(LANDING_PREFIX.length)}`
    : sitePage(route).ogSlug;
  return new URL(`/og/${slug}.png`, site).href;
}

/**
 * The routes of the breadcrumb trail to `route`: the home page, each page above it that the site
 * has (none today: there is no `/counsel`, `/user` or `/lp` page), then the page itself.
 * None for the home page and the 404 page, which stand on no path.
 */
export function breadcrumbRoutes(route: string): string[] {
  if (route === '/' || route === '/404') return [];
  sitePage(route);
  const segments = route.split('/').filter(Boolean);
  const above = segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  return ['/', ...above.filter((path) => SITE_PAGES.some((page) => page.route === path)), route];
}
