import { BellIcon } from '@sanity/icons/Bell';
import { defineType } from 'sanity';

import { popupFields } from '../documents/firstVisitPopup';

/** Where the site's popup shows: a landing page's own shows on that page alone, so it has neither. */
const SITE_ONLY = new Set(['placement', 'routes']);

/**
 * A landing page's own first-visit popup: the same fields and the same behaviour as the site's,
 * shown on that page in its place (src/components/popup/).
 */
export const landingPopup = defineType({
  name: 'landingPopup',
  title: '첫 방문 팝업',
  type: 'object',
  icon: BellIcon,
  options: { collapsible: true, collapsed: false },
  fields: popupFields().filter((field) => !SITE_ONLY.has(field.name)),
});
