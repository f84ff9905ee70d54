// What a failed sign-in tells the person (docs/product.md#messages). Pure, so /login and the tests share it.
import type { Provider } from './providers';

export const LOGIN_FAILED = '로그인하지 못했습니다.';
export const CONFLICT_MESSAGE = '다른 방법으로 가입된 이메일입니다. 처음 가입하신 방법으로 로그인해 주세요.';
export const CANCELLED_MESSAGE = '로그인을 취소했습니다.';
export const EXPIRED_MESSAGE = '로그인 요청이 만료되었습니다. 처음부터 다시 로그인해 주세요.';

/** What came back from a provider, Supabase Auth or the naver-auth function. */
export interface LoginFailure {
  /** OAuth `error` (access_denied, server_error …) or an HTTP-style error name. */
  error?: string | null;
  /** Supabase Auth's `error_code`, or the naver-auth function's `code`. */
  code?: string | null;
  /** Supabase Auth's `error_description` (English), or the naver-auth function's Korean `message`. */
  description?: string | null;
}

const EXPIRED_CODES = new Set([
  'bad_state',
  'state_mismatch',
  'flow_state_not_found',
  'flow_state_expired',
  'naver_code_rejected',
]);
const HANGUL = /[가-힣]/;

// Supabase Auth and the naver-auth function answer a sign-up whose e-mail already belongs
// to an account made with another provider with one of these codes.
const CONFLICT_CODES = new Set(['email_exists', 'user_already_exists', 'identity_already_exists', 'email_conflict']);
const CONFLICT_TEXT = /already (been )?(registered|exists)|email.*(exists|conflict)/i;

export function isEmailConflict(failure: LoginFailure): boolean {
  return CONFLICT_CODES.has(failure.code ?? '') || CONFLICT_TEXT.test(failure.description ?? '');
}

/**
 * The Korean message for a failed sign-in, or null for Google, whose errors are only logged:
 * /login then simply returns the person to where they started.
 */
export function loginFailureMessage(provider: Provider | undefined, failure: LoginFailure): string | null {
  if (provider === 'google') return null;
  if (isEmailConflict(failure)) return CONFLICT_MESSAGE;
  if (failure.error === 'access_denied' || failure.code === 'access_denied') return CANCELLED_MESSAGE;
  if (EXPIRED_CODES.has(failure.code ?? '')) return EXPIRED_MESSAGE;
  // The naver-auth function explains its other refusals in Korean (e.g. no e-mail shared).
  if (failure.description && HANGUL.test(failure.description)) return failure.description;
  return `${LOGIN_FAILED} 잠시 후 다시 시도해 주세요.`;
}
