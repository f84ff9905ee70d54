/**
 * naver-auth: signs a visitor in with Naver and hands the browser a real Supabase session.
 * Naver is not a Supabase Auth provider, so the code exchange happens here, server-side,
 * with the client secret. Runs on Supabase's Deno runtime (index.ts) and in Node (the local
 * stack's functions runner); only web-standard APIs.
 *
 * Browser side (the site):
 *   1. state = a fresh random string (crypto.getRandomValues), kept in sessionStorage.
 *   2. Send the visitor to `${NAVER_AUTH_URL}/oauth2.0/authorize?response_type=code&client_id=…
 *      &redirect_uri=<site>/login&state=<state>` (locally: localNaverAuthorizeUrl() from
 *      src/lib/supabase/local-stack.ts with LOCAL_NAVER_CLIENT_ID).
 *   3. Naver returns to /login?code=…&state=… (or ?error=access_denied&state=… if cancelled).
 *   4. supabase.functions.invoke('naver-auth', { body: { code, state, storedState } }),
 *      storedState being the value kept in step 1 (then remove it from sessionStorage).
 *   5. On success: supabase.auth.setSession({ access_token, refresh_token }).
 *
 * Request:  POST, JSON { code: string, state: string, storedState: string } (each 1–512 chars).
 *           No Supabase JWT needed (config.toml: verify_jwt = false); supabase-js sends the anon key.
 * Success:  200 { access_token, refresh_token, token_type: 'bearer', expires_in, expires_at,
 *                 user: { id, email }, created: boolean }  — created is true for a first sign-in.
 * Failure:  4xx/5xx { code, message } — message is Korean and may be shown as is:
 *   400 invalid_request        body is not JSON or a field is missing/too long
 *   400 state_mismatch         state ≠ storedState (a forged or stale callback)
 *   401 naver_code_rejected    Naver refused the code (expired, reused, wrong client)
 *   405 method_not_allowed     anything but POST (and OPTIONS for CORS)
 *   409 email_conflict         Naver's e-mail belongs to a member who signed up another way
 *                              → toast '다른 방법으로 가입된 이메일입니다.'
 *   422 naver_email_required   the visitor did not share an e-mail with the site on Naver
 *   502 naver_profile_failed / naver_unavailable   Naver's profile API failed or did not answer
 *   500 server_misconfigured / session_failed      secrets missing, or Supabase Auth refused
 *
 * Linking: a member is found by app_metadata.naver_id (public.naver_user_id), never by the
 * e-mail. A new Naver account becomes a user with app_metadata {provider: 'naver', naver_id};
 * the profile trigger fills profiles from user_metadata (name, mobile). The session comes from
 * Supabase Auth itself (admin generate_link → verify), never from a password.
 *
 * Logging: one line per refusal with its code and a detail that names the failing step and
 * status only: never a token, a key, Naver's or Auth's answer, an e-mail or a phone number.
 *
 * Environment: SUPABASE_URL, SUPABASE_SECRET_KEYS (set by Supabase; the legacy
 * SUPABASE_SERVICE_ROLE_KEY is the fallback, _shared/keys.ts), NAVER_CLIENT_ID,
 * NAVER_CLIENT_SECRET (`supabase secrets set`), NAVER_AUTH_URL (default https://nid.naver.com),
 * NAVER_API_URL (default https://openapi.naver.com).
 */
import { type Report, reportable } from '../_shared/error-reports.ts';
import { describeFailure, scrub } from '../_shared/failure-text.ts';
import { SECRET_KEY_SETTING, secretKeyOf } from '../_shared/keys.ts';
import { createUser, findUserId, startSession, type SupabaseConfig, userEmail } from './accounts.ts';
import { ERRORS, NaverAuthError, type NaverAuthErrorCode } from './errors.ts';
import { exchangeCode, fetchProfile, type NaverConfig } from './naver.ts';

export type Env = Readonly<Record<string, string | undefined>>;

// The browser calls from the site's origin with supabase-js's headers; the answer is only
// useful to whoever holds a fresh Naver code, so any origin may ask.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
  });

const refuse = (code: NaverAuthErrorCode) => reply(ERRORS[code].status, { code, message: ERRORS[code].message });

function config(env: Env): { naver: NaverConfig; supabase: SupabaseConfig } {
  const required = ['SUPABASE_URL', 'NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET'] as const;
  const secretKey = secretKeyOf(env);
  const missing = [...required.filter((name) => !env[name]), ...(secretKey ? [] : [SECRET_KEY_SETTING])];
  if (missing.length > 0 || !secretKey)
    throw new NaverAuthError('server_misconfigured', `missing ${missing.join(', ')}`);
  return {
    naver: {
      clientId: env.NAVER_CLIENT_ID ?? '',
      clientSecret: env.NAVER_CLIENT_SECRET ?? '',
      authUrl: (env.NAVER_AUTH_URL || 'https://nid.naver.com').replace(/\/+$/, ''),
      apiUrl: (env.NAVER_API_URL || 'https://openapi.naver.com').replace(/\/+$/, ''),
    },
    supabase: {
      url: (env.SUPABASE_URL ?? '').replace(/\/+$/, ''),
      secretKey,
    },
  };
}

async function readRequest(req: Request): Promise<{ code: string; state: string; storedState: string } | undefined> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return undefined; // not JSON: answered as invalid_request
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, state, storedState } = body as Record<string, unknown>;
  const ok = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 512;
  return ok(code) && ok(state) && ok(storedState) ? { code, state, storedState } : undefined;
}

async function signIn(env: Env, code: string, state: string) {
  const { naver, supabase } = config(env);
  const profile = await fetchProfile(naver, await exchangeCode(naver, code, state));
  let userId = await findUserId(supabase, profile.id);
  let created = false;
  if (!userId) {
    const email = profile.email;
    if (!email) throw new NaverAuthError('naver_email_required', `Naver account ${profile.id} shared no e-mail`);
    const outcome = await createUser(supabase, { ...profile, email });
    if (outcome === 'email_exists') {
      // Either another sign-in of this same Naver account won the race, or the address is taken.
      userId = await findUserId(supabase, profile.id);
      if (!userId)
        throw new NaverAuthError('email_conflict', `e-mail of Naver account ${profile.id} belongs to another member`);
    } else {
      userId = outcome;
      created = true;
    }
  }
  const session = await startSession(supabase, await userEmail(supabase, userId));
  return { ...session, user: { id: session.user.id, email: session.user.email }, created };
}

/** Failures of Naver, Auth or the settings, not of the visitor: these reach the error tracker. */
const REPORTED: ReadonlySet<string> = new Set([
  'naver_profile_failed',
  'naver_unavailable',
  'server_misconfigured',
  'session_failed',
]);

/** `report` tells the error tracker (docs/operations.md#error-reports); index.ts and the local stack wire it. */
export async function handle(req: Request, env: Env, report: Report = () => undefined): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return refuse('method_not_allowed');
  const input = await readRequest(req);
  if (!input) return refuse('invalid_request');
  if (input.state !== input.storedState) return refuse('state_mismatch');
  try {
    return reply(200, await signIn(env, input.code, input.state));
  } catch (error) {
    if (error instanceof NaverAuthError) {
      const text = `[naver-auth] ${error.code}: ${scrub(error.detail, [env.NAVER_CLIENT_SECRET])}`;
      console.error(text);
      if (REPORTED.has(error.code)) report(reportable(text, error), 'sign-in');
      return refuse(error.code);
    }
    console.error(`[naver-auth] unexpected failure: ${describeFailure(error)}`);
    report(reportable(`[naver-auth] unexpected failure: ${describeFailure(error)}`, error), 'unexpected');
    return refuse('session_failed');
  }
}
