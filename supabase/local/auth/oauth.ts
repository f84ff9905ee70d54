// Social sign-in with PKCE, as Supabase Auth runs it for Kakao and Google:
//   GET  /authorize?provider&redirect_to&code_challenge&code_challenge_method
//        → a flow_state row, then the provider's page (here: the local sign-in page)
//   POST /local/sign-in  (the page's forms) → user + identity, then redirect_to?code=…
//   POST /token?grant_type=pkce {auth_code, code_verifier} → a session
// The page carries the flow in a signed state, like the OAuth state Supabase Auth signs.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { StackContext } from '../context.ts';
import { html, json, readForm, redirect } from '../http.ts';
import { isAllowedRedirect } from '../redirects.ts';
import { readTypedAccount, renderSignInPage, type LocalAccount } from '../sign-in-page.ts';
import type { Tx } from '../sql.ts';
import { authError, AuthFailure } from './errors.ts';
import { startSession, type SessionJson } from './sessions.ts';
import { addProvider, findUserIdByEmail, findUserIdByIdentity, insertIdentity, insertUser, type Metadata } from './users.ts';
import { errorPage } from './error-page.ts';

export const OAUTH_PROVIDERS = ['kakao', 'google'] as const;
type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
const isOAuthProvider = (value: string): value is OAuthProvider => (OAUTH_PROVIDERS as readonly string[]).includes(value);

const FLOW_SECONDS = 300; // Supabase Auth lets a flow state live five minutes
const STATE_AUDIENCE = 'local-sign-in';
const SIGN_IN_PATH = '/auth/v1/local/sign-in';

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
  const redirectTo = params.get('redirect_to') || ctx.siteUrl;
  if (!isAllowedRedirect(ctx, redirectTo)) {
    return errorPage(400, '허용되지 않은 돌아갈 주소입니다', `${redirectTo} 은(는) 로컬 로그인 후 돌아갈 수 있는 주소가 아닙니다. localhost·127.0.0.1 주소를 쓰거나 LOCAL_AUTH_REDIRECT_ORIGINS에 추가해 주세요.`);
  }
  const challenge = params.get('code_challenge');
  const method = (params.get('code_challenge_method') ?? '').toLowerCase();
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    return authError(400, 'validation_failed', 'The local stack supports the PKCE flow only: code_challenge and code_challenge_method are required');
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

async function readState(ctx: StackContext, state: string | null): Promise<SignInState | undefined> {
  if (!state) return undefined;
  // A forged, altered or expired state is simply not a state: the page says to start again.
  const verified = await jwtVerify(state, ctx.jwtKey, { audience: STATE_AUDIENCE, algorithms: ['HS256'] }).catch(() => undefined);
  const payload = verified?.payload;
  if (!payload || typeof payload.flow !== 'string' || typeof payload.redirectTo !== 'string') return undefined;
  const provider = String(payload.provider);
  return isOAuthProvider(provider) ? { flow: payload.flow, provider, redirectTo: payload.redirectTo } : undefined;
}

const expiredPage = () => errorPage(400, '로그인 시간이 지났습니다', '사이트로 돌아가 로그인 버튼을 다시 눌러 주세요.');

async function accountsOf(tx: Tx, provider: string): Promise<LocalAccount[]> {
  const rows = await tx.query<{ key: string; name: string | null; email: string | null; phone: string | null }>(
    `select i.provider_id as key, coalesce(i.identity_data ->> 'name', u.raw_user_meta_data ->> 'name', '이름 없음') as name,
            coalesce(u.email, i.email, '') as email, p.tel as phone
       from auth.identities i join auth.users u on u.id = i.user_id left join public.profiles p on p.id = u.id
      where i.provider = $1 order by i.created_at limit 50`,
    [provider],
  );
  return rows.map((row) => ({ key: row.key, name: row.name ?? '', email: row.email ?? '', ...(row.phone ? { phone: row.phone } : {}) }));
}

export async function signInPage(ctx: StackContext, request: Request, error?: string, form?: URLSearchParams): Promise<Response> {
  const state = await readState(ctx, new URL(request.url).searchParams.get('state') ?? form?.get('state') ?? null);
  if (!state) return expiredPage();
  const accounts = await ctx.sql.transaction((tx) => accountsOf(tx, state.provider));
  const values = form ? { name: form.get('name') ?? '', email: form.get('email') ?? '', phone: form.get('phone') ?? '' } : undefined;
  const hidden = { state: form?.get('state') ?? new URL(request.url).searchParams.get('state') ?? '' };
  return html(error ? 400 : 200, renderSignInPage({ provider: state.provider, action: SIGN_IN_PATH, hidden, accounts, ...(error ? { error } : {}), ...(values ? { values } : {}) }));
}

// What each provider tells Supabase Auth about a person (identity_data / user_metadata).
function providerClaims(provider: OAuthProvider, sub: string, name: string, email: string, phone: string | undefined): Metadata {
  const iss = provider === 'kakao' ? 'https://kauth.kakao.com' : 'https://accounts.google.com';
  const claims: Metadata = { iss, sub, provider_id: sub, name, full_name: name, email, email_verified: true, phone_verified: false };
  // Kakao sends a Korean mobile number as "+82 10-1234-5678".
  if (phone) claims.phone_number = `+82 ${phone.slice(1)}`;
  return claims;
}

const newProviderId = (provider: OAuthProvider) =>
  provider === 'kakao' ? String(randomInt(1_000_000_000, 9_999_999_999)) : `1${Array.from({ length: 20 }, () => randomInt(10)).join('')}`;

export async function completeSignIn(ctx: StackContext, request: Request): Promise<Response> {
  const form = await readForm(request);
  const state = await readState(ctx, form.get('state'));
  if (!state) return expiredPage();
  const back = new URL(state.redirectTo);

  if (form.get('choice') === 'cancel') {
    await ctx.sql.transaction((tx) => tx.query('delete from auth.flow_state where id = $1', [state.flow]));
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_code', 'provider_error');
    back.searchParams.set('error_description', 'The user cancelled the sign-in');
    return redirect(back.toString());
  }

  const typed = form.get('choice') === 'new' ? readTypedAccount(form) : undefined;
  if (typed && 'error' in typed) return signInPage(ctx, request, typed.error, form);
  const picked = form.get('account') ?? '';

  const outcome = await ctx.sql.transaction(async (tx) => {
    const [flow] = await tx.query<{ auth_code: string }>('select auth_code from auth.flow_state where id = $1 and user_id is null for update', [state.flow]);
    if (!flow) return 'expired' as const;
    let userId: string | undefined;
    if (typed) {
      const sub = newProviderId(state.provider);
      const claims = providerClaims(state.provider, sub, typed.name, typed.email, typed.phone);
      // Supabase Auth links a new identity to an existing user with the same verified e-mail.
      userId = await findUserIdByEmail(tx, typed.email);
      if (userId) await addProvider(tx, userId, state.provider);
      else userId = await insertUser(tx, { email: typed.email, emailConfirmed: true, appMetadata: { provider: state.provider, providers: [state.provider] }, userMetadata: claims });
      await insertIdentity(tx, userId, state.provider, sub, claims);
    } else {
      userId = await findUserIdByIdentity(tx, state.provider, picked);
      if (!userId) return 'unknown-account' as const;
      await tx.query('update auth.identities set last_sign_in_at = now(), updated_at = now() where provider = $1 and provider_id = $2', [state.provider, picked]);
    }
    await tx.query('update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now() where id = $1', [state.flow, userId]);
    return { code: flow.auth_code };
  });
  if (outcome === 'unknown-account') return signInPage(ctx, request, '선택한 계정을 찾을 수 없습니다. 다시 골라 주세요.', form);
  if (outcome === 'expired') return expiredPage();
  back.searchParams.set('code', outcome.code);
  return redirect(back.toString());
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
    const [flow] = await tx.query<{ id: string; user_id: string | null; code_challenge: string; code_challenge_method: string; auth_code_issued_at: Date | null }>(
      'select id, user_id, code_challenge, code_challenge_method, auth_code_issued_at from auth.flow_state where auth_code = $1 for update',
      [authCode],
    );
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) throw new AuthFailure(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (Date.now() - flow.auth_code_issued_at.getTime() > FLOW_SECONDS * 1000) {
      throw new AuthFailure(400, 'flow_state_expired', 'Flow state has expired');
    }
    const computed = flow.code_challenge_method === 's256' ? base64url(createHash('sha256').update(verifier).digest()) : verifier;
    if (computed !== flow.code_challenge) throw new AuthFailure(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return startSession(ctx, tx, flow.user_id, 'oauth');
  });
  return json(200, session);
}
