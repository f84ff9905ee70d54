// CORS for the local stack. Hosted Supabase answers any origin (its keys and RLS are the
// guard), but the local keys are fixed and public, so here only the site's own origins get a
// grant: localhost and 127.0.0.1 on Astro's dev and preview port, the stack's site URL, the
// origins its caller names (a test's static server) and LOCAL_AUTH_REDIRECT_ORIGINS. A page
// on any other origin gets no Access-Control-Allow-Origin and its preflights are refused,
// so it can neither read answers nor send the API's headers. For granted origins the answer
// is what supabase-js needs: preflights allow the headers it sends, and the headers it reads
// (Content-Range for counts, the API version) are exposed.

/** `astro dev` and `astro preview` both serve on 4321 unless told otherwise. */
export const ASTRO_PORT = 4321;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Disposition',
  'Content-Length',
  'Date',
  'ETag',
  'Location',
  'Range-Unit',
  'X-Total-Count',
  'X-Supabase-Api-Version',
].join(', ');

export type AllowedOrigins = ReadonlySet<string>;

/** The origins that get a grant: the site on both loopback names and the ones given. */
export function siteOrigins(siteUrl: string, extra: readonly string[] = []): AllowedOrigins {
  const sitePort = new URL(siteUrl).port;
  const ports = [...new Set([String(ASTRO_PORT), sitePort].filter((port) => port !== ''))];
  const loopback = LOOPBACK_HOSTS.flatMap((host) => ports.map((port) => `http://${host}:${port}`));
  return new Set([...loopback, new URL(siteUrl).origin, ...extra.map((origin) => new URL(origin).origin)]);
}

export const isAllowedOrigin = (origin: string | undefined, allowed: AllowedOrigins): origin is string =>
  origin !== undefined && allowed.has(origin);

/** Headers added to every non-preflight answer: the grant, for an allowed origin only. */
export function corsHeaders(origin: string | undefined, allowed: AllowedOrigins): Record<string, string> {
  if (!isAllowedOrigin(origin, allowed)) return origin === undefined ? {} : { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED, vary: 'Origin' };
}

/** The answer to an OPTIONS preflight from an allowed origin. */
export function preflight(
  origin: string,
  requestedHeaders: string | undefined,
  allowed: AllowedOrigins,
): Record<string, string> {
  return {
    ...corsHeaders(origin, allowed),
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'authorization, x-client-info, apikey, content-type',
    'access-control-max-age': '3600',
    'content-length': '0',
  };
}

/** Why a preflight was refused, for the developer reading the network panel. */
export const foreignOrigin = (origin: string | undefined) => ({
  message: `The local Supabase stack does not answer pages from ${origin ?? 'an unknown origin'}`,
  hint: "Only the site (localhost or 127.0.0.1 on port 4321, or the stack's site URL) may call it; add other origins to LOCAL_AUTH_REDIRECT_ORIGINS.",
});

/** A function's own answer, minus any CORS grant it gave an origin the stack does not allow. */
export function withoutForeignGrant(headers: Headers, origin: string | undefined, allowed: AllowedOrigins): Headers {
  if (origin === undefined || isAllowedOrigin(origin, allowed)) return headers;
  const kept = new Headers(headers);
  for (const name of [...kept.keys()]) if (name.startsWith('access-control-')) kept.delete(name);
  return kept;
}
