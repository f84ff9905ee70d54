// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { $auth, isSignedIn, setSignedIn, setSignedOut } from './auth';

describe('auth store', () => {
  it('starts unknown: uid undefined, which is neither signed in nor signed out', () => {
    expect($auth.get().uid).toBeUndefined();
    expect(isSignedIn($auth.get())).toBe(false);
  });

  it('holds the member after sign-in and an empty uid after sign-out', () => {
    setSignedIn({ uid: 'u-1', name: '김사장', email: 'owner@example.kr', tel: '010-1234-5678' });
    expect($auth.get()).toEqual({ uid: 'u-1', name: '김사장', email: 'owner@example.kr', tel: '010-1234-5678' });
    expect(isSignedIn($auth.get())).toBe(true);
    setSignedOut();
    expect($auth.get()).toEqual({ uid: '', name: '', email: '', tel: '' });
    expect(isSignedIn($auth.get())).toBe(false);
  });
});
