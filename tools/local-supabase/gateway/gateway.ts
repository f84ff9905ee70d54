// One port for the whole stack, routed like a hosted project's URL (Supabase's API gateway):
//   /rest/v1 → PostgREST   /auth/v1 → auth   /storage/v1 → storage   /functions/v1 → functions
//   /local-naver → the Naver stand-in
//   /inbox, /local-solapi, /local-webhook → the message inbox and the messaging stand-ins
// It answers CORS the way Supabase does (the site runs on another origin), asks for an API key
// where the hosted gateway does, and tells PostgREST the client's address in x-forwarded-for.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { corsHeaders, preflight } from './cors.ts';
import { sendWebResponse, toWebRequest, type Handler } from './http.ts';

export interface Routes {
  postgrestSocket: string;
  auth: Handler;
  storage: Handler;
  functions: Handler;
  naver: Handler;
  /** The inbox (API, page) and the Solapi and webhook stand-ins that fill it. */
  messaging: Handler;
  /** Keys the gateway accepts in the apikey header (anon and service role). */
  apiKeys: readonly string[];
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
  /^\/inbox(\/dashboard\/.*)?$/,
];
const isMessaging = (path: string) => path === '/inbox' || /^\/(inbox|local-solapi|local-webhook)\//.test(path);

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
}

/** Streams a request to PostgREST and its answer back, with the gateway's CORS headers. */
function proxyToPostgrest(req: IncomingMessage, res: ServerResponse, socketPath: string, path: string, origin: string | undefined): void {
  const headers = { ...req.headers };
  // Trusted edges set these; a client must not be able to (the guest limit reads them first).
  delete headers['cf-connecting-ip'];
  delete headers['x-real-ip'];
  delete headers.host;
  const client = req.socket.remoteAddress ?? 'unknown';
  const forwarded = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${client}` : client;
  const upstream = httpRequest({ socketPath, path, method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...corsHeaders(origin) });
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    console.error('[local gateway] PostgREST request failed:', error.message);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', ...corsHeaders(origin) });
    res.end(JSON.stringify({ message: 'An invalid response was received from the upstream server' }));
  });
  req.pipe(upstream);
}

async function handle(routes: Routes | undefined, req: IncomingMessage, res: ServerResponse, publicUrl: string): Promise<void> {
  const url = new URL(req.url ?? '/', publicUrl);
  const origin = req.headers.origin;
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...corsHeaders(origin) });
    res.end(JSON.stringify(body));
  };
  if (!routes) return send(503, { message: 'The local stack is still starting' });

  const isFunction = url.pathname.startsWith('/functions/v1/');
  // Edge Functions answer their own preflights on Supabase; everything else is the gateway's.
  if (req.method === 'OPTIONS' && !isFunction) {
    res.writeHead(204, preflight(origin, req.headers['access-control-request-headers']));
    return void res.end();
  }
  if (!OPEN_PATHS.some((open) => open.test(url.pathname))) {
    const key = apiKeyOf(req, url);
    if (!key) return send(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    if (!routes.apiKeys.includes(key)) return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }

  if (url.pathname.startsWith('/rest/v1/') || url.pathname === '/rest/v1') {
    return proxyToPostgrest(req, res, routes.postgrestSocket, url.pathname.slice('/rest/v1'.length) + url.search || '/', origin);
  }
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
  if (!service) return send(404, { message: 'no Route matched with those values' });
  const response = await service(await toWebRequest(req, publicUrl));
  // Functions set their own CORS headers, as on Supabase.
  await sendWebResponse(res, response, isFunction ? {} : corsHeaders(origin));
}

export async function startGateway(port: number, host = '127.0.0.1'): Promise<Gateway> {
  let routes: Routes | undefined;
  let publicUrl = '';
  const server = createServer((req, res) => {
    handle(routes, req, res, publicUrl).catch((error: unknown) => {
      console.error(`[local gateway] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The local gateway failed; see its log' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: is a local stack already running? (LOCAL_SUPABASE_PORT picks another)`) : error),
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

