/**
 * notify: drains the `notifications` queue (pgmq) and sends what each event asks for: the
 * staff alert for a new consultation or partnership inquiry (incoming webhook and/or staff
 * SMS), the member's 알림톡 with the download link they asked for (download-link.ts), and the
 * member's 알림톡 when their answer is written (Solapi; Solapi falls back to
 * SMS/LMS when Kakao refuses). Runs on Supabase's Deno runtime (index.ts) and in Node (the
 * local stack's functions runner); only web-standard APIs.
 *
 * Called by pg_net right after a transaction queued an event, and by the pg_cron sweep every
 * 10 seconds while events are due (supabase/migrations/*_notifications.sql). Request: POST with
 * `Authorization: Bearer <NOTIFY_SECRET>` (config.toml: verify_jwt = false; the secret is
 * the Vault value `notify_secret`), any body. It drains batches until the queue has nothing
 * due or its time budget is spent, then answers 200 with the tally:
 *   { events, sent, retrying, failed, unknown, skipped, held }
 * 401 { code: 'unauthorized' } without the secret; 500 { code: 'misconfigured', missing }.
 *
 * Environment: SUPABASE_URL, SUPABASE_SECRET_KEYS (set by Supabase; the legacy
 * SUPABASE_SERVICE_ROLE_KEY is the fallback); NOTIFY_SECRET;
 * NOTIFY_STAFF_WEBHOOK_URL, NOTIFY_STAFF_PHONE (staff alerts; either, both or none);
 * SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER, SOLAPI_PF_ID, SOLAPI_TEMPLATE_ID, SOLAPI_CONSENT_TEMPLATE_ID,
 * SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID (카카오톡으로 받기), SOLAPI_API_URL (default https://api.solapi.com); NOTIFY_SITE_URL (the site, for the link
 * in the member's notice); NOTIFY_DASHBOARD_URL (default: derived from SUPABASE_URL);
 * NOTIFY_MAX_ATTEMPTS (default 8), NOTIFY_RETRY_BASE_SECONDS (default 5);
 * NOTIFY_STAFF_SMS_PER_HOUR (default 20), NOTIFY_STAFF_WEBHOOK_PER_HOUR (default 60): staff
 * alerts beyond them in an hour are `held` and announced by one digest once the hour turns.
 */
import { type Report, reportable } from '../_shared/error-reports.ts';
import { describeFailure } from '../_shared/failure-text.ts';
import { type Env, readConfig } from './config.ts';
import { drainBatch, type Tally } from './drain.ts';
import { queueClient, QueueError } from './queue.ts';

export type { Env };

const BATCH_SIZE = 50;
/** Stop claiming new batches after this long; the sweep calls again for the rest. */
const BUDGET_MS = 25_000;

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** Compares in time independent of where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** `report` tells the error tracker (docs/operations.md#error-reports); index.ts and the local stack wire it. */
export async function handle(req: Request, env: Env, report: Report = () => undefined): Promise<Response> {
  if (req.method !== 'POST') return reply(405, { code: 'method_not_allowed' });
  const config = readConfig(env);
  if ('missing' in config) {
    console.error(`[notify] missing settings: ${config.missing.join(', ')}`);
    report(new Error(`notify is missing settings: ${config.missing.join(', ')}`), 'config');
    return reply(500, { code: 'misconfigured', missing: config.missing });
  }
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(token, config.secret)) return reply(401, { code: 'unauthorized' });
  await req.body?.cancel();

  const queue = queueClient(config.supabaseUrl, config.secretKey);
  const total: Tally = { events: 0, sent: 0, retrying: 0, failed: 0, unknown: 0, skipped: 0, held: 0 };
  const started = Date.now();
  try {
    for (;;) {
      const tally = await drainBatch(config, queue, BATCH_SIZE);
      for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
      if (tally.events < BATCH_SIZE || Date.now() - started > BUDGET_MS) break;
    }
  } catch (error) {
    // The claimed events come back when their lease ends; the sweep calls again.
    // QueueError texts are scrubbed already; anything else is logged by its kind only.
    const text = `[notify] drain failed: ${error instanceof QueueError ? error.message : describeFailure(error)}`;
    console.error(text);
    report(reportable(text, error), 'drain');
    return reply(500, { code: 'drain_failed', ...total });
  }
  return reply(200, total);
}
