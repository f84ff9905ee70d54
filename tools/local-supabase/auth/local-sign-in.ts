// The local stand-in for Kakao's and Google's sign-in screens (GET/POST /auth/v1/local/sign-in):
// the page lists the accounts of that provider known here (provider-accounts.ts) and takes a new
// one; submitting finds or creates the user and identity (as Supabase Auth does after the
// provider's callback), marks the flow state as signed in and sends the browser to
// redirect_to?code=….
import { randomInt } from 'node:crypto';

import type { StackContext } from '../context.ts';
import type { Tx } from '../db/sql.ts';
import { html, readForm, redirect } from '../gateway/http.ts';
import { auditUser } from './audit-log.ts';
import { errorPage } from './error-page.ts';
import { type OAuthProvider, readState, SIGN_IN_PATH } from './oauth.ts';
import type { ProviderAccounts } from './provider-accounts.ts';
import { readTypedAccount, renderSignInPage } from './sign-in-page.ts';
import {
  addProvider,
  findUserIdByEmail,
  findUserIdByIdentity,
  insertIdentity,
  insertUser,
  type Metadata,
} from './users.ts';

const expiredPage = () => errorPage(400, '로그인 시간이 지났습니다', '사이트로 돌아가 로그인 버튼을 다시 눌러 주세요.');

/** The page; after a refused submit, again with the message and what was typed. */
export async function signInPage(
  ctx: StackContext,
  request: Request,
  known: ProviderAccounts,
  error?: string,
  form?: URLSearchParams,
): Promise<Response> {
  const token = form?.get('state') ?? new URL(request.url).searchParams.get('state') ?? '';
  const state = await readState(ctx, token);
  if (!state) return expiredPage();
  const accounts = await ctx.sql.transaction((tx) => known.list(tx, state.provider));
  const values = form
    ? { name: form.get('name') ?? '', email: form.get('email') ?? '', phone: form.get('phone') ?? '' }
    : undefined;
  const hidden = { state: token };
  return html(
    error ? 400 : 200,
    renderSignInPage({
      provider: state.provider,
      action: SIGN_IN_PATH,
      hidden,
      accounts: accounts.map(({ key, name, email, phone }) => ({ key, name, email, ...(phone ? { phone } : {}) })),
      ...(error ? { error } : {}),
      ...(values ? { values } : {}),
    }),
  );
}

// What each provider tells Supabase Auth about a person (identity_data / user_metadata).
function providerClaims(
  provider: OAuthProvider,
  sub: string,
  name: string,
  email: string,
  phone: string | undefined,
): Metadata {
  const iss = provider === 'kakao' ? 'https://kauth.kakao.com' : 'https://accounts.google.com';
  const claims: Metadata = {
    iss,
    sub,
    provider_id: sub,
    name,
    full_name: name,
    email,
    email_verified: true,
    phone_verified: false,
  };
  // Kakao sends a Korean mobile number as "+82 10-1234-5678".
  if (phone) claims.phone_number = `+82 ${phone.slice(1)}`;
  return claims;
}

const newProviderId = (provider: OAuthProvider) =>
  provider === 'kakao'
    ? String(randomInt(1_000_000_000, 9_999_999_999))
    : `1${Array.from({ length: 20 }, () => randomInt(10)).join('')}`;

/**
 * A provider account with no identity here yet: a new user, or a new identity of the user with
 * its e-mail. Logged as Supabase Auth logs it: user_signedup, or identity_linked (with the
 * client's address) and then login.
 */
async function signUp(
  tx: Tx,
  provider: OAuthProvider,
  sub: string,
  claims: Metadata,
  email: string,
  clientAddress: string,
): Promise<string> {
  // Supabase Auth links a new identity to an existing user with the same verified e-mail.
  const existing = await findUserIdByEmail(tx, email);
  if (existing) await addProvider(tx, existing, provider);
  const userId =
    existing ??
    (await insertUser(tx, {
      email,
      emailConfirmed: true,
      appMetadata: { provider, providers: [provider] },
      userMetadata: claims,
    }));
  await insertIdentity(tx, userId, provider, sub, claims);
  if (!existing) await auditUser(tx, userId, 'user_signedup', { provider });
  else {
    const [identity] = await tx.query<{ id: string }>(
      'select id from auth.identities where provider = $1 and provider_id = $2',
      [provider, sub],
    );
    await auditUser(
      tx,
      userId,
      'identity_linked',
      { identity_id: identity?.id, provider, provider_id: sub },
      clientAddress,
    );
    await auditUser(tx, userId, 'login', { provider });
  }
  return userId;
}

export async function completeSignIn(ctx: StackContext, request: Request, known: ProviderAccounts): Promise<Response> {
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

  const clientAddress = request.headers.get('cf-connecting-ip') ?? '';
  const typed = form.get('choice') === 'new' ? readTypedAccount(form) : undefined;
  if (typed && 'error' in typed) return signInPage(ctx, request, known, typed.error, form);
  const picked = form.get('account') ?? '';

  const outcome = await ctx.sql.transaction(async (tx) => {
    const [flow] = await tx.query<{ auth_code: string }>(
      'select auth_code from auth.flow_state where id = $1 and user_id is null for update',
      [state.flow],
    );
    if (!flow) return 'expired' as const;
    let userId: string | undefined;
    if (typed) {
      const sub = newProviderId(state.provider);
      const claims = providerClaims(state.provider, sub, typed.name, typed.email, typed.phone);
      userId = await signUp(tx, state.provider, sub, claims, typed.email, clientAddress);
      const { name, email, phone } = typed;
      known.remember({ provider: state.provider, key: sub, name, email, ...(phone ? { phone } : {}), claims });
    } else {
      userId = await findUserIdByIdentity(tx, state.provider, picked);
      const remembered = known.find(state.provider, picked);
      // The provider still knows the person whose user was deleted: they sign up anew.
      if (!userId && remembered)
        userId = await signUp(tx, state.provider, picked, remembered.claims, remembered.email, clientAddress);
      else if (userId) await auditUser(tx, userId, 'login', { provider: state.provider });
      if (!userId) return 'unknown-account' as const;
      await tx.query(
        'update auth.identities set last_sign_in_at = now(), updated_at = now() where provider = $1 and provider_id = $2',
        [state.provider, picked],
      );
    }
    await tx.query(
      'update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now() where id = $1',
      [state.flow, userId],
    );
    return { code: flow.auth_code };
  });
  if (outcome === 'unknown-account')
    return signInPage(ctx, request, known, '선택한 계정을 찾을 수 없습니다. 다시 골라 주세요.', form);
  if (outcome === 'expired') return expiredPage();
  back.searchParams.set('code', outcome.code);
  return redirect(back.toString());
}
