import { defineQuery } from 'groq';

import { DEVICE_IMAGE, FRAMED_IMAGE, IMAGE, IMAGE_ITEM, INTRO } from './fragments';

// Landing pages (/lp/<slug>). Each section projects the same shape as the page that already
// shows it (home, /industry, the shared sections), so the same component renders it.

/** Every published landing page's address, for the routes the build writes. */
export const landingSlugsQuery = defineQuery(
  `*[_type == "landingPage" && defined(slug.current)] | order(slug.current asc){ _id, "slug": slug.current, noindex }`,
);

export const landingPageQuery = defineQuery(`*[_type == "landingPage" && slug.current == $slug][0]{
  _id, _updatedAt, name, "slug": slug.current, title, description, noindex,
  "shareImage": shareImage${FRAMED_IMAGE},
  // A landing page's own notice shows on that page, wherever the site's notice is placed.
  popup{ title, content, link, lastDay, "placement": "all", "routes": [] },
  sections[]{
    _key, _type,
    _type == "landingHero" => { "intro": intro${INTRO}, "image": image${DEVICE_IMAGE}, buttonLabel },
    _type == "landingFeatureCards" => {
      "intro": intro${INTRO},
      "items": coalesce(cards[]->{ _id, title, description, badge, "icon": icon${IMAGE} }, [])
    },
    _type == "landingIndustryCards" => {
      "intro": intro${INTRO},
      "items": coalesce(cards[]->{ _id, title, "description": summary, "image": image${IMAGE}, categories[]{ _key, title, subtitle } }, [])
    },
    _type == "landingTestimonials" => {
      "intro": intro${INTRO},
      "items": *[_type == "testimonial" && businessType in ^.businessTypes] | order(order asc){
        _id, businessType, quote, author, bgColor, "image": image${IMAGE}
      }
    },
    _type == "landingFaq" => { "intro": intro${INTRO}, "items": coalesce(questions[]->{ _id, question, answer, publishedAt }, []) },
    _type == "landingMarketPrice" => { "intro": intro${INTRO}, points, "images": images[]${IMAGE_ITEM} },
    _type == "landingPayments" => {
      "intro": intro${INTRO},
      "items": *[_type == "paymentMethod"] | order(order asc){ _id, name, kind, "icon": icon${IMAGE} }
    },
    _type == "landingDownload" => { "intro": intro${INTRO}, buttonLabel },
    _type == "landingServiceCenter" => { "intro": intro${INTRO}, inquiryLabel, "image": image${IMAGE} }
  }
}`);
