// Build-time only: which CMS documents each indexable page is built from, so its `lastmod` in the
// sitemap is the newest `_updatedAt` among them. A page's own content is named by the queries its
// route runs (the types they select), its page document by id; every page also prints the site
// settings and the shared words (service centre, menu, footer, consents). The first-visit popup
// is left out: it is a notice over the page, and it refreshes from Sanity's CDN without a rebuild.
import { LANDING_PAGE_TYPE } from '../../../studio/landing';
import { PAGE_DOCUMENT_TYPE, pageDocumentOf } from '../../../studio/singletons';
import {
  downloadPageQuery,
  faqListQuery,
  homePageQuery,
  industryPageQuery,
  installGuideQuery,
  landingPageQuery,
  privacyPolicyQuery,
  sharedSectionsQuery,
  siteCopyQuery,
  siteSettingsQuery,
  talkPageQuery,
} from '../../lib/content/queries';

/** The queries of each indexable page's own content, beside what every page prints. */
const PAGE_QUERIES: Readonly<Record<string, readonly string[]>> = {
  '/': [homePageQuery, sharedSectionsQuery],
  '/industry': [industryPageQuery, sharedSectionsQuery],
  '/down': [downloadPageQuery, installGuideQuery],
  '/down/guide': [installGuideQuery, downloadPageQuery],
  '/faq': [faqListQuery],
  '/talk': [talkPageQuery],
  '/privacy': [privacyPolicyQuery],
  '/counsel/business': [],
};

const EVERY_PAGE = [siteSettingsQuery, siteCopyQuery];

export interface PageSources {
  ids: string[];
  types: string[];
}

/** The document types a GROQ query selects: every `_type == "…"` in its text. */
export function typesSelectedBy(query: string): string[] {
  return [...query.matchAll(/_type\s*==\s*"([\w.-]+)"/g)].map(([, type = '']) => type);
}

/** The documents `route` is built from: its page document by id, the rest by type. */
export function pageSources(route: string): PageSources {
  const own = PAGE_QUERIES[route];
  if (!own) throw new Error(`src/components/seo/page-sources.ts does not say what ${route} is built from`);
  const types = new Set([...own, ...EVERY_PAGE].flatMap(typesSelectedBy));
  // Every route has a page document of that type: only its own counts.
  types.delete(PAGE_DOCUMENT_TYPE);
  return { ids: [pageDocumentOf(route).id], types: [...types].sort() };
}

/**
 * The documents a landing page is built from: its own document by id, and the lists its sections
 * may draw on (cards, testimonials, questions, payment methods) by type, beside what every page prints.
 */
export function landingPageSources(id: string): PageSources {
  const types = new Set([landingPageQuery, ...EVERY_PAGE].flatMap(typesSelectedBy));
  types.delete(LANDING_PAGE_TYPE);
  return { ids: [id], types: [...types].sort() };
}
