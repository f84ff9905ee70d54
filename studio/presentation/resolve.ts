// The Presentation tool's two directions, from the table in ./routes.ts: a document opens the
// pages that show it, and a page opens the document it is mostly made of.
import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';

import { PAGE_DOCUMENT_TYPE, PAGE_DOCUMENTS } from '../singletons';
import { mainDocumentOf, pageTitle, routesOf, TYPE_ROUTES } from './routes';

const location = (route: string) => ({ title: pageTitle(route), href: route });

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    Object.entries(TYPE_ROUTES).map(([type, routes]) => [type, defineLocations({ locations: routes.map(location) })]),
  ),
  [PAGE_DOCUMENT_TYPE]: defineLocations({
    select: { id: '_id' },
    resolve: (doc) => ({ locations: routesOf(PAGE_DOCUMENT_TYPE, String(doc?.id ?? '')).map(location) }),
  }),
};

export const mainDocuments = defineDocuments(
  PAGE_DOCUMENTS.map(({ route }) => ({ route, filter: '_id == $id', params: { id: mainDocumentOf(route) } })),
);
