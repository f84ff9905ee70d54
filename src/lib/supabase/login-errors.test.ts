import { describe, expect, it } from 'vitest';

import {
  CANCELLED_MESSAGE,
  CONFLICT_MESSAGE,
  EXPIRED_MESSAGE,
  isEmailConflict,
  type LoginFailure,
  loginFailureMessage,
} from './login-errors';
import type { Provider } from './providers';

describe('loginFailureMessage', () => {
  it.each<[string, Provider | undefined, LoginFailure, string | null]>([
    [
      'Kakao, e-mail taken by another provider',
      'kakao',
      { error: 'server_error', code: 'email_exists' },
      CONFLICT_MESSAGE,
    ],
    ['Naver, the function reports the conflict', 'naver', { code: 'email_conflict' }, CONFLICT_MESSAGE],
    [
      'conflict told only in words',
      'kakao',
      { description: 'A user with this email address has already been registered' },
      CONFLICT_MESSAGE,
    ],
    ['the person cancelled at Kakao', 'kakao', { error: 'access_denied' }, CANCELLED_MESSAGE],
    ['an old or forged Naver state', 'naver', { code: 'bad_state' }, EXPIRED_MESSAGE],
    ['an expired PKCE flow', 'kakao', { code: 'flow_state_expired' }, EXPIRED_MESSAGE],
    [
      'the function refusing the state',
      'naver',
      { code: 'state_mismatch', description: '로그인 요청이 올바르지 않습니다.' },
      EXPIRED_MESSAGE,
    ],
    [
      'the function explaining in Korean',
      'naver',
      { code: 'naver_email_required', description: '네이버에서 이메일 제공에 동의해 주세요.' },
      '네이버에서 이메일 제공에 동의해 주세요.',
    ],
    ['anything else', 'naver', { error: 'server_error' }, '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'],
    ['no pending provider', undefined, { error: 'server_error' }, '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'],
    ['Google, whatever happened (only logged)', 'google', { code: 'email_exists' }, null],
  ])('%s', (_why, provider, failure, message) => {
    expect(loginFailureMessage(provider, failure)).toBe(message);
  });

  it('does not mistake other errors for a conflict', () => {
    expect(isEmailConflict({ error: 'server_error', description: 'Unable to exchange external code' })).toBe(false);
  });
});
