// Node's http server on one side, web Request/Response on the other: the auth service,
// storage, the functions runner and the Naver stand-in are written against the web API (the
// same one Supabase's Edge Functions use), and only the gateway knows about Node streams.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (request: Request) => Promise<Response>;

/** The incoming request (its body already read, and capped, by the gateway) as a web Request on the gateway's public URL. */
export function toWebRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** Writes a web Response (plus extra headers, e.g. CORS) to Node's response. */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, { ...headers, ...extra });
  res.end(Buffer.from(await response.arrayBuffer()));
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export const html = (status: number, body: string): Response =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' },
  });

/** For the few HTML pages the stack serves (local sign-in pages): every value goes through this. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const redirect = (location: string): Response =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });

/** The Bearer token of a request, if any. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/** A JSON or form body as a record of strings and values; an unreadable body is a 400 upstream. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SyntaxError('Expected a JSON object');
  return value as Record<string, unknown>;
}

export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}
