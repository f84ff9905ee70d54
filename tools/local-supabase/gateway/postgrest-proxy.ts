// The gateway's /rest/v1 route: PostgREST runs on a private Unix socket, and only the gateway
// may answer CORS, so PostgREST's own grant (any origin) is dropped on the way back.
import { type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';

import { readCappedBody } from './body-limit.ts';

/** Sends a request to PostgREST (its body read whole, as PostgREST reads it) and streams the answer back. */
export async function proxyToPostgrest(
  req: IncomingMessage,
  res: ServerResponse,
  socketPath: string,
  path: string,
  cors: Record<string, string>,
): Promise<void> {
  const body = await readCappedBody(req);
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers.host;
  delete headers['transfer-encoding'];
  const upstream = httpRequest({ socketPath, path, method: req.method, headers }, (answer) => {
    // PostgREST answers CORS on its own (any origin); only the gateway's grant may go out.
    const own = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !name.startsWith('access-control-')),
    );
    res.writeHead(answer.statusCode ?? 502, { ...own, ...cors });
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    console.error('[local gateway] PostgREST request failed:', error.message);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', ...cors });
    res.end(JSON.stringify({ message: 'An invalid response was received from the upstream server' }));
  });
  upstream.end(body);
}
