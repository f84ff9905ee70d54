// Naver Login, which Supabase has no provider for. The browser goes to Naver's authorize page
// with a random `state`; Naver sends it back to /login with a code; the naver-auth edge
// function checks the state against the one this tab kept, exchanges the code server-side
// (the client secret never reaches the browser), links the user by Naver id and answers with
// a real Supabase session. Contract: the comment at the top of
// supabase/functions/naver-auth/handler.ts.
import type { Supabase } from './client';
import { NAVER_AUTHORIZE_URL, NAVER_CLIENT_ID } from './config';
import type { LoginFailure } from './login-errors';

/** Naver's authorize URL for this sign-in (Naver Login API: response_type=code). */
export function naverAuthorizeUrl(state: string, redirectUri: string): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: NAVER_CLIENT_ID,
    redirect_uri: redirectUri,
    state,
  });
  return `${NAVER_AUTHORIZE_URL}?${params}`;
}

/** A refusal from the function, carried with what it said so /login can pick the message. */
export class NaverLoginError extends Error {
  override readonly name = 'NaverLoginError';
  constructor(readonly failure: LoginFailure) {
    super(failure.description ?? failure.code ?? 'naver-auth failed');
  }
}

interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

const isTokens = (value: unknown): value is SessionTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).access_token === 'string' &&
  typeof (value as Record<string, unknown>).refresh_token === 'string';

/** What the function said when it refused ({ code, message }, the message in Korean). */
async function refusalOf(error: { name?: string; message: string; context?: unknown }): Promise<LoginFailure> {
  if (error.context instanceof Response) {
    const body: unknown = await error.context.json().catch(() => null);
    if (typeof body === 'object' && body !== null) {
      const { code, message } = body as Record<string, unknown>;
      return {
        code: typeof code === 'string' ? code : null,
        description: typeof message === 'string' ? message : null,
      };
    }
  }
  return { error: error.name ?? 'naver_auth_failed', description: error.message };
}

/**
 * Exchanges Naver's code through the edge function and stores the session it returns.
 * `storedState` is the state this tab sent to Naver; the function refuses a mismatch too.
 */
export async function signInWithNaverCode(
  supabase: Supabase,
  code: string,
  state: string,
  storedState: string,
): Promise<void> {
  const answer = await supabase.functions.invoke<unknown>('naver-auth', {
    body: { code, state, storedState },
  });
  const { data } = answer;
  // supabase-js types a failed call's error as any; functions-js throws Errors with a context.
  const failure = answer.error as (Error & { context?: unknown }) | null;
  // Unreachable function: the caller reports it as a connection problem, not a refusal.
  if (failure?.name === 'FunctionsFetchError') throw failure;
  if (failure) throw new NaverLoginError(await refusalOf(failure));
  if (!isTokens(data))
    throw new NaverLoginError({ error: 'invalid_response', description: 'naver-auth returned no session' });
  const { error: sessionError } = await supabase.auth.setSession({
    access_token: data.access_token,
    refresh_token: data.refresh_token,
  });
  if (sessionError) throw sessionError;
}
