// Errors in Supabase Auth's shape. supabase-js reads `error_code` into AuthApiError.code and
// `msg` into its message (auth-js lib/fetch.ts), and treats 5xx as retryable network trouble,
// so a refusal must be a 4xx with these fields.
import { json } from '../gateway/http.ts';

type AuthErrorCode =
  | 'bad_code_verifier'
  | 'bad_jwt'
  | 'email_exists'
  | 'email_provider_disabled'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'no_authorization'
  | 'not_admin'
  | 'otp_expired'
  | 'over_request_rate_limit'
  | 'request_entity_too_large'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'session_not_found'
  | 'signup_disabled'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed';

export function authError(status: number, code: AuthErrorCode, msg: string): Response {
  return json(status, { code: status, error_code: code, msg });
}

/** Thrown inside a route to answer with an auth error (caught once, in the router). */
export class AuthFailure extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  constructor(status: number, code: AuthErrorCode, msg: string) {
    super(msg);
    this.status = status;
    this.code = code;
  }
  toResponse(): Response {
    return authError(this.status, this.code, this.message);
  }
}
