// Naver Login's server side (네이버 로그인 API): exchange the authorization code for an access
// token, then read the member's profile with it. Only web-standard APIs, so the same code runs
// on Supabase's Deno runtime and in Node (the local stack).
import { describeFailure, scrub } from '../_shared/failure-text.ts';
import { NaverAuthError } from './errors.ts';

export interface NaverConfig {
  clientId: string;
  clientSecret: string;
  /** https://nid.naver.com, or the local stand-in. */
  authUrl: string;
  /** https://openapi.naver.com, or the local stand-in. */
  apiUrl: string;
}

export interface NaverProfile {
  id: string;
  name?: string;
  nickname?: string;
  email?: string;
  mobile?: string;
}

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // The error's own text would name the URL; only its kind is kept.
    throw new NaverAuthError('naver_unavailable', `Naver ${describeFailure(error)}`);
  }
  if (response.status >= 500) throw new NaverAuthError('naver_unavailable', `Naver answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null)
    throw new NaverAuthError('naver_unavailable', `Naver answered ${response.status} without JSON`);
  return { status: response.status, body: body as Record<string, unknown> };
}

/** POST /oauth2.0/token. Naver reports a bad code with HTTP 200 and an `error` field. */
export async function exchangeCode(config: NaverConfig, code: string, state: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    state,
  });
  const { status, body } = await call(`${config.authUrl}/oauth2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (typeof body.access_token === 'string' && body.access_token !== '') return body.access_token;
  const reason = scrub([body.error, body.error_description].filter((part) => typeof part === 'string').join(': '), [
    config.clientSecret,
  ]);
  throw new NaverAuthError('naver_code_rejected', `Naver refused the code (${status}${reason ? `, ${reason}` : ''})`);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** GET /v1/nid/me: the member's id and the fields they agreed to share. */
export async function fetchProfile(config: NaverConfig, accessToken: string): Promise<NaverProfile> {
  const { status, body } = await call(`${config.apiUrl}/v1/nid/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const response = body.response;
  if (body.resultcode !== '00' || typeof response !== 'object' || response === null) {
    throw new NaverAuthError(
      'naver_profile_failed',
      `Naver profile refused (${status}, resultcode ${String(body.resultcode)})`,
    );
  }
  const fields = response as Record<string, unknown>;
  const id = text(fields.id);
  if (!id) throw new NaverAuthError('naver_profile_failed', 'Naver profile has no id');
  const profile: NaverProfile = { id };
  for (const key of ['name', 'nickname', 'email', 'mobile'] as const) {
    const value = text(fields[key]);
    if (value) profile[key] = value;
  }
  return profile;
}
