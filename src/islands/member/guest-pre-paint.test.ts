import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import { AUTH_STORAGE_KEY, parsePersistedSession } from '../../lib/supabase/session-peek';
import { GUEST_PRE_PAINT_SCRIPT, STORED_SESSION_ATTRIBUTE } from './guest-pre-paint';

/** Runs the inline script as the browser would, over what localStorage holds. */
function prePaintSeesSession(raw: string | null): boolean {
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  if (raw === null) localStorage.removeItem(AUTH_STORAGE_KEY);
  else localStorage.setItem(AUTH_STORAGE_KEY, raw);
  runInlineScript(GUEST_PRE_PAINT_SCRIPT);
  return document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE);
}

const MEMBER = { access_token: 'a.b.c', refresh_token: 'r-1', user: { id: 'u-1', email: 'minjun.kim@example.com' } };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the guest pre-paint script', () => {
  it.each([
    ['a persisted session', JSON.stringify(MEMBER), true],
    ['nothing stored', null, false],
    ['text that is not JSON', '{oops', false],
    ['a JSON array', '[]', false],
    ['JSON null', 'null', false],
    ['no refresh token', JSON.stringify({ ...MEMBER, refresh_token: '' }), false],
    ['a refresh token that is no string', JSON.stringify({ ...MEMBER, refresh_token: 7 }), false],
    ['a user that is an array', JSON.stringify({ ...MEMBER, user: ['u-1'] }), false],
    ['a user without an id', JSON.stringify({ ...MEMBER, user: { email: 'x@example.com' } }), false],
  ])('with %s agrees with parsePersistedSession', (_why, raw, expected) => {
    expect(prePaintSeesSession(raw)).toBe(expected);
    expect(parsePersistedSession(raw) !== null).toBe(expected);
  });

  it('agrees with parsePersistedSession on any stored shape', () => {
    const text = fc.oneof(fc.constant(''), fc.string(), fc.integer(), fc.constant(null));
    const user = fc.oneof(
      fc.record({ id: text, email: text }, { requiredKeys: [] }),
      fc.constant(null),
      fc.array(text),
    );
    const session = fc.record({ refresh_token: text, user }, { requiredKeys: [] });
    const raw = fc.oneof(
      session.map((value) => JSON.stringify(value)),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(fc.property(raw, (value) => prePaintSeesSession(value) === (parsePersistedSession(value) !== null)));
  });

  it('treats storage that cannot be read as no session, as peekSession does', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(MEMBER));
    document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => runInlineScript(GUEST_PRE_PAINT_SCRIPT)).not.toThrow();
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  });
});
