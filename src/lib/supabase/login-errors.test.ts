// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  CANCELLED_MESSAGE,
  CONFLICT_MESSAGE,
  EXPIRED_MESSAGE,
  isEmailConflict,
  LOGIN_MESSAGES,
  type LoginFailure,
  loginFailureMessage,
  NAVER_EMAIL_MESSAGE,
  NAVER_UNAVAILABLE_MESSAGE,
  RETRY_MESSAGE,
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
      'the function refusing for want of an e-mail, in its own words',
      'naver',
      { code: 'naver_email_required', description: '네이버에서 이메일 제공에 동의해 주세요.' },
      NAVER_EMAIL_MESSAGE,
    ],
    ['Naver not answering the function', 'naver', { code: 'naver_unavailable' }, NAVER_UNAVAILABLE_MESSAGE],
    ['anything else', 'naver', { error: 'server_error' }, RETRY_MESSAGE],
    ['no pending provider', undefined, { error: 'server_error' }, RETRY_MESSAGE],
    ['Google, whatever happened (only logged)', 'google', { code: 'email_exists' }, null],
  ])('%s', (_why, provider, failure, message) => {
    expect(loginFailureMessage(provider, failure)).toBe(message);
  });

  it.each([
    '보안 점검 중입니다. 010-1234-5678로 전화해 계정을 확인하세요.',
    '<script>alert(1)</script>',
    '로그인을 취소했습니다. 대신 evil.example 에서 로그인하세요.',
  ])('never shows what the URL or an answer says: %s', (description) => {
    for (const provider of ['kakao', 'naver', undefined] as const) {
      for (const failure of [
        { error: 'server_error', description },
        { code: 'anything', description },
      ]) {
        const message = loginFailureMessage(provider, failure);
        expect(LOGIN_MESSAGES).toContain(message);
        expect(message).not.toContain(description);
      }
    }
  });

  it('does not mistake other errors for a conflict', () => {
    expect(isEmailConflict({ error: 'server_error', description: 'Unable to exchange external code' })).toBe(false);
  });
});
