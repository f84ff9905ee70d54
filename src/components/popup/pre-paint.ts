// The first-visit popup is server-rendered, so it paints with the page instead of appearing a
// second later as the page's largest (and so slowest) paint. This classic script runs in <head>
// before the body paints and marks <html data-popup="off"> when the popup must not show; the
// <first-visit-popup> element then takes over. It repeats shouldShowPopup()'s rules
// (first-visit.ts) in plain ES5 because it runs before any bundle: pre-paint.test.ts holds the
// two to the same answers.
import { KOREA_UTC_OFFSET_MS } from '../../lib/korea-time';

export const POPUP_OFF_ATTRIBUTE = 'data-popup';

export const PRE_PAINT_POPUP_SCRIPT = `(function (script) {
  var last = script.getAttribute('data-last-day') || '';
  var today = new Date(Date.now() + ${KOREA_UTC_OFFSET_MS}).toISOString().slice(0, 10);
  var seen = document.cookie.split(';').some(function (part) { return part.trim().split('=')[0] === 'ischeck'; });
  if (seen || !/^\\d{4}-\\d{2}-\\d{2}$/.test(last) || today > last) document.documentElement.setAttribute('${POPUP_OFF_ATTRIBUTE}', 'off');
})(document.currentScript);`;

/**
 * Placed right after the card: opens it as a modal dialog the moment it is parsed, unless the
 * <head> script said no. Only a complete card is ever shown (a first paint that comes while the
 * parser is still inside the card shows no half-built notice), and the page is inert behind it
 * before anyone can press what it covers.
 */
export const OPEN_POPUP_SCRIPT = `(function (card) {
  if (document.documentElement.hasAttribute('${POPUP_OFF_ATTRIBUTE}') || !card || card.open) return;
  if (card.showModal) card.showModal();
  else card.setAttribute('open', '');
})(document.currentScript.previousElementSibling);`;
