// Turns whatever a Supabase call fails with into a Korean sentence a shop owner can act on.
// Shared by the data modules in this folder; no supabase-js import, so it is cheap to test.

export const NETWORK_MESSAGE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';
export const SESSION_MESSAGE = '로그인이 만료되었습니다. 다시 로그인해 주세요.';
const NOT_ALLOWED_MESSAGE = '이 작업을 할 권한이 없습니다. 다시 로그인해 주세요.';
export const SERVER_MESSAGE = '잠시 후 다시 시도해 주세요.';
export const CHECK_MESSAGE = '입력한 내용을 다시 확인해 주세요.';

/** Why a call failed, in the terms the pages care about. */
export type FailureReason = 'network' | 'rate-limit' | 'check' | 'session' | 'not-allowed' | 'not-found' | 'server';

/** The common shape of PostgREST, Auth, Storage and Functions errors, and of a failed fetch. */
export interface ApiFailure {
  code?: string;
  message: string;
  status?: number;
  name?: string;
}

/** A failure whose `message` is Korean and ready to show; `cause` keeps the original for the console. */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
  constructor(
    message: string,
    readonly reason: FailureReason,
    readonly failure: ApiFailure,
  ) {
    super(message, { cause: failure });
  }
}

const NETWORK_NAMES = new Set(['AuthRetryableFetchError', 'StorageUnknownError', 'FunctionsFetchError']);
const NETWORK_TEXT = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;
const HANGUL = /[가-힣]/;

/** Reads the fields every Supabase error class has, from anything that was thrown or returned. */
export function toFailure(error: unknown, status?: number): ApiFailure {
  if (typeof error !== 'object' || error === null)
    return { message: String(error), ...(status === undefined ? {} : { status }) };
  const e = error as Record<string, unknown>;
  const ownStatus = typeof e.status === 'number' ? e.status : Number(e.statusCode) || undefined;
  const resolvedStatus = status ?? ownStatus;
  // Storage answers a missing object with HTTP 400 and statusCode '404' in the body.
  const code = typeof e.code === 'string' ? e.code : String(e.statusCode) === '404' ? 'not_found' : undefined;
  return {
    message: typeof e.message === 'string' ? e.message : '',
    ...(code === undefined ? {} : { code }),
    ...(typeof e.name === 'string' ? { name: e.name } : {}),
    ...(resolvedStatus === undefined ? {} : { status: resolvedStatus }),
  };
}

export function classifyFailure(failure: ApiFailure): FailureReason {
  const { code, status, name = '', message } = failure;
  if (NETWORK_NAMES.has(name) || NETWORK_TEXT.test(message) || (status === 0 && !code)) return 'network';
  if (code === 'PT429' || status === 429) return 'rate-limit';
  if (code === '23514') return 'check';
  if (code === 'PGRST301' || code === 'PGRST302' || status === 401) return 'session';
  if (code === '42501' || status === 403) return 'not-allowed';
  if (status === 404 || code === 'not_found' || code === 'NoSuchKey') return 'not-found';
  return 'server';
}

/** The reason in one sentence; the rate limit's own Korean message comes from the database. */
export function reasonMessage(failure: ApiFailure, reason = classifyFailure(failure)): string {
  switch (reason) {
    case 'network':
      return NETWORK_MESSAGE;
    case 'rate-limit':
      return HANGUL.test(failure.message) ? failure.message : '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
    case 'check':
      return CHECK_MESSAGE;
    case 'session':
      return SESSION_MESSAGE;
    case 'not-allowed':
      return NOT_ALLOWED_MESSAGE;
    default:
      return SERVER_MESSAGE;
  }
}

/** Wraps a failure as "what went wrong" + "why", e.g. '문의를 신청하는 중 오류가 발생했습니다. 인터넷 …'. */
export function userFacing(what: string, error: unknown, status?: number): UserFacingError {
  if (error instanceof UserFacingError) return error;
  const failure = toFailure(error, status);
  const reason = classifyFailure(failure);
  return new UserFacingError(`${what} ${reasonMessage(failure, reason)}`, reason, failure);
}

/** The message to show for anything a handler caught: ours as is, anything else generic. */
export function messageOf(error: unknown, what: string): string {
  return error instanceof UserFacingError ? error.message : userFacing(what, error).message;
}
