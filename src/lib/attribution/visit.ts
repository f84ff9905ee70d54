// Where this visit came from (docs/product.md#where-visitors-come-from), kept for the visit in
// sessionStorage: no cookie, no third party, never the full referring URL. A page is an arrival
// when its address carries utm_* values (an ad, a tagged link), which replace what was kept; the
// first page of a visit also keeps the referring site's host. Either way the page's own path is
// kept as the visit's landing path: the page that brought the conversions that follow. Moving
// around the site, and the trip to a sign-in provider and back, change nothing: signing in brings
// the visitor back to the address they signed in from, campaign values and all, and that return
// is no new arrival. Imported by the page script on every page: small and without dependencies
// beyond the rules.
import {
  type Attribution,
  isHostName,
  isLandingPath,
  NO_SOURCE,
  normaliseLandingPath,
  normaliseUtm,
  referrerHost,
  UTM_KEYS,
  type VisitSource,
} from '../forms/attribution';
import { parseStoredObject } from '../stored-json';
import { thisDevice } from './device';

export const VISIT_SOURCE_KEY = 'sodam-pos-visit-source';

/** The sign-in page: its referrer is the provider, never where the visitor came from. */
const SIGN_IN_PATH = '/login';

/**
 * The hosts a visitor passes through to sign in (the providers' pages, and Supabase Auth's, which
 * hands them back): a page they refer to is the visitor returning, never where a visit began.
 */
const SIGN_IN_HOSTS = [
  /^(?:kauth|accounts)\.kakao\.com$/,
  /^nid\.naver\.com$/,
  /^accounts\.google\.com$/,
  /\.supabase\.co$/,
];

/** What a landing page says about its source; `campaign` when its address has utm_* values. */
export function landingSource(url: URL, referrer: string): { source: VisitSource; campaign: boolean } {
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, normaliseUtm(url.searchParams.get(key))])) as Pick<
    VisitSource,
    (typeof UTM_KEYS)[number]
  >;
  const host = url.pathname === SIGN_IN_PATH ? null : referrerHost(referrer);
  const external = host !== null && host !== url.hostname ? host : null;
  return {
    source: { ...utm, referrer_host: external, landing_path: normaliseLandingPath(url.pathname) },
    campaign: UTM_KEYS.some((key) => utm[key] !== null),
  };
}

/** What was kept, made to fit the rules again: sessionStorage is the visitor's to change. */
function stored(storage: Storage): VisitSource | null {
  const value = parseStoredObject(storage.getItem(VISIT_SOURCE_KEY));
  if (!value) return null;
  const utm = (key: (typeof UTM_KEYS)[number]) => (typeof value[key] === 'string' ? normaliseUtm(value[key]) : null);
  const host = value.referrer_host;
  const path = value.landing_path;
  return {
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
    referrer_host: typeof host === 'string' && isHostName(host) ? host : null,
    landing_path: typeof path === 'string' && isLandingPath(path) ? path : null,
  };
}

/** Whether this page was reached from the site itself or from the way through signing in. */
function reachedFromInside(url: URL, referrer: string): boolean {
  const host = referrerHost(referrer);
  return (
    url.pathname === SIGN_IN_PATH ||
    (host !== null && (host === url.hostname || SIGN_IN_HOSTS.some((pattern) => pattern.test(host))))
  );
}

const sameCampaign = (a: VisitSource, b: VisitSource) => UTM_KEYS.every((key) => a[key] === b[key]);

/**
 * Keeps this page's source if it is the visit's first page or a campaign's landing from outside.
 * A campaign address reached from the site or a sign-in page, or again without a referrer (a
 * provider that sends none), is the visitor coming back: the first arrival, and the external
 * host it came from, stay.
 */
export function rememberVisitSource(storage: Storage, url: URL, referrer: string): void {
  const { source, campaign } = landingSource(url, referrer);
  const kept = stored(storage);
  const arrival =
    kept === null ||
    (campaign && !reachedFromInside(url, referrer) && !(source.referrer_host === null && sameCampaign(source, kept)));
  if (arrival) storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(source));
}

/** The visit's source as kept, or none (storage refused, or nothing kept). */
export function visitSource(storage: Storage): VisitSource {
  return stored(storage) ?? NO_SOURCE;
}

/**
 * What goes with a conversion: the visit's source and this device. Storage a browser refuses
 * (private modes, disabled) leaves the source unknown; the conversion goes ahead regardless.
 */
export function currentAttribution(): Attribution {
  let source = NO_SOURCE;
  try {
    source = visitSource(window.sessionStorage);
  } catch (error) {
    console.warn('[attribution] the visit source could not be read', error);
  }
  return { ...source, device_class: thisDevice().deviceClass };
}

/** The page script's part: runs once per page, after the first screen. */
export function noteVisitSource(): void {
  try {
    rememberVisitSource(window.sessionStorage, new URL(window.location.href), document.referrer);
  } catch (error) {
    console.warn('[attribution] the visit source was not kept', error);
  }
}
