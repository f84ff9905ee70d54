import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDraft, saveDraft } from '../lib/forms/drafts';
import { AUTH_STORAGE_KEY } from '../lib/supabase/session-peek';

// Modules are reset per test so each starts with an unknown auth state and no memoised check;
// the stores are imported after the reset for the same reason. The real session check must not
// run (nor load supabase-js) when nothing is stored.
const loadMember = vi.fn();
const onSessionEnded = vi.fn();
vi.mock('../lib/supabase/auth', () => ({ loadMember, onSessionEnded }));

const stored = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: 1,
  user: { id: 'u-1', email: 'owner@example.kr', user_metadata: { name: '김사장' } },
};

describe('the session façade', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    loadMember.mockReset();
  });

  it('shows a stored session in the header at once, without a network call', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    const { resolveInitialAuth } = await import('./session');
    const { $auth } = await import('./auth');
    resolveInitialAuth();
    expect($auth.get()).toMatchObject({ uid: 'u-1', name: '김사장', email: 'owner@example.kr' });
    expect(loadMember).not.toHaveBeenCalled();
  });

  it('knows a visitor with nothing stored is signed out, without loading Supabase', async () => {
    const { confirmSession } = await import('./session');
    const { $auth } = await import('./auth');
    await expect(confirmSession()).resolves.toBe(false);
    expect($auth.get().uid).toBe('');
    expect(loadMember).not.toHaveBeenCalled();
  });

  it('checks a stored session once per page and takes the profile it finds', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    loadMember.mockResolvedValue({ uid: 'u-1', name: '김사장', email: 'owner@example.kr', tel: '010-1234-5678' });
    const { confirmSession } = await import('./session');
    const { $auth } = await import('./auth');
    await expect(Promise.all([confirmSession(), confirmSession()])).resolves.toEqual([true, true]);
    expect(loadMember).toHaveBeenCalledOnce();
    expect($auth.get().tel).toBe('010-1234-5678');
    // A session supabase-js later ends by itself signs the header out too.
    const { setSignedOut } = await import('./auth');
    expect(onSessionEnded).toHaveBeenCalledWith(setSignedOut);
  });

  it('signs out when the backend rejects the stored session', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    loadMember.mockResolvedValue(null);
    const { confirmSession } = await import('./session');
    const { $auth } = await import('./auth');
    await expect(confirmSession()).resolves.toBe(false);
    expect($auth.get().uid).toBe('');
  });

  it('lets a check that failed offline be tried again', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    loadMember.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(null);
    const { confirmSession } = await import('./session');
    await expect(confirmSession()).rejects.toThrow('Failed to fetch');
    await expect(confirmSession()).resolves.toBe(false);
  });

  it('forgets this tab’s drafts when another tab signs out (a shared shop PC)', async () => {
    const empty = { name: '' };
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    saveDraft('inquiry', { name: '김사장' }, empty);
    const { resolveInitialAuth } = await import('./session');
    const stop = resolveInitialAuth();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: JSON.stringify(stored) }));
    expect(loadDraft('inquiry', empty)).toEqual({ name: '김사장' });
    localStorage.removeItem(AUTH_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }));
    expect(loadDraft('inquiry', empty)).toEqual(empty);
    stop();
  });

  it('follows a sign-out in another tab', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    const { resolveInitialAuth } = await import('./session');
    const { $auth } = await import('./auth');
    const stop = resolveInitialAuth();
    expect($auth.get().uid).toBe('u-1');
    localStorage.removeItem(AUTH_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect($auth.get().uid).toBe('');
    stop();
  });

  it('reads the stored session again when the page comes back from the back/forward cache', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    const { resolveInitialAuth } = await import('./session');
    const { $auth } = await import('./auth');
    const stop = resolveInitialAuth();
    localStorage.removeItem(AUTH_STORAGE_KEY);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect($auth.get().uid).toBe('u-1');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect($auth.get().uid).toBe('');
    stop();
  });
});
