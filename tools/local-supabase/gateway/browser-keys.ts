// The service-role key bypasses row-level security, and the local one is public (keys.ts).
// Hosted Supabase refuses its secret keys when a browser sends them; the local gateway refuses
// the service role the same way, so no web page a developer opens can use it against the
// local database. A request is a browser's when it carries Origin (every cross-origin fetch
// and every POST) or Sec-Fetch-Site (every request a browser makes to a loopback host);
// Node's fetch, curl and server code send neither.
import type { IncomingHttpHeaders } from 'node:http';

export const fromBrowser = (headers: IncomingHttpHeaders): boolean =>
  headers.origin !== undefined || headers['sec-fetch-site'] !== undefined;

/** The role a JWT says it has, unverified: claiming service_role from a page is enough to refuse. */
function claimedRole(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>).role : undefined;
  } catch {
    return undefined; // not a JWT: PostgREST or the service refuses it on its own
  }
}

/** Whether the apikey (header or query) or the Bearer token is the service role. */
export function carriesServiceRole(headers: IncomingHttpHeaders, url: URL): boolean {
  const apikey = headers.apikey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  const tokens = [...(Array.isArray(apikey) ? apikey : [apikey]), url.searchParams.get('apikey'), bearer];
  return tokens.some((token) => typeof token === 'string' && claimedRole(token) === 'service_role');
}

export const SERVICE_ROLE_FROM_BROWSER = {
  message: 'Forbidden use of secret API key in browser',
  hint: 'The service-role key bypasses row-level security: use it only in server code and tests, never in a web page. Browsers must use the anon key.',
};
