import { defineQuery } from 'groq';

import { DEVICE_IMAGE, IMAGE_CARD, INTRO } from './fragments';

export const downloadPageQuery = defineQuery(`*[_type == "downloadPage" && _id == "downloadPage"][0]{
  hero{ "intro": intro${INTRO}, buttonLabel, highlights[]{ _key, value, label }, "image": image${DEVICE_IMAGE} },
  installer{ fileName, version, sizeBytes, sha256, releaseDate, supportedOs, releaseNotes },
  goodChoice{ "intro": intro${INTRO}, "cards": cards[]${IMAGE_CARD} },
  service{ "intro": intro${INTRO}, "cards": cards[]${IMAGE_CARD} }
}`);
