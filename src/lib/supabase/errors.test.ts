// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  type ApiFailure,
  classifyFailure,
  type FailureReason,
  messageOf,
  NETWORK_MESSAGE,
  SESSION_MESSAGE,
  toFailure,
  userFacing,
  UserFacingError,
} from './errors';

const RATE_LIMIT = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.';

describe('classifyFailure', () => {
  it.each<[string, ApiFailure, FailureReason]>([
    [
      'a fetch that never reached the server (PostgREST)',
      { message: 'TypeError: Failed to fetch', code: '', status: 0 },
      'network',
    ],
    ['Firefox wording', { message: 'NetworkError when attempting to fetch resource.' }, 'network'],
    ['Safari wording', { message: 'Load failed' }, 'network'],
    ['Auth offline', { name: 'AuthRetryableFetchError', message: '', status: 0 }, 'network'],
    ['Storage offline', { name: 'StorageUnknownError', message: 'x' }, 'network'],
    [
      'Functions offline',
      { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' },
      'network',
    ],
    [
      'a lazily loaded chunk that failed',
      { name: 'TypeError', message: 'Failed to fetch dynamically imported module' },
      'network',
    ],
    ['the guest limit', { code: 'PT429', message: RATE_LIMIT, status: 429 }, 'rate-limit'],
    [
      'a CHECK constraint',
      { code: '23514', message: 'violates check constraint "inquiries_tel_format"', status: 400 },
      'check',
    ],
    ['an expired JWT', { code: 'PGRST301', message: 'JWT expired', status: 401 }, 'session'],
    [
      'RLS refusing',
      { code: '42501', message: 'new row violates row-level security policy', status: 403 },
      'not-allowed',
    ],
    ['a missing storage object', { message: 'Object not found', status: 400, code: 'not_found' }, 'not-found'],
    ['a 404', { message: 'Not found', status: 404 }, 'not-found'],
    ['a server error', { message: 'Internal Server Error', status: 500 }, 'server'],
  ])('%s is %s', (_why, failure, reason) => {
    expect(classifyFailure(failure)).toBe(reason);
  });
});

describe('userFacing', () => {
  const what = '문의를 신청하는 중 오류가 발생했습니다.';

  it('adds the network advice', () => {
    expect(userFacing(what, new TypeError('Failed to fetch')).message).toBe(`${what} ${NETWORK_MESSAGE}`);
  });

  it('adds the database message for the rate limit', () => {
    const error = userFacing(what, { code: 'PT429', message: RATE_LIMIT }, 429);
    expect(error.message).toBe(`${what} ${RATE_LIMIT}`);
    expect(error.reason).toBe('rate-limit');
  });

  it('asks to log in again when the session is gone', () => {
    expect(userFacing(what, { message: 'JWT expired', code: 'PGRST301' }, 401).message).toBe(
      `${what} ${SESSION_MESSAGE}`,
    );
  });

  it('keeps the original failure for the console', () => {
    const error = userFacing(what, { code: '23514', message: 'violates check constraint "x"' }, 400);
    expect(error.failure).toEqual({ code: '23514', message: 'violates check constraint "x"', status: 400 });
  });

  it('passes an already Korean error through unchanged', () => {
    const mine = new UserFacingError('프로그램을 불러오지 못했습니다.', 'not-found', { message: 'x' });
    expect(userFacing(what, mine)).toBe(mine);
    expect(messageOf(mine, what)).toBe('프로그램을 불러오지 못했습니다.');
  });
});

describe('toFailure', () => {
  it('reads a storage error whose status is a string', () => {
    expect(toFailure({ name: 'StorageApiError', message: 'Object not found', statusCode: '404' })).toEqual({
      name: 'StorageApiError',
      message: 'Object not found',
      code: 'not_found',
      status: 404,
    });
    expect(
      classifyFailure(
        toFailure({ name: 'StorageApiError', message: 'Object not found', status: 400, statusCode: '404' }),
      ),
    ).toBe('not-found');
  });

  it('turns anything thrown into a message', () => {
    expect(toFailure('boom')).toEqual({ message: 'boom' });
    expect(messageOf('boom', '다시')).toBe('다시 잠시 후 다시 시도해 주세요.');
  });
});
