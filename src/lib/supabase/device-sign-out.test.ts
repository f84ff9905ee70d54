import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDraft, saveDraft } from '../forms/drafts';
import { forgetMember, isSessionRemoval, onMemberForgotten, type SignOutPath } from './device-sign-out';
import { AUTH_STORAGE_KEY } from './session-peek';

const EMPTY = { name: '', tel: '' };
const TYPED = { name: '김민준', tel: '010-1234-5678' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  saveDraft('inquiry', TYPED, EMPTY);
  saveDraft('business-inquiry', TYPED, EMPTY);
  localStorage.setItem(AUTH_STORAGE_KEY, '{"refresh_token":"r"}');
});
afterEach(() => vi.restoreAllMocks());

describe('forgetting the member on this device', () => {
  it.each<SignOutPath>(['this-tab', 'other-tab', 'session-ended'])(
    '%s: clears both drafts and the stored session, and tells the forms how',
    (path) => {
      const heard: SignOutPath[] = [];
      const stop = onMemberForgotten((how) => heard.push(how));
      forgetMember(path);
      stop();
      expect(loadDraft('inquiry', EMPTY)).toEqual(EMPTY);
      expect(loadDraft('business-inquiry', EMPTY)).toEqual(EMPTY);
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
      expect(heard).toEqual([path]);
    },
  );

  it('clears the drafts even where the session cannot be removed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = {
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    forgetMember('session-ended', blocked);
    expect(loadDraft('inquiry', EMPTY)).toEqual(EMPTY);
  });

  it.each([
    ['the session removed in another tab', { key: AUTH_STORAGE_KEY, newValue: null }, true],
    ['all storage cleared', { key: null, newValue: null }, true],
    ['a refreshed session', { key: AUTH_STORAGE_KEY, newValue: '{"refresh_token":"r2"}' }, false],
    ['another key', { key: 'sodam-pos-popup', newValue: null }, false],
  ])('a storage event for %s is a sign-out: %s', (_case, event, removal) => {
    expect(isSessionRemoval(event)).toBe(removal);
  });
});
