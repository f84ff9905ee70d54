// Where a visit came from, as it is stored with each conversion (docs/product.md#where-visitors-come-from):
// the rules of the attribution columns, written again as the CHECK constraints of
// supabase/migrations/*_attribution.sql and *_landing_path.sql, and the normalising that makes whatever a landing URL
// carries fit them, so a conversion never fails because of its attribution. Imported by the page script on every page:
// constants and pure functions only.
import { countChars, startsLikeFormula } from './text';

/** utm_source, utm_medium and utm_campaign: at most this many characters. */
export const UTM_MAX = 100;
/** The longest DNS name. */
export const REFERRER_HOST_MAX = 253;
/** The landing path: at most this many characters. */
export const LANDING_PATH_MAX = 100;
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export const DEVICE_CLASSES = ['windows', 'mac', 'chromeos', 'phone', 'tablet', 'other'] as const;

export type UtmKey = (typeof UTM_KEYS)[number];
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The visit's source: the landing page's utm_* values, the referring site's host, and the path of
 * the page the visit opened on (which page brought it).
 */
export type VisitSource = Record<UtmKey | 'referrer_host' | 'landing_path', string | null>;

/** Exactly the six columns, as the tables and the functions' `attribution` object name them. */
export interface Attribution extends VisitSource {
  device_class: DeviceClass | null;
}

export const NO_SOURCE: VisitSource = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer_host: null,
  landing_path: null,
};

/** C0 controls and DEL, as the CHECK's [\x01-\x1f\x7f] (Postgres cannot store U+0000 at all). */
const isControl = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** '/', or lower-case words of letters and digits joined by single hyphens, between slashes. */
const SITE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** A utm_* value as stored: 1–100 characters, no control character, nothing to trim, no formula start. */
export const isAttributionText = (value: string): boolean =>
  countChars(value) >= 1 &&
  countChars(value) <= UTM_MAX &&
  !Array.from(value).some(isControl) &&
  value === value.trim() &&
  !startsLikeFormula(value);

/** A host name as URL.hostname gives it, lower case, at most 253 characters. */
export const isHostName = (value: string): boolean => value.length <= REFERRER_HOST_MAX && HOST.test(value);

/** A path as the site spells its routes, at most 100 characters: never a query string or a host. */
export const isLandingPath = (value: string): boolean => value.length <= LANDING_PATH_MAX && SITE_PATH.test(value);

export const isDeviceClass = (value: string): value is DeviceClass =>
  (DEVICE_CLASSES as readonly string[]).includes(value);

/** The columns of `attribution` the database would refuse (none for a valid one). */
export function invalidAttributionFields(attribution: Attribution): (keyof Attribution)[] {
  const checks: Record<keyof Attribution, (value: string) => boolean> = {
    utm_source: isAttributionText,
    utm_medium: isAttributionText,
    utm_campaign: isAttributionText,
    referrer_host: isHostName,
    landing_path: isLandingPath,
    device_class: isDeviceClass,
  };
  return (Object.keys(checks) as (keyof Attribution)[]).filter((field) => {
    const value = attribution[field];
    return value !== null && !checks[field](value);
  });
}

/**
 * A landing URL's utm_* value made to fit: controls dropped, what would start a spreadsheet
 * formula dropped from the front, trimmed, cut to 100 characters.
 */
export function normaliseUtm(raw: string | null): string | null {
  if (raw === null) return null;
  const kept = Array.from(raw).filter((char) => !isControl(char));
  const cut = Array.from(kept.join('').trim().replace(FORMULA_START, '')).slice(0, UTM_MAX).join('').trim();
  return cut === '' ? null : cut;
}

/**
 * The path of the page a visit opened on, as stored: a built page's address with its trailing
 * slash dropped (the static host may serve /lp/x/ for /lp/x), or null for one that is not a
 * route's spelling (an address typed wrong, percent-encoded, too long).
 */
export function normaliseLandingPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isLandingPath(path) ? path : null;
}

/** Formula starts and the white space between them, at the front ("= +=x" becomes "x"). */
const FORMULA_START = /^[\s=+\-@]+/u;

/** The host of a referring URL, or null when there is none or it is not a plain host name. */
export function referrerHost(referrer: string): string | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    // document.referrer is empty or not a URL: there is no referring site.
    return null;
  }
  return isHostName(host) ? host : null;
}
