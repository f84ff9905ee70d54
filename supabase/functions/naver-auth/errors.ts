// The naver-auth function's refusals: a machine-readable code for the site and a Korean
// message it may show as is. The contract is documented at the top of handler.ts.
export type NaverAuthErrorCode =
  | 'method_not_allowed'
  | 'invalid_request'
  | 'state_mismatch'
  | 'naver_code_rejected'
  | 'naver_profile_failed'
  | 'naver_unavailable'
  | 'naver_email_required'
  | 'email_conflict'
  | 'server_misconfigured'
  | 'session_failed';

export const ERRORS: Record<NaverAuthErrorCode, { status: number; message: string }> = {
  method_not_allowed: { status: 405, message: '지원하지 않는 요청입니다.' },
  invalid_request: { status: 400, message: '로그인 요청이 올바르지 않습니다. 다시 시도해 주세요.' },
  state_mismatch: { status: 400, message: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.' },
  naver_code_rejected: { status: 401, message: '네이버 로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.' },
  naver_profile_failed: { status: 502, message: '네이버 회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  naver_unavailable: { status: 502, message: '네이버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  naver_email_required: { status: 422, message: '네이버 계정의 이메일 제공에 동의해야 로그인할 수 있습니다.' },
  email_conflict: { status: 409, message: '다른 방법으로 가입된 이메일입니다.' },
  server_misconfigured: { status: 500, message: '로그인을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  session_failed: { status: 500, message: '로그인을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
};

export class NaverAuthError extends Error {
  readonly code: NaverAuthErrorCode;
  /** For the function's log; never sent to the browser. */
  readonly detail: string;
  constructor(code: NaverAuthErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail;
  }
}
