// Imported by browser code too (the popup may be refreshed from Sanity's CDN in the browser):
// keep this module free of anything but the query text.
import { defineQuery } from 'groq';

/** The first-visit popup; `lastDay` is a YYYY-MM-DD date, the last day the popup is shown. */
export const firstVisitPopupQuery = defineQuery(`*[_type == "firstVisitPopup" && _id == "firstVisitPopup"][0]{
  title, content, link, lastDay, "placement": coalesce(placement, "all"), "routes": coalesce(routes, [])
}`);
