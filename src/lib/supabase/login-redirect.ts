// Where a sign-in returns to. Imported by the header's login dialog, so no supabase-js here.

/** Every provider sends the browser back here; the page finishes the sign-in. */
export const LOGIN_PATH = '/login';

const BASE = 'https://placeholder.invalid';

/**
 * The page to return to after sign-in, as a same-site path. Anything that could leave the
 * site (`//evil.example`, `https://…`, `javascript:`) or loop back to /login becomes '/',
 * so the `next` parameter cannot be used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
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
