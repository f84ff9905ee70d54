// Test-only: Vercel's routes as its edge applies them to a request path, for the redirect's
// safety (src/integrations/security-headers/vercel.ts, TRAILING_SLASH_REDIRECT): the paths an
// attacker would send, and where a route's Location would then take the browser.
import type { VercelRoute } from '../../src/integrations/security-headers/vercel';

/** The page the browser is on when it follows the redirect: a Location resolves against it. */
export const SITE_PAGE = 'https://sodampos.example/down/';

/**
 * Paths that try to make `/$1` a protocol-relative address (`//host`), each as sent and as Vercel
 * might decode it before matching.
 */
export const HOSTILE_PATHS = [
  '//evil.example/',
  '/\\evil.example/',
  '///evil.example/',
  '/\\/evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/ /evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '/.//evil.example/',
  '/%2e%2e//evil.example/',
  '//evil.example/faq/',
].flatMap((path) => [path, decodeURIComponent(path)]);

/** Where the first redirect route matching `path` sends the browser, resolved; undefined if none does. */
export function redirectOf(routes: readonly VercelRoute[], path: string): URL | undefined {
  for (const route of routes) {
    if ('handle' in route) return undefined;
    const match = new RegExp(route.src).exec(path);
    const location = route.headers?.Location;
    if (!match || !location || !route.status) continue;
    return new URL(
      location.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? ''),
      SITE_PAGE,
    );
  }
  return undefined;
}
