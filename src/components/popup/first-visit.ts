// Rules of the first-visit popup (docs/product.md#first-visit-popup), as pure functions the island and the tests share.
// Imported by the <first-visit-popup> element (first-visit-popup.ts): no dependencies but types.
import type { SiteCopyQueryResult } from '../../lib/content/sanity.types';
import { koreanDate } from '../../lib/korea-time';
import type { PopupPlacement } from './placement';

/** The cookie that hides the popup; the name is part of the product rules. */
const POPUP_COOKIE = 'ischeck';
/** '오늘 하루 보지 않기' hides the popup for one day. */
const POPUP_COOKIE_MAX_AGE_S = 24 * 60 * 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The notice's button words (siteCopy.popup), for the card and the element that renders it. */
export type PopupButtons = NonNullable<SiteCopyQueryResult>['popup'];

export interface PopupConfig {
  title: string;
  content: string;
  link: string | null;
  /** YYYY-MM-DD: the last day (Korea time) on which the popup is shown. */
  lastDay: string;
  /** Where it shows (placement.ts): all pages but the ones it never covers, the chosen routes, or none. */
  placement: PopupPlacement;
  /** The chosen routes, read when `placement` is `routes`. */
  routes: string[];
}

/** On or before the last day, in Korea time. A malformed date shows nothing. */
export function isOnOrBeforeLastDay(lastDay: string, now: Date): boolean {
  return ISO_DATE.test(lastDay) && koreanDate(now) <= lastDay;
}

export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === name);
}

/** Shown only with no `ischeck` cookie, a config, and today on or before its last day. */
export function shouldShowPopup(config: PopupConfig | null, cookieHeader: string, now: Date): config is PopupConfig {
  return config !== null && !hasCookie(cookieHeader, POPUP_COOKIE) && isOnOrBeforeLastDay(config.lastDay, now);
}

/** The Set-Cookie string for '오늘 하루 보지 않기'; Secure whenever the page itself is. */
export function dismissCookie(secure: boolean): string {
  return `${POPUP_COOKIE}=1; Max-Age=${POPUP_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The 확인 link if it is a site path or an https address; anything else is ignored. */
export function safePopupLink(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return link;
  return /^https:\/\/[^\s/]/.test(link) ? link : null;
}
