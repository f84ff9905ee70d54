import { defineQuery } from 'groq';

import { DEVICE_IMAGE, IMAGE, IMAGE_CARD, IMAGE_ITEM, INTRO } from './fragments';

// The home page's sections (their order on the page: src/components/home/sections.ts). Collections
// are attached to the section that shows them.
export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{
    slides[]{ _key, eyebrow, heading, description, "image": image${DEVICE_IMAGE} },
    statement, downloadLabel, storesLabel
  },
  selector{
    "intro": intro${INTRO},
    tabs[]{
      _key, tab, label,
      "cards": *[_type == "selectorCard" && tab == ^.tab] | order(order asc){ _id, title, subtitle, "image": image${IMAGE} }
    }
  },
  trend{
    "intro": intro${INTRO},
    bubbleTitle, bubbles[]{ _key, label, value, unit },
    circleTitle, circles[]{ _key, label, value, unit },
    footnote
  },
  realtimeSales{ "intro": intro${INTRO}, points, "image": image${IMAGE} },
  "payments": {
    "intro": payments.intro${INTRO},
    "items": *[_type == "paymentMethod"] | order(order asc){ _id, name, kind, "icon": icon${IMAGE} }
  },
  freshShops{ "intro": intro${INTRO}, "shops": shops[]${IMAGE_CARD} },
  marketPrice{ "intro": intro${INTRO}, points, "images": images[]${IMAGE_ITEM} },
  "mustHave": {
    "intro": mustHave.intro${INTRO},
    "items": *[_type == "featureCard"] | order(order asc){ _id, title, description, badge, "icon": icon${IMAGE} }
  },
  marketing{ "intro": intro${INTRO}, points[]{ _key, title, description }, "image": image${IMAGE} },
  appPromo{ "intro": intro${INTRO}, "items": items[]${IMAGE_CARD} },
  "openLicense": {
    "intro": openLicense.intro${INTRO},
    "items": *[_type == "openLicenseItem"] | order(order asc){ _id, title, description, "image": image${IMAGE} }
  },
  "testimonials": {
    "intro": testimonials.intro${INTRO},
    "items": *[_type == "testimonial"] | order(order asc){ _id, businessType, quote, author, bgColor, "image": image${IMAGE} }
  },
  "satisfaction": {
    "intro": satisfaction.intro${INTRO},
    "items": *[_type == "satisfactionRating"] | order(order asc){ _id, title, grade, description }
  },
  "customers": {
    "intro": customers.intro${INTRO},
    "names": *[_type == "companyName"] | order(order asc){ _id, name },
    "logos": *[_type == "companyLogo"] | order(order asc){ _id, name, "logo": logo${IMAGE} }
  },
  "usageCtaLabel": usageCta.label,
  "usageCtaNote": usageCta.signInNote
}`);
