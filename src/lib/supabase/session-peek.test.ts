import { describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY, parsePersistedSession, peekSession } from './session-peek';

const stored = (session: object) => JSON.stringify(session);

const MEMBER = {
  access_token: 'a.b.c',
  refresh_token: 'r-1',
  expires_at: 1,
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'minjun.kim@example.com',
    user_metadata: { name: '김민준' },
  },
};

describe('parsePersistedSession', () => {
  it('reads the member from the session supabase-js persisted, even with an expired access token', () => {
    expect(parsePersistedSession(stored(MEMBER))).toEqual({
      uid: '11111111-1111-4111-8111-111111111111',
      email: 'minjun.kim@example.com',
      name: '김민준',
    });
  });

  it('falls back to full_name and to empty strings', () => {
    const user = { id: 'u-2', user_metadata: { full_name: '이서연' } };
    expect(parsePersistedSession(stored({ ...MEMBER, user }))).toEqual({ uid: 'u-2', email: '', name: '이서연' });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{oops'],
    ['a JSON array', '[]'],
    ['no refresh token', stored({ ...MEMBER, refresh_token: '' })],
    ['no user', stored({ ...MEMBER, user: null })],
    ['a user without an id', stored({ ...MEMBER, user: { email: 'x@example.com' } })],
  ])('finds no session in %s', (_why, raw) => {
    expect(parsePersistedSession(raw)).toBeNull();
  });
});

describe('peekSession', () => {
  it('reads the key the client persists to', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, stored(MEMBER));
    expect(peekSession()?.uid).toBe(MEMBER.user.id);
    localStorage.removeItem(AUTH_STORAGE_KEY);
    expect(peekSession()).toBeNull();
  });

  it('treats missing storage as signed out', () => {
    expect(peekSession(null)).toBeNull();
  });
});
