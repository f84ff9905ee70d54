// One port for the whole stack, routed like a hosted project's URL (Supabase's API gateway):
//   /rest/v1 → PostgREST   /auth/v1 → auth   /storage/v1 → storage   /functions/v1 → functions
//   /local-naver → the Naver stand-in
//   /inbox, /local-solapi, /local-webhook → the message inbox and the messaging stand-ins
//   /sentry → the local error tracker's ingest (its reports are in the inbox too)
// It answers CORS for the site's own origins only (cors.ts), asks for an API key where the
// hosted gateway does and turns a publishable or secret key into its role's JWT (api-keys.ts),
// refuses secret keys from a browser (browser-keys.ts), caps request bodies (body-limit.ts)
// and tells every service the client's address the way the platform does (client-address.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { admitApiKey, type ApiKeys } from './api-keys.ts';
import { BodyTooLarge, readCappedBody, tooLargeBody } from './body-limit.ts';
import { type ClientAddressOf, stampClientAddress } from './client-address.ts';
import {
  type AllowedOrigins,
  ASTRO_PORT,
  corsHeaders,
  foreignOrigin,
  isAllowedOrigin,
  preflight,
  siteOrigins,
  withoutForeignGrant,
} from './cors.ts';
import { type Handler, sendWebResponse, toWebRequest } from './http.ts';
import { proxyToPostgrest } from './postgrest-proxy.ts';

export interface Routes {
  postgrestSocket: string;
  auth: Handler;
  storage: Handler;
  functions: Handler;
  naver: Handler;
  /** The inbox (API, page) and the Solapi and webhook stand-ins that fill it. */
  messaging: Handler;
  /** Keys the gateway accepts in the apikey header, and the JWT key it signs role tokens with. */
  keys: ApiKeys;
  jwtKey: Uint8Array;
}

export interface GatewayPolicy {
  /** Origins whose pages get a CORS grant (cors.ts siteOrigins). */
  allowedOrigins: AllowedOrigins;
  /** Tests only: the address services see instead of the socket's, to act as several guests. */
  clientAddress?: ClientAddressOf;
}

export interface Gateway {
  server: Server;
  url: string;
  /** Routes become available once every service is up; until then requests get 503. */
  setRoutes(routes: Routes): void;
  close(): Promise<void>;
}

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
  /^\/sentry\//,
  /^\/inbox(\/dashboard\/.*)?$/,
];
const isMessaging = (path: string) => path === '/inbox' || /^\/(inbox|local-solapi|local-webhook|sentry)\//.test(path);

async function handle(
  routes: Routes | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  publicUrl: string,
  policy: GatewayPolicy,
): Promise<void> {
  const url = new URL(req.url ?? '/', publicUrl);
  const origin = req.headers.origin;
  const cors = corsHeaders(origin, policy.allowedOrigins);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors });
    res.end(JSON.stringify(body));
  };
  if (!routes) return send(503, { message: 'The local stack is still starting' });
  stampClientAddress(req, policy.clientAddress);

  const isFunction = url.pathname.startsWith('/functions/v1/');
  if (req.method === 'OPTIONS') {
    if (origin !== undefined && !isAllowedOrigin(origin, policy.allowedOrigins))
      return send(403, foreignOrigin(origin));
    // Edge Functions answer their own preflights on Supabase; everything else is the gateway's.
    if (!isFunction) {
      res.writeHead(
        204,
        origin
          ? preflight(origin, req.headers['access-control-request-headers'], policy.allowedOrigins)
          : { 'content-length': '0' },
      );
      return void res.end();
    }
  }
  const refusal = await admitApiKey(routes.keys, routes.jwtKey, req, url, {
    keyRequired: !OPEN_PATHS.some((open) => open.test(url.pathname)),
    exchange: !isFunction,
  });
  if (refusal) return send(401, refusal);

  try {
    await route(routes, req, res, url, publicUrl, cors, policy.allowedOrigins);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    const { status, body } = tooLargeBody(url.pathname, error.limit);
    res.setHeader('connection', 'close');
    send(status, body);
  }
}

async function route(
  routes: Routes,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  publicUrl: string,
  cors: Record<string, string>,
  allowedOrigins: AllowedOrigins,
): Promise<void> {
  if (url.pathname.startsWith('/rest/v1/') || url.pathname === '/rest/v1') {
    return proxyToPostgrest(
      req,
      res,
      routes.postgrestSocket,
      url.pathname.slice('/rest/v1'.length) + url.search || '/',
      cors,
    );
  }
  const isFunction = url.pathname.startsWith('/functions/v1/');
  const service = url.pathname.startsWith('/auth/v1/')
    ? routes.auth
    : url.pathname.startsWith('/storage/v1/')
      ? routes.storage
      : isFunction
        ? routes.functions
        : url.pathname.startsWith('/local-naver/')
          ? routes.naver
          : isMessaging(url.pathname)
            ? routes.messaging
            : undefined;
  if (!service) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', ...cors });
    return void res.end(JSON.stringify({ message: 'no Route matched with those values' }));
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readCappedBody(req);
  const response = await service(toWebRequest(req, publicUrl, body));
  if (!isFunction) return sendWebResponse(res, response, cors);
  // Functions set their own CORS headers, as on Supabase; a foreign origin keeps no grant.
  const headers = withoutForeignGrant(response.headers, req.headers.origin, allowedOrigins);
  await sendWebResponse(res, new Response(response.body, { status: response.status, headers }));
}

const DEFAULT_POLICY: GatewayPolicy = { allowedOrigins: siteOrigins(`http://localhost:${ASTRO_PORT}`) };

export async function startGateway(
  port: number,
  host = '127.0.0.1',
  policy: GatewayPolicy = DEFAULT_POLICY,
): Promise<Gateway> {
  let routes: Routes | undefined;
  let publicUrl = '';
  const server = createServer((req, res) => {
    handle(routes, req, res, publicUrl, policy).catch((error: unknown) => {
      console.error(`[local gateway] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The local gateway failed; see its log' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: is a local stack already running? (LOCAL_SUPABASE_PORT picks another)`)
          : error,
      ),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  publicUrl = `http://${host}:${actualPort}`;
  return {
    server,
    url: publicUrl,
    setRoutes: (next) => {
      routes = next;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
