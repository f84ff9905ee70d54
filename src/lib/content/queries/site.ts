import { defineQuery } from 'groq';

import { FRAMED_IMAGE, IMAGE, INTRO } from './fragments';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  servicePhone,
  serviceHours{weekdays, lunch, closedNote},
  chatChannelUrl,
  appStore{android, ios},
  business{companyName, ceo, registrationNumber, mailOrderNumber, address, email},
  privacyOfficer{name, position, phone, email},
  naverSiteVerification,
  googleSiteVerification
}`);

/** A route's page document, by the fixed id studio/singletons.ts gives it. */
export const pageSeoQuery = defineQuery(
  `*[_type == "pageSeo" && _id == $id][0]{title, description, heading, intro, "shareImage": shareImage${FRAMED_IMAGE}}`,
);

/** Sections shown the same way on several pages (home and /industry), with their collections. */
export const sharedSectionsQuery = defineQuery(`*[_type == "sharedSections" && _id == "sharedSections"][0]{
  "certifications": {
    "intro": certifications.intro${INTRO},
    "items": *[_type == "certification"] | order(order asc){ _id, name, issuer, number, "image": image${IMAGE} }
  },
  downloadCta{ "intro": intro${INTRO}, buttonLabel },
  serviceCenter{ "intro": intro${INTRO}, inquiryLabel, "image": image${IMAGE} }
}`);

/**
 * The newest `_updatedAt` among the documents a page is built from, named by id or by type
 * (src/components/seo/page-sources.ts): the page's `lastmod` in the sitemap.
 */
export const pageUpdatedAtQuery = defineQuery(
  `*[_id in $ids || _type in $types] | order(_updatedAt desc)[0]._updatedAt`,
);
