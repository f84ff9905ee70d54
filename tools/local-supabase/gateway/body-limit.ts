// Request bodies are read into memory (the web Request the services get, and PostgREST
// reads every body whole), so each has a cap: 1 MiB, the limit Supabase Auth (GoTrue's
// limitRequestBody) and Storage's JSON routes (Fastify's default bodyLimit) apply. A bigger
// body gets 413 in the shape of the service it was for. The rest of it is read and dropped,
// so the client sees the answer instead of a reset connection, up to DISCARD_BYTES; a client
// that sends more than that is cut off.
import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const DISCARD_BYTES = 64 * 1024 * 1024;

export class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body too large (max ${limit} bytes)`);
    this.limit = limit;
  }
}

/** The whole body, or BodyTooLarge once it passes `limit` bytes (after draining the rest). */
export async function readCappedBody(req: IncomingMessage, limit: number = BODY_LIMIT_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > DISCARD_BYTES) {
      req.socket.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new BodyTooLarge(limit);
  return Buffer.concat(chunks);
}

/** The 413 each service would give: Auth's and Storage's own shapes, the gateway's otherwise. */
export function tooLargeBody(path: string, limit: number): { status: 413; body: Record<string, unknown> } {
  if (path.startsWith('/auth/v1/')) {
    return {
      status: 413,
      body: { code: 413, error_code: 'request_entity_too_large', msg: `Request body too large (max ${limit} bytes)` },
    };
  }
  if (path.startsWith('/storage/v1/')) {
    return {
      status: 413,
      body: {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: `The request body exceeded the maximum allowed size (${limit} bytes)`,
      },
    };
  }
  return {
    status: 413,
    body: { message: `Request size limit exceeded: the local stack accepts request bodies of at most ${limit} bytes` },
  };
}
