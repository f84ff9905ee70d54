// A session that supabase-js ends by itself (expired, revoked, or its member gone) is a
// sign-out like 로그아웃: the header follows (through the listener stores/session.ts registers)
// and the drafts and stored session go (docs/product.md#auth-state). supabase-js is replaced by what it does at those moments.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { $auth, setSignedIn, setSignedOut } from '../../stores/auth';
import { loadDraft, saveDraft } from '../forms/drafts';
import { loadMember, onSessionEnded } from './auth';
import { AUTH_STORAGE_KEY } from './session-peek';

type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED';
const listeners: ((event: AuthEvent) => void)[] = [];
const emit = (event: AuthEvent) => listeners.forEach((listener) => listener(event));
let session: { user: { id: string; email: string } } | null = null;

const fakeSupabase = {
  auth: {
    onAuthStateChange: (listener: (event: AuthEvent) => void) => void listeners.push(listener),
    getSession: () => Promise.resolve({ data: { session }, error: null }),
    // supabase-js removes its session, then tells its listeners.
    signOut: () => {
      localStorage.removeItem(AUTH_STORAGE_KEY);
      emit('SIGNED_OUT');
      return Promise.resolve({ error: null });
    },
  },
};
vi.mock('./client', () => ({ getSupabase: () => Promise.resolve(fakeSupabase) }));
const loadProfile = vi.fn();
vi.mock('./profiles', () => ({ loadProfile: (id: string): unknown => loadProfile(id) }));

const EMPTY = { name: '' };
onSessionEnded(setSignedOut);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(AUTH_STORAGE_KEY, '{"refresh_token":"r"}');
  saveDraft('inquiry', { name: '김민준' }, EMPTY);
  setSignedIn({ uid: 'u-1' });
  session = null;
});

describe('a session supabase-js ends by itself', () => {
  it('an expired or revoked refresh token (SIGNED_OUT from supabase-js): drafts and session go', async () => {
    await loadMember();
    emit('SIGNED_OUT');
    expect(loadDraft('inquiry', EMPTY)).toEqual(EMPTY);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect($auth.get().uid).toBe('');
  });

  it('a token refresh keeps them', async () => {
    await loadMember();
    emit('TOKEN_REFRESHED');
    expect(loadDraft('inquiry', EMPTY)).toEqual({ name: '김민준' });
  });

  it('a session whose member row is gone is ended, and its drafts with it', async () => {
    session = { user: { id: 'u-9', email: 'gone@example.com' } };
    loadProfile.mockResolvedValue(null);
    await expect(loadMember()).resolves.toBeNull();
    expect(loadDraft('inquiry', EMPTY)).toEqual(EMPTY);
  });
});
