// The secret key and the service role bypass row-level security, and the local ones are public
// (keys.ts). Hosted Supabase refuses its secret keys when a browser sends them (it looks at the
// User-Agent); the local gateway refuses both the secret key and any service-role JWT the same
// way, so no web page a developer opens can use them against the local database. A request is
// a browser's when it carries Origin (every cross-origin fetch and every POST), Sec-Fetch-Site
// (every request a browser makes to a loopback host) or a browser's User-Agent; Node's fetch,
// Deno's, curl and server code send none of them.
import type { IncomingHttpHeaders } from 'node:http';

/** Every browser's User-Agent starts so (Chromium, Firefox, Safari, their mobile and webview forms). */
const BROWSER_AGENT = /^Mozilla\/\d/;

export const fromBrowser = (headers: IncomingHttpHeaders): boolean =>
  headers.origin !== undefined ||
  headers['sec-fetch-site'] !== undefined ||
  BROWSER_AGENT.test(headers['user-agent'] ?? '');

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

/** Whether the apikey (header or query) or the Bearer token is the secret key or a service-role JWT. */
export function carriesSecret(headers: IncomingHttpHeaders, url: URL, secretKey: string): boolean {
  const apikey = headers.apikey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  const tokens = [...(Array.isArray(apikey) ? apikey : [apikey]), url.searchParams.get('apikey'), bearer];
  return tokens.some(
    (token) => typeof token === 'string' && (token === secretKey || claimedRole(token) === 'service_role'),
  );
}

export const SECRET_FROM_BROWSER = {
  message: 'Forbidden use of secret API key in browser',
  hint: 'Secret keys and the service-role key bypass row-level security: use them only in server code and tests, never in a web page. Browsers must use the publishable key (or the legacy anon key).',
};
