// Query text only, so any module (build code or a browser island) may import it.
import { defineQuery } from 'groq';

import { IMAGE, INTRO } from './fragments';

/** The install guide and the equipment list (downloadPage's guide and hardware sections, on /down). */
export const installGuideQuery = defineQuery(`*[_type == "downloadPage" && _id == "downloadPage"][0]{
  guide{
    "intro": intro${INTRO},
    steps[]{ _key, title, description, showChecksum, "image": image${IMAGE} },
    requirementsTitle, requirements, helpTitle, helpText, helpButton
  },
  hardware{ "intro": intro${INTRO}, items[]{ _key, name, support, connection } },
  installer{ sha256 }
}`);

/** What the download buttons say and offer on a device that cannot run the installer. */
export const downloadHandoffQuery = defineQuery(`*[_type == "downloadPage" && _id == "downloadPage"][0].handoff{
  windowsNote, dialogTitle, dialogIntro, addressLabel, copyLabel, shareLabel, shareText, kakaoLabel, kakaoNote, appLabel, anywayLabel, guideLinkLabel
}`);
