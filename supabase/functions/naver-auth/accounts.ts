// The Supabase side of a Naver sign-in, with the secret key, over plain fetch (the same REST
// calls supabase-js's admin API makes, without bundling supabase-js into the function): find
// the member by Naver id (public.naver_user_id), create one if new, and mint a real session
// through a magic link that is verified here and never sent anywhere. A refusal is reported by
// step, status and Auth's error code only: Auth's answers carry the member's e-mail, phone
// number and tokens, which never go into an error or a log line.
import { describeFailure } from '../_shared/failure-text.ts';
import { apiKeyHeaders } from '../_shared/keys.ts';
import { NaverAuthError } from './errors.ts';
import type { NaverProfile } from './naver.ts';

export interface SupabaseConfig {
  url: string;
  /** The secret key, or the legacy service-role key (_shared/keys.ts). */
  secretKey: string;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email?: string };
}

const TIMEOUT_MS = 10_000;

async function request(
  config: SupabaseConfig,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const step = path.replace(/\/users\/[^/?]+/, '/users/{id}');
  let response: Response;
  try {
    response = await fetch(`${config.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...apiKeyHeaders(config.secretKey), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NaverAuthError('session_failed', `${step} ${describeFailure(error)}`);
  }
  const text = await response.text();
  try {
    return { status: response.status, data: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, data: null }; // not JSON: judged by the status alone
  }
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/** Which step failed, its status and Auth's machine-readable code; never the rest of the answer. */
function fail(step: string, status: number, data: unknown): never {
  const code = field(data, 'error_code') ?? field(data, 'code');
  const known = typeof code === 'string' && /^[a-z0-9_]{1,64}$/i.test(code) ? ` (${code})` : '';
  throw new NaverAuthError('session_failed', `${step} answered ${status}${known}`);
}

/** The member linked to this Naver id, by app_metadata.naver_id (never by e-mail). */
export async function findUserId(config: SupabaseConfig, naverId: string): Promise<string | undefined> {
  const { status, data } = await request(config, '/rest/v1/rpc/naver_user_id', { naver_id: naverId });
  if (status !== 200) fail('naver_user_id', status, data);
  return typeof data === 'string' ? data : undefined;
}

/**
 * A new member for a Naver account: their id, or 'email_exists' when the e-mail belongs to
 * another member (the handler answers email_conflict).
 */
export async function createUser(config: SupabaseConfig, profile: NaverProfile & { email: string }): Promise<string> {
  const name = profile.name ?? profile.nickname;
  const { status, data } = await request(config, '/auth/v1/admin/users', {
    email: profile.email,
    // Naver only shares an address its member has verified with Naver.
    email_confirm: true,
    // app_metadata is writable only with the service role key: the link the next sign-in trusts.
    app_metadata: { provider: 'naver', providers: ['naver'], naver_id: profile.id },
    // What the profile trigger reads (name, mobile) and what Naver sent, for staff to see.
    user_metadata: {
      iss: 'https://nid.naver.com',
      sub: profile.id,
      provider_id: profile.id,
      email: profile.email,
      email_verified: true,
      ...(name ? { name, full_name: name } : {}),
      ...(profile.nickname ? { nickname: profile.nickname } : {}),
      ...(profile.mobile ? { mobile: profile.mobile } : {}),
    },
  });
  if (status === 422 && field(data, 'error_code') === 'email_exists') return 'email_exists';
  const id = field(data, 'id');
  if (status !== 200 || typeof id !== 'string') fail('admin/users', status, data);
  return id;
}

export async function userEmail(config: SupabaseConfig, userId: string): Promise<string> {
  const { status, data } = await request(config, `/auth/v1/admin/users/${encodeURIComponent(userId)}`);
  const email = field(data, 'email');
  if (status !== 200 || typeof email !== 'string' || email === '') fail('admin/users/{id}', status, data);
  return email;
}

/** generate_link (magiclink) → verify(token_hash): the access and refresh tokens of a new session. */
export async function startSession(config: SupabaseConfig, email: string): Promise<Session> {
  const link = await request(config, '/auth/v1/admin/generate_link', { type: 'magiclink', email });
  const hashed = field(link.data, 'hashed_token');
  if (link.status !== 200 || typeof hashed !== 'string') fail('admin/generate_link', link.status, link.data);
  const verified = await request(config, '/auth/v1/verify', { type: 'magiclink', token_hash: hashed });
  const session = verified.data;
  if (
    verified.status !== 200 ||
    typeof field(session, 'access_token') !== 'string' ||
    typeof field(session, 'refresh_token') !== 'string'
  ) {
    fail('verify', verified.status, session);
  }
  return session as Session;
}
