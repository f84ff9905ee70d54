// Signing in and out, and who is signed in. Loaded on demand by src/stores/session.ts, so the
// header never ships it; it pulls supabase-js in through getSupabase(). It changes no store: the
// session actions put what it returns into $auth.
import { getSupabase, type Supabase } from './client';
import { forgetMember } from './device-sign-out';
import { classifyFailure, toFailure, userFacing, UserFacingError } from './errors';
import {
  LOGIN_FAILED,
  type LoginFailure,
  loginFailureMessage,
  type LoginMessage,
  OFFLINE_MESSAGE,
  RETRY_MESSAGE,
} from './login-errors';
import { LOGIN_PATH, loginRedirectUrl, safeNextPath } from './login-redirect';
import { naverAuthorizeUrl, NaverLoginError, signInWithNaverCode } from './naver';
import { newLoginState, type PendingLogin, savePendingLogin, takePendingLogin } from './pending-login';
import { loadProfile } from './profiles';
import type { Provider } from './providers';

export interface Member {
  uid: string;
  name: string;
  email: string;
  tel: string;
}

let watching = false;
const sessionEndedListeners = new Set<() => void>();

/** Called when supabase-js ends the session by itself (see authClient). */
export function onSessionEnded(listener: () => void): void {
  sessionEndedListeners.add(listener);
}

/** The client, with sign-outs that happen inside supabase-js reported to onSessionEnded. */
async function authClient(): Promise<Supabase> {
  const supabase = await getSupabase();
  if (!watching) {
    watching = true;
    // A refresh token rejected by the server (expired, revoked, or signed out in another tab)
    // ends the session inside supabase-js; the header follows, and nothing of the member stays.
    supabase.auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return;
      forgetMember('session-ended');
      for (const listener of sessionEndedListeners) listener();
    });
  }
  return supabase;
}

/** Sends the browser to the provider; it comes back to /login?next=<next>. */
export async function startSignIn(provider: Provider, next: string): Promise<void> {
  if (provider === 'naver') {
    const state = newLoginState();
    savePendingLogin({ provider, next, state });
    // Naver matches redirect_uri against the registered callback URL, so it gets the bare
    // /login; where to return to travels in the pending login instead.
    window.location.assign(naverAuthorizeUrl(state, `${window.location.origin}${LOGIN_PATH}`));
    return;
  }
  const redirectTo = loginRedirectUrl(window.location.origin, next);
  const supabase = await authClient();
  savePendingLogin({ provider, next });
  // supabase-js stores the PKCE verifier, then navigates to Supabase Auth's authorize URL.
  const { error } = await supabase.auth.signInWithOAuth({ provider, options: { redirectTo } });
  if (error) throw userFacing(LOGIN_FAILED, error);
}

/** The member behind the stored session, checked against the backend; null when signed out. */
export async function loadMember(): Promise<Member | null> {
  const supabase = await authClient();
  const { data, error } = await supabase.auth.getSession();
  // Offline: keep whatever the page shows and let the caller say so. A refused refresh
  // has already removed the session, so it reads as signed out below.
  if (error && classifyFailure(toFailure(error)) === 'network')
    throw userFacing('로그인 상태를 확인하지 못했습니다.', error);
  const user = data.session?.user;
  if (!user) return null;
  try {
    const profile = await loadProfile(user.id);
    // Without a member row the session ends and reads as signed out (docs/product.md#auth-state).
    if (!profile) return await endSession(supabase);
    return {
      uid: profile.id,
      name: profile.name ?? '',
      email: profile.email ?? user.email ?? '',
      tel: profile.tel ?? '',
    };
  } catch (error) {
    if (error instanceof UserFacingError && error.reason === 'session') return await endSession(supabase);
    throw error;
  }
}

async function endSession(supabase: Supabase): Promise<null> {
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) console.warn('[auth] local sign-out after a rejected session failed', error);
  return null;
}

/** Signs out of Supabase: this device at once, then the refresh token on the server. */
export async function signOutMember(): Promise<void> {
  const supabase = await authClient();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  // The local session is already gone; only revoking the token on the server failed.
  if (error) console.warn('[auth] the server did not confirm the sign-out', error);
}

type LoginResult =
  | { status: 'signed-in'; next: string; member: Member }
  /** A sentence of the catalogue (login-errors.ts); null when the failure is only logged (Google). */
  | { status: 'failed'; next: string; message: LoginMessage | null }
  | { status: 'no-callback'; next: string };

/** Finishes a sign-in on /login: Kakao and Google send `?code`, Naver `?code&state`. */
export async function completeLogin(url: URL, pending: PendingLogin | null = takePendingLogin()): Promise<LoginResult> {
  const params = url.searchParams;
  const next = safeNextPath(params.get('next') ?? pending?.next);
  const fail = (failure: LoginFailure): LoginResult => {
    console.warn(`[login] ${pending?.provider ?? 'unknown'} sign-in failed`, failure);
    return { status: 'failed', next, message: loginFailureMessage(pending?.provider, failure) };
  };

  const error = params.get('error');
  if (error) return fail({ error, code: params.get('error_code'), description: params.get('error_description') });
  const code = params.get('code');
  if (!code) return { status: 'no-callback', next };

  try {
    const supabase = await authClient();
    const state = params.get('state');
    if (state !== null || pending?.provider === 'naver') {
      // Only a state this tab generated proves the callback answers our own request.
      if (pending?.provider !== 'naver' || !pending.state || pending.state !== state)
        return fail({ code: 'bad_state' });
      await signInWithNaverCode(supabase, code, state, pending.state);
    } else {
      const { error: exchangeError } = await supabase.auth.exchangeCodeForSession(code);
      if (exchangeError) {
        // No verifier in this browser: the sign-in was started elsewhere or long ago.
        if (exchangeError.name === 'AuthPKCECodeVerifierMissingError')
          return fail({ code: 'flow_state_not_found', description: exchangeError.message });
        if (classifyFailure(toFailure(exchangeError)) !== 'network')
          return fail({ code: exchangeError.code ?? null, description: exchangeError.message });
        throw exchangeError;
      }
    }
    const member = await loadMember();
    if (!member) return fail({ error: 'no_profile' });
    return { status: 'signed-in', next, member };
  } catch (thrown) {
    if (thrown instanceof NaverLoginError) return fail(thrown.failure);
    const failure = toFailure(thrown);
    console.warn('[login] sign-in could not be completed', thrown);
    const said: LoginMessage = classifyFailure(failure) === 'network' ? OFFLINE_MESSAGE : RETRY_MESSAGE;
    const message = pending?.provider === 'google' ? null : said;
    return { status: 'failed', next, message };
  }
}
