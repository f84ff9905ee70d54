// Which pages of the site show each document type: the one table the Presentation tool's
// `resolve` is built from (./resolve.ts), and which the tests hold against the schema and
// against what the preview actually renders. Plain data, so the site's tests can import it.
import { isLandingRoute, LANDING_PAGE_TYPE, LANDING_PREFIX, landingRoute } from '../landing';
import {
  MEMBER_NAV_ROUTES,
  PAGE_DOCUMENT_TYPE,
  PAGE_DOCUMENTS,
  type PageDocument,
  pageDocumentOf,
} from '../singletons';

type Route = PageDocument['route'];

/** Every page: what the layout shows (header, footer, the first-visit popup). */
const EVERY_PAGE: readonly Route[] = PAGE_DOCUMENTS.map((page) => page.route);

export const TYPE_ROUTES: Readonly<Record<string, readonly Route[]>> = {
  siteSettings: EVERY_PAGE,
  siteCopy: EVERY_PAGE,
  firstVisitPopup: EVERY_PAGE,
  homePage: ['/'],
  selectorCard: ['/'],
  paymentMethod: ['/'],
  featureCard: ['/'],
  openLicenseItem: ['/'],
  testimonial: ['/'],
  satisfactionRating: ['/'],
  companyName: ['/'],
  companyLogo: ['/'],
  // Sections the home page and the industry page share.
  sharedSections: ['/', '/industry'],
  certification: ['/', '/industry'],
  industryPage: ['/industry'],
  industryCard: ['/industry'],
  // Its download-button words show wherever a download button is.
  downloadPage: ['/', '/industry', '/down'],
  talkPage: ['/talk'],
  talkItem: ['/talk'],
  faq: ['/faq'],
  privacyPolicy: ['/privacy'],
};

/** Every /user page, where the member links show their pages' headings. */
const USER_PAGES: readonly Route[] = EVERY_PAGE.filter((route) => route.startsWith('/user/'));

/** The address pattern of every landing page, as the Presentation tool matches a page to its document. */
export const LANDING_ROUTE_PATTERN = `${LANDING_PREFIX}:slug`;

/**
 * The routes that show a document: a page document shows on its own route, and a page the
 * member links name shows on every /user page too; a landing page at its own address, by its slug.
 */
export function routesOf(type: string, id: string, slug?: string): readonly string[] {
  if (type === LANDING_PAGE_TYPE) return slug ? [landingRoute(slug)] : [];
  if (type === PAGE_DOCUMENT_TYPE) {
    const page = PAGE_DOCUMENTS.find((p) => p.id === id.replace(/^drafts\./, ''));
    if (!page) return [];
    const linked = (MEMBER_NAV_ROUTES as readonly Route[]).includes(page.route);
    return linked ? [...new Set([page.route, ...USER_PAGES])] : [page.route];
  }
  return TYPE_ROUTES[type] ?? [];
}

/**
 * Types a landing page's sections, frame and download buttons may show. Which landing page uses
 * which card is content, not code, so the Presentation tool lists a card's fixed pages only; the
 * preview test holds the marks on landing pages to this set.
 */
export const LANDING_SHOWN_TYPES: ReadonlySet<string> = new Set([
  LANDING_PAGE_TYPE,
  'siteSettings',
  'siteCopy',
  'downloadPage',
  'featureCard',
  'industryCard',
  'testimonial',
  'faq',
  'paymentMethod',
]);

/** Whether a page at `route` may show the document: by the table, or as a landing page. */
export function mayShow(type: string, id: string, route: string): boolean {
  if (isLandingRoute(route)) return LANDING_SHOWN_TYPES.has(type);
  return routesOf(type, id).includes(route);
}

/** Routes made mostly of a page singleton; every other route is mostly its page document. */
const PAGE_SINGLETONS: Readonly<Partial<Record<Route, string>>> = {
  '/': 'homePage',
  '/industry': 'industryPage',
  '/down': 'downloadPage',
  '/talk': 'talkPage',
  '/privacy': 'privacyPolicy',
};

/** The id of the document Presentation opens beside a route. */
export function mainDocumentOf(route: Route): string {
  return PAGE_SINGLETONS[route] ?? pageDocumentOf(route).id;
}

export function pageTitle(route: string): string {
  return PAGE_DOCUMENTS.find((page) => page.route === route)?.title ?? route;
}
