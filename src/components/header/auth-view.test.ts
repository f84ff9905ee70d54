// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { authButtonView, SERVER_AUTH_VIEW } from './auth-view';

const state = (uid: string | undefined) => ({ uid, name: '', email: '', tel: '' });

describe('authButtonView', () => {
  it('keeps 로그인 but marks it unknown while the session is being read', () => {
    expect(authButtonView(state(undefined))).toEqual({ mark: 'unknown', label: '로그인' });
  });

  it('offers 로그인 once nobody is known to be signed in', () => {
    expect(authButtonView(state(''))).toEqual({ mark: 'out', label: '로그인' });
  });

  it('offers 로그아웃 to a signed-in member', () => {
    expect(authButtonView(state('user-1'))).toEqual({ mark: 'in', label: '로그아웃' });
  });

  it('renders on the server exactly what the browser starts from', () => {
    expect(SERVER_AUTH_VIEW).toEqual(authButtonView(state(undefined)));
  });
});
