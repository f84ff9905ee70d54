import { beforeEach, describe, expect, it } from 'vitest';

import { newLoginState, savePendingLogin, takePendingLogin } from './pending-login';

describe('pending login', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read once: a second callback finds nothing', () => {
    savePendingLogin({ provider: 'naver', next: '/down', state: 'abc' });
    expect(takePendingLogin()).toEqual({ provider: 'naver', next: '/down', state: 'abc' });
    expect(takePendingLogin()).toBeNull();
  });

  it('keeps Kakao and Google without a state', () => {
    savePendingLogin({ provider: 'google', next: '/' });
    expect(takePendingLogin()).toEqual({ provider: 'google', next: '/' });
  });

  it.each([
    ['broken JSON', '{'],
    ['an unknown provider', JSON.stringify({ provider: 'facebook', next: '/' })],
    ['no next page', JSON.stringify({ provider: 'kakao' })],
    ['a bare string', JSON.stringify('kakao')],
  ])('ignores %s', (_why, raw) => {
    sessionStorage.setItem('sodam-pos-pending-login', raw);
    expect(takePendingLogin()).toBeNull();
  });

  it('draws a fresh 32-hex-digit state each time', () => {
    const a = newLoginState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newLoginState()).not.toBe(a);
  });
});
