// The API key the hosted gateway asks for: in the apikey header or the apikey query parameter,
// one of the project's keys (anon or service role), except on the paths a browser reaches by
// navigation.
import type { IncomingMessage } from 'node:http';

// Paths a browser reaches by navigation (no headers of its own), which the hosted gateway
// lets through without an apikey: the OAuth round trip and signed download URLs. The local
// stand-ins for outside services check their own credentials, as those services do, and the
// inbox page is for the person at this machine.
const OPEN_PATHS = [
  /^\/auth\/v1\/(authorize|callback|verify|local\/sign-in)$/,
  /^\/storage\/v1\/object\/(sign|public)\//,
  /^\/functions\/v1\//,
  /^\/local-naver\//,
  /^\/local-solapi\//,
  /^\/local-webhook\//,
  /^\/inbox(\/dashboard\/.*)?$/,
];

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
}

/** The gateway's 401 answer when the request needs a key and has none of `keys`, else undefined. */
export function apiKeyRefusal(
  req: IncomingMessage,
  url: URL,
  keys: readonly string[],
): { message: string; hint: string } | undefined {
  if (OPEN_PATHS.some((open) => open.test(url.pathname))) return undefined;
  const key = apiKeyOf(req, url);
  if (!key)
    return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
  if (!keys.includes(key))
    return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
  return undefined;
}
