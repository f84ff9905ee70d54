import { defineQuery } from 'groq';

import { DEVICE_IMAGE, IMAGE, INTRO } from './fragments';

export const industryPageQuery = defineQuery(`*[_type == "industryPage" && _id == "industryPage"][0]{
  hero{ "intro": intro${INTRO}, "image": image${DEVICE_IMAGE} },
  "cards": {
    "intro": cards.intro${INTRO},
    "items": *[_type == "industryCard"] | order(order asc){
      _id, title, "description": summary, "image": image${IMAGE},
      categories[]{ _key, title, subtitle }
    }
  }
}`);
