// The Presentation tool's two directions, from the table in ./routes.ts: a document opens the
// pages that show it, and a page opens the document it is mostly made of.
import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';

import { LANDING_PAGE_TYPE } from '../landing';
import { PAGE_DOCUMENT_TYPE, PAGE_DOCUMENTS } from '../singletons';
import { LANDING_ROUTE_PATTERN, mainDocumentOf, pageTitle, routesOf, TYPE_ROUTES } from './routes';

const location = (route: string) => ({ title: pageTitle(route), href: route });

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    Object.entries(TYPE_ROUTES).map(([type, routes]) => [type, defineLocations({ locations: routes.map(location) })]),
  ),
  [PAGE_DOCUMENT_TYPE]: defineLocations({
    select: { id: '_id' },
    resolve: (doc) => ({ locations: routesOf(PAGE_DOCUMENT_TYPE, String(doc?.id ?? '')).map(location) }),
  }),
  // A landing page is named in the Studio by its 관리용 이름, which is what editors look for.
  [LANDING_PAGE_TYPE]: defineLocations({
    select: { id: '_id', slug: 'slug.current', name: 'name' },
    resolve: (doc) => ({
      locations: routesOf(LANDING_PAGE_TYPE, String(doc?.id ?? ''), doc?.slug ? String(doc.slug) : undefined).map(
        (href) => ({ title: String(doc?.name ?? href), href }),
      ),
    }),
  }),
};

export const mainDocuments = defineDocuments([
  ...PAGE_DOCUMENTS.map(({ route }) => ({ route, filter: '_id == $id', params: { id: mainDocumentOf(route) } })),
  // The pattern's :slug becomes the $slug parameter.
  { route: LANDING_ROUTE_PATTERN, filter: `_type == "${LANDING_PAGE_TYPE}" && slug.current == $slug` },
]);
