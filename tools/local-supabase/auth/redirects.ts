// Which addresses a sign-in may send the browser back to. Supabase Auth checks redirect_to
// against the project's site URL and allow-list; locally any loopback origin is allowed (the
// dev server's port and the tests' random ports change), plus LOCAL_AUTH_REDIRECT_ORIGINS.
import type { StackContext } from '../context.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedRedirect(ctx: Pick<StackContext, 'siteUrl' | 'redirectOrigins'>, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false; // not an absolute URL: never a place to send a code to
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (LOOPBACK.has(url.hostname)) return true;
  return [ctx.siteUrl, ...ctx.redirectOrigins].some((allowed) => new URL(allowed).origin === url.origin);
}

/** LOCAL_AUTH_REDIRECT_ORIGINS: comma-separated origins, e.g. a phone testing via the LAN IP. */
export function redirectOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => new URL(origin).origin);
}
