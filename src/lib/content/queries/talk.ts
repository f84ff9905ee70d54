import { defineQuery } from 'groq';

import { DEVICE_IMAGE, IMAGE, INTRO } from './fragments';

// Sections in page order (docs/product.md#alert-talk-page). Each list comes from talkItem documents of its section.
export const talkPageQuery = defineQuery(`*[_type == "talkPage" && _id == "talkPage"][0]{
  banner{
    "intro": intro${INTRO},
    stats[]{ _key, value, label },
    scrollHint,
    "videoUrl": video.asset->url,
    "image": image${DEVICE_IMAGE}
  },
  "toggle": {
    "intro": toggle.intro${INTRO},
    "flyerPrompt": toggle.flyerPrompt,
    "items": *[_type == "talkItem" && section == "toggle"] | order(order asc){ _id, title, description, "image": image${IMAGE} },
    "flyers": *[_type == "talkItem" && section == "flyer"] | order(order asc){ _id, title, "image": image${IMAGE} }
  },
  "easy": {
    "intro": easy.intro${INTRO},
    "items": *[_type == "talkItem" && section == "easy"] | order(order asc){ _id, title, description, "image": image${IMAGE} }
  },
  "upload": {
    "intro": upload.intro${INTRO},
    "items": *[_type == "talkItem" && section == "upload"] | order(order asc){ _id, title, description, "image": image${IMAGE} }
  },
  "adopt": {
    "intro": adopt.intro${INTRO},
    "items": *[_type == "talkItem" && section == "adopt"] | order(order asc){ _id, title, description, "image": image${IMAGE} }
  },
  omni{ "intro": intro${INTRO}, "image": image${DEVICE_IMAGE} },
  price{ "intro": intro${INTRO}, label, amount, unit, note },
  "features": {
    "intro": features.intro${INTRO},
    "items": *[_type == "talkItem" && section == "feature"] | order(order asc){ _id, title, description, "image": image${IMAGE} }
  },
  coupon{ "intro": intro${INTRO}, points, "image": image${IMAGE} },
  closing{ "intro": intro${INTRO}, cta{ label, href } }
}`);
