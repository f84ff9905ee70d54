// What a failed sign-in tells the person (docs/product.md#messages). Pure, so /login and the tests share it.
//
// /login shows only sentences from this catalogue. What comes back from a provider, Supabase
// Auth or the naver-auth function (codes, descriptions) only picks an entry; no text from the
// URL or from an answer is ever shown, so a crafted link cannot print its own words under the
// site's name.
import { NETWORK_MESSAGE } from './errors';
import type { Provider } from './providers';

export const LOGIN_FAILED = '로그인하지 못했습니다.';
export const CONFLICT_MESSAGE = '다른 방법으로 가입된 이메일입니다. 처음 가입하신 방법으로 로그인해 주세요.';
export const CANCELLED_MESSAGE = '로그인을 취소했습니다.';
export const EXPIRED_MESSAGE = '로그인 요청이 만료되었습니다. 처음부터 다시 로그인해 주세요.';
export const NAVER_EMAIL_MESSAGE =
  '네이버 계정의 이메일 제공에 동의해야 로그인할 수 있습니다. 동의한 뒤 다시 로그인해 주세요.';
export const NAVER_UNAVAILABLE_MESSAGE = '네이버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const RETRY_MESSAGE = `${LOGIN_FAILED} 잠시 후 다시 시도해 주세요.`;
export const OFFLINE_MESSAGE = `${LOGIN_FAILED} ${NETWORK_MESSAGE}`;

/** Every sentence /login may show after a failed sign-in. */
export const LOGIN_MESSAGES = [
  CONFLICT_MESSAGE,
  CANCELLED_MESSAGE,
  EXPIRED_MESSAGE,
  NAVER_EMAIL_MESSAGE,
  NAVER_UNAVAILABLE_MESSAGE,
  RETRY_MESSAGE,
  OFFLINE_MESSAGE,
] as const;
export type LoginMessage = (typeof LOGIN_MESSAGES)[number];

/** What came back from a provider, Supabase Auth or the naver-auth function. */
export interface LoginFailure {
  /** OAuth `error` (access_denied, server_error …) or an HTTP-style error name. */
  error?: string | null;
  /** Supabase Auth's `error_code`, or the naver-auth function's `code`. */
  code?: string | null;
  /** Supabase Auth's `error_description`, or the function's `message`: logged, never shown. */
  description?: string | null;
}

const EXPIRED_CODES = new Set([
  'bad_state',
  'state_mismatch',
  'flow_state_not_found',
  'flow_state_expired',
  'naver_code_rejected',
]);
const NAVER_UNAVAILABLE_CODES = new Set(['naver_unavailable', 'naver_profile_failed']);

// Supabase Auth and the naver-auth function answer a sign-up whose e-mail already belongs
// to an account made with another provider with one of these codes.
const CONFLICT_CODES = new Set(['email_exists', 'user_already_exists', 'identity_already_exists', 'email_conflict']);
const CONFLICT_TEXT = /already (been )?(registered|exists)|email.*(exists|conflict)/i;

export function isEmailConflict(failure: LoginFailure): boolean {
  return CONFLICT_CODES.has(failure.code ?? '') || CONFLICT_TEXT.test(failure.description ?? '');
}

/**
 * The catalogue's sentence for a failed sign-in, or null for Google, whose errors are only
 * logged: /login then simply returns the person to where they started.
 */
export function loginFailureMessage(provider: Provider | undefined, failure: LoginFailure): LoginMessage | null {
  if (provider === 'google') return null;
  if (isEmailConflict(failure)) return CONFLICT_MESSAGE;
  if (failure.error === 'access_denied' || failure.code === 'access_denied') return CANCELLED_MESSAGE;
  if (EXPIRED_CODES.has(failure.code ?? '')) return EXPIRED_MESSAGE;
  if (failure.code === 'naver_email_required') return NAVER_EMAIL_MESSAGE;
  if (NAVER_UNAVAILABLE_CODES.has(failure.code ?? '')) return NAVER_UNAVAILABLE_MESSAGE;
  return RETRY_MESSAGE;
}
