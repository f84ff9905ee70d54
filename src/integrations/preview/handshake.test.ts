// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { hasSession, issueSession, SESSION_COOKIE, SESSION_SECONDS, sessionCookie, sessionKey } from './handshake';

const NOW = 1_800_000_000;
const key = sessionKey('viewer-token');
const cookie = (value: string) => `ischeck=1; ${SESSION_COOKIE}=${value}`;

describe('the preview session', () => {
  it('admits a browser holding a session this host signed, until it expires', () => {
    const session = issueSession(key, NOW);
    expect(hasSession(cookie(session), key, NOW)).toBe(true);
    expect(hasSession(cookie(session), key, NOW + SESSION_SECONDS - 1)).toBe(true);
    expect(hasSession(cookie(session), key, NOW + SESSION_SECONDS)).toBe(false);
  });

  it.each([
    ['no cookie', null],
    ['another cookie', 'ischeck=1'],
    ['a made-up session', cookie(`${NOW + 3600}.forged`)],
    [
      'a session with its expiry moved',
      cookie(issueSession(key, NOW).replace(/^\d+/, String(NOW + 10 * SESSION_SECONDS))),
    ],
    ['a session another token signed', cookie(issueSession(sessionKey('another-token'), NOW))],
  ])('refuses %s', (_case, header) => {
    expect(hasSession(header, key, NOW)).toBe(false);
  });

  it('derives the same key from the same token on every instance, and a fresh one without a token', () => {
    expect(sessionKey('viewer-token').equals(key)).toBe(true);
    expect(sessionKey(undefined).equals(sessionKey(undefined))).toBe(false);
  });

  it('is an HttpOnly cookie, third-party-frame ready over https and Lax on plain http', () => {
    expect(sessionCookie('v', true)).toBe(
      `${SESSION_COOKIE}=v; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`,
    );
    expect(sessionCookie('v', false)).toMatch(/; HttpOnly; SameSite=Lax$/);
  });
});
