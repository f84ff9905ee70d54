// Social sign-in with PKCE, as Supabase Auth runs it for Kakao and Google:
//   GET  /authorize?provider&redirect_to&code_challenge&code_challenge_method
//        → a flow_state row, then the provider's page (here: the local sign-in page,
//          local-sign-in.ts, which ends in redirect_to?code=…)
//   POST /token?grant_type=pkce {auth_code, code_verifier} → a session
// The page carries the flow in a signed state, like the OAuth state Supabase Auth signs.
import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

import type { StackContext } from '../context.ts';
import { json, redirect } from '../gateway/http.ts';
import { auditUser } from './audit-log.ts';
import { errorPage } from './error-page.ts';
import { authError, AuthFailure } from './errors.ts';
import { isAllowedRedirect } from './redirects.ts';
import { type SessionJson, startSession } from './sessions.ts';

export const OAUTH_PROVIDERS = ['kakao', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

const FLOW_SECONDS = 300; // Supabase Auth lets a flow state live five minutes
const STATE_AUDIENCE = 'local-sign-in';
export const SIGN_IN_PATH = '/auth/v1/local/sign-in';

interface SignInState {
  flow: string;
  provider: OAuthProvider;
  redirectTo: string;
}

export async function authorize(ctx: StackContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const provider = params.get('provider') ?? '';
  if (!isOAuthProvider(provider)) {
    return authError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
  }
  if (!ctx.auth.providers[provider])
    return authError(400, 'validation_failed', 'Unsupported provider: Provider is not enabled');
  const redirectTo = params.get('redirect_to') || ctx.siteUrl;
  if (!isAllowedRedirect(ctx, redirectTo)) {
    return errorPage(
      400,
      '허용되지 않은 돌아갈 주소입니다',
      `${redirectTo} 은(는) 로컬 로그인 후 돌아갈 수 있는 주소가 아닙니다. localhost·127.0.0.1 주소를 쓰거나 LOCAL_AUTH_REDIRECT_ORIGINS에 추가해 주세요.`,
    );
  }
  const challenge = params.get('code_challenge');
  const method = (params.get('code_challenge_method') ?? '').toLowerCase();
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    return authError(
      400,
      'validation_failed',
      'The local stack supports the PKCE flow only: code_challenge and code_challenge_method are required',
    );
  }
  const flow = randomUUID();
  await ctx.sql.transaction(async (tx) => {
    // Abandoned sign-ins leave flow states behind; Supabase Auth clears them the same way.
    await tx.query(`delete from auth.flow_state where created_at < now() - interval '1 hour'`);
    await tx.query(
      `insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'oauth', now(), now())`,
      [flow, randomUUID(), method, challenge, provider],
    );
  });
  const state = await new SignJWT({ flow, provider, redirectTo } satisfies SignInState)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setExpirationTime(`${FLOW_SECONDS}s`)
    .sign(ctx.jwtKey);
  return redirect(`${ctx.url}${SIGN_IN_PATH}?state=${encodeURIComponent(state)}`);
}

export async function readState(ctx: StackContext, state: string | null): Promise<SignInState | undefined> {
  if (!state) return undefined;
  // A forged, altered or expired state is simply not a state: the page says to start again.
  const verified = await jwtVerify(state, ctx.jwtKey, { audience: STATE_AUDIENCE, algorithms: ['HS256'] }).catch(
    (error: unknown) => {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    },
  );
  const payload = verified?.payload;
  if (!payload || typeof payload.flow !== 'string' || typeof payload.redirectTo !== 'string') return undefined;
  const provider = String(payload.provider);
  return isOAuthProvider(provider) ? { flow: payload.flow, provider, redirectTo: payload.redirectTo } : undefined;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** POST /token?grant_type=pkce */
export async function exchangeCode(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
    return authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const session = await ctx.sql.transaction(async (tx): Promise<SessionJson> => {
    const [flow] = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      auth_code_issued_at: Date | null;
      provider_type: string;
    }>(
      'select id, user_id, code_challenge, code_challenge_method, auth_code_issued_at, provider_type from auth.flow_state where auth_code = $1 for update',
      [authCode],
    );
    if (!flow || !flow.user_id || !flow.auth_code_issued_at)
      throw new AuthFailure(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (Date.now() - flow.auth_code_issued_at.getTime() > FLOW_SECONDS * 1000) {
      throw new AuthFailure(400, 'flow_state_expired', 'Flow state has expired');
    }
    const computed =
      flow.code_challenge_method === 's256' ? base64url(createHash('sha256').update(verifier).digest()) : verifier;
    if (computed !== flow.code_challenge)
      throw new AuthFailure(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    await auditUser(tx, flow.user_id, 'login', { provider_type: flow.provider_type });
    return startSession(ctx, tx, flow.user_id, 'oauth');
  });
  return json(200, session);
}
