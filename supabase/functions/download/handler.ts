/**
 * download: the one way to the installer (docs/product.md#download). Members cannot sign
 * Storage URLs themselves (supabase/migrations/*_downloads.sql), so a link's lifetime is ours to set, and
 * every link handed out has a log row. Runs on Supabase's Deno runtime (index.ts) and in Node
 * (the local stack's functions runner); only web-standard APIs.
 *
 * Request:  POST {SUPABASE_URL}/functions/v1/download with the member's access token
 *           (`Authorization: Bearer <user JWT>`) and the public key in `apikey`; supabase-js's
 *           functions.invoke('download', { body }) sends both. JSON body, `{}` or with
 *           `expiresIn` (seconds, a wish: never more than DOWNLOAD_LINK_MAX_S) and
 *           `attribution` (the visit's source, an object with the attribution columns,
 *           stored with the log row as sent: the columns' CHECKs judge it;
 *           docs/product.md#where-visitors-come-from); other fields, or an attribution that is
 *           not an object, are ignored. config.toml: verify_jwt = false (the function asks Auth).
 * Success:  200 { url, expiresAt }: url downloads skpossetup.exe (Content-Disposition:
 *           attachment) until expiresAt (ISO time, at most 120 s from now).
 * Failure:  { code, message }, message in Korean, shown as is, with no detail:
 *   401 unauthorized        no token, a guest's, an expired or forged one
 *   429 rate_limited        the member's hourly download limit (the database's sentence)
 *   400 invalid_request     a body that is not a JSON object
 *   405 method_not_allowed  anything but POST (and OPTIONS for CORS)
 *   500 unavailable         settings missing, or Auth, the database or Storage failed
 *
 * Order: member, then log, then sign. The log row is written (and the limit applied) before a
 * link exists, so no link leaves without a row; a link signed after a failed log is never made.
 *
 * Environment: SUPABASE_URL; SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS (set by
 * Supabase), falling back to SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (_shared/keys.ts).
 */
import { type Report, reportable } from '../_shared/error-reports.ts';
import { describeFailure } from '../_shared/failure-text.ts';
import { type Env, publishableKeyOf, secretKeyOf } from '../_shared/keys.ts';
import { type DownloadConfig, logDownload, memberOf, signInstaller, StepFailure } from './steps.ts';

export type { Env };

/** How long a link works unless the browser asks for less (docs/product.md#download). */
export const DOWNLOAD_LINK_DEFAULT_S = 60;
/** The most any link gets, whatever the browser asks for. */
export const DOWNLOAD_LINK_MAX_S = 120;

export const MESSAGES = {
  unauthorized: '로그인이 필요합니다. 다시 로그인해 주세요.',
  rate_limited: '잠시 뒤에 다시 내려받아 주세요.',
  invalid_request: '요청이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  method_not_allowed: '지원하지 않는 요청입니다.',
  unavailable: '잠시 후 다시 시도해 주세요.',
} as const;
type Code = keyof typeof MESSAGES;
const STATUS: Record<Code, number> = {
  unauthorized: 401,
  rate_limited: 429,
  invalid_request: 400,
  method_not_allowed: 405,
  unavailable: 500,
};

// The site calls from its own origin with supabase-js's headers. The answer is only of use to
// the holder of a member's token, which no other origin has, so any origin may ask.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
const refuse = (code: Code, message: string = MESSAGES[code]) => reply(STATUS[code], { code, message });

function configOf(env: Env): DownloadConfig | undefined {
  const supabaseUrl = env.SUPABASE_URL?.replace(/\/+$/, '');
  const publishableKey = publishableKeyOf(env);
  const secretKey = secretKeyOf(env);
  return supabaseUrl && publishableKey && secretKey ? { supabaseUrl, publishableKey, secretKey } : undefined;
}

/** The visit's attribution as log_download() takes it, or nothing when the body has none. */
export function attributionOf(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const value = body.attribution;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The link's lifetime: the browser's wish if shorter, never more than the maximum. */
export function linkSeconds(body: Record<string, unknown>): number {
  const wish = Number(body.expiresIn);
  const seconds = Number.isFinite(wish) && wish >= 1 ? Math.floor(wish) : DOWNLOAD_LINK_DEFAULT_S;
  return Math.min(seconds, DOWNLOAD_LINK_MAX_S);
}

async function readBody(req: Request): Promise<Record<string, unknown> | undefined> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // not JSON: answered as invalid_request
  }
}

/** `report` tells the error tracker (docs/operations.md#error-reports); index.ts and the local stack wire it. */
export async function handle(req: Request, env: Env, report: Report = () => undefined): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return refuse('method_not_allowed');
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return refuse('unauthorized');
  const body = await readBody(req);
  if (!body) return refuse('invalid_request');
  const config = configOf(env);
  if (!config) {
    console.error('[download] missing settings: SUPABASE_URL and the publishable and secret keys');
    report(new Error('download is missing settings: SUPABASE_URL and the publishable and secret keys'), 'config');
    return refuse('unavailable');
  }
  try {
    await memberOf(config, token);
    await logDownload(config, token, attributionOf(body));
    const seconds = linkSeconds(body);
    const url = await signInstaller(config, seconds);
    return reply(200, { url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() });
  } catch (error) {
    if (!(error instanceof StepFailure)) {
      console.error(`[download] unexpected failure: ${describeFailure(error)}`);
      report(reportable(`[download] unexpected failure: ${describeFailure(error)}`, error), 'unexpected');
      return refuse('unavailable');
    }
    if (error.kind !== 'unauthorized') console.error(`[download] ${error.kind}: ${error.detail}`);
    if (error.kind === 'failed') report(reportable(`[download] ${error.kind}: ${error.detail}`, error), 'step');
    if (error.kind === 'unauthorized') return refuse('unauthorized');
    if (error.kind === 'rate_limited') return refuse('rate_limited', error.userMessage ?? MESSAGES.rate_limited);
    return refuse('unavailable');
  }
}
