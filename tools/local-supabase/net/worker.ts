// pg_net's background worker for the local stack (the extension's SQL surface is the stand-in
// in db/shim/extensions/pg_net): takes committed requests from net.http_request_queue, up to
// 200 at a time as pg_net's batch_size does, sends them all at once, and records each answer
// in net._http_response under the request's id (status, headers, body, or timed_out and
// error_msg), deleting answers older than pg_net's default TTL of 6 hours. It polls every
// 100 ms where pg_net is woken by net.wake(). No transaction stays open while a request is
// out: the requests call back into this same database (the notify function does).
import type { Sql } from '../db/sql.ts';

interface NetWorker {
  stop(): Promise<void>;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Buffer | null;
  timeout_milliseconds: number;
}

interface RecordedResponse {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

const BATCH_SIZE = 200;
const POLL_MS = 100;

async function perform(request: QueuedRequest, signal: AbortSignal): Promise<RecordedResponse> {
  const timeout = AbortSignal.timeout(request.timeout_milliseconds);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
      signal: AbortSignal.any([timeout, signal]),
    });
    const content = await response.text();
    return {
      id: request.id,
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = timeout.aborted;
    return {
      id: request.id,
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut ? `Timeout of ${request.timeout_milliseconds} ms reached` : String(error),
    };
  }
}

/** One round: take a batch, send it, record the answers. False when the queue was empty. */
async function round(sql: Sql, signal: AbortSignal): Promise<boolean> {
  const requests = await sql.transaction((tx) =>
    tx.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
    returning id, method, url, headers, body, timeout_milliseconds`,
      [BATCH_SIZE],
    ),
  );
  if (requests.length === 0) return false;
  const responses = await Promise.all(requests.map((request) => perform(request, signal)));
  await sql.transaction(async (tx) => {
    await tx.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       select id, status_code, content_type, headers, content, timed_out, error_msg
         from jsonb_to_recordset($1::jsonb)
           as r(id bigint, status_code integer, content_type text, headers jsonb, content text, timed_out boolean, error_msg text)`,
      [JSON.stringify(responses)],
    );
    await tx.query(`delete from net._http_response where created < now() - interval '6 hours'`);
  });
  return true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startNetWorker(sql: Sql): NetWorker {
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        if (!(await round(sql, stopping.signal))) await pause(POLL_MS);
      } catch (error) {
        if (stopping.signal.aborted) break;
        // Like pg_net's worker, keep going: the next round retries what is still queued.
        console.error('[local pg_net] a round failed:', error);
        await pause(1000);
      }
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}
