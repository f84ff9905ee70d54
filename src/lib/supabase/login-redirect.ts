// Where a sign-in returns to. Imported by the header's login dialog, so no supabase-js here.

/** Every provider sends the browser back here; the page finishes the sign-in. */
export const LOGIN_PATH = '/login';

const BASE = 'https://placeholder.invalid';

/** A path a browser would read as another host: `//host`, `/\host` (browsers read \ as /). */
const LEAVES_SITE = /^[/\\][/\\]/;
/** Percent-encoded slashes and backslashes: harmless to a browser, not to every server behind it. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * The page to return to after sign-in, as a same-site path. The raw value is normalised the
 * way a browser resolves it (dot segments, backslashes, encoded dots, tabs and line breaks
 * dropped) and the result is checked again, so `/.//evil.example`, `/..//evil.example` and
 * `/./\evil.example` cannot become `//evil.example`. Anything that could leave the site
 * (`//evil.example`, `https://…`, `javascript:`), names an encoded slash, or loops back to
 * /login becomes '/', so the `next` parameter cannot be used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || LEAVES_SITE.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || LEAVES_SITE.test(url.pathname) || ENCODED_SEPARATOR.test(url.pathname)) return '/';
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result must resolve to itself on this site: what is returned is where the browser goes.
  return new URL(path, BASE).href === url.href ? path : '/';
}

/** The provider's return address: /login on this site, carrying where the person started. */
export function loginRedirectUrl(origin: string, next: string): string {
  return `${origin}${LOGIN_PATH}?next=${encodeURIComponent(safeNextPath(next))}`;
}

/** Where the person is now; on /login itself, the page they were heading back to. */
export function startingPlace(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (location.pathname.replace(/\/$/, '') === LOGIN_PATH) {
    return safeNextPath(new URLSearchParams(location.search).get('next'));
  }
  return safeNextPath(`${location.pathname}${location.search}${location.hash}`);
}
