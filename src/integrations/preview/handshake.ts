// The preview host serves drafts only to a browser that came through the Presentation tool's
// preview-secret handshake: the Studio writes a short-lived secret into the dataset and opens
// ENABLE_PATH with it; the enable route checks it against the dataset (./secrets.ts) and hands
// the browser a session cookie, signed here. Every other request without that cookie gets 401
// and no draft text (./middleware.ts). The cookie is an expiry and its HMAC, so any instance
// of the preview host can check it and nothing is kept on the server.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The route the Studio's Presentation tool opens first (studio/presentation/tool.ts previewMode.enable). */
export const ENABLE_PATH = '/api/preview/enable';
export const SESSION_COOKIE = 'sodam-preview-session';
/** A working day: the Studio hands out a fresh secret whenever the 미리보기 tab opens the preview again. */
export const SESSION_SECONDS = 8 * 60 * 60;

/**
 * The key sessions are signed with: derived from the Viewer token, which every instance of the
 * preview host shares and nobody else has; without one (the offline seed preview), a key of
 * this process, so a restart ends the sessions.
 */
export function sessionKey(viewerToken: string | undefined): Buffer {
  return viewerToken ? createHash('sha256').update(`sodam-preview-session\0${viewerToken}`).digest() : randomBytes(32);
}

const sign = (key: Buffer, expires: number) => createHmac('sha256', key).update(String(expires)).digest('base64url');

export function issueSession(key: Buffer, nowSeconds: number): string {
  const expires = nowSeconds + SESSION_SECONDS;
  return `${expires}.${sign(key, expires)}`;
}

/** Whether a Cookie header carries a session this key signed that has not expired. */
export function hasSession(cookieHeader: string | null, key: Buffer, nowSeconds: number): boolean {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    const match = /^(\d+)\.([\w-]+)$/.exec(value);
    if (!match?.[1] || !match[2]) continue;
    const expires = Number(match[1]);
    const given = Buffer.from(match[2]);
    const expected = Buffer.from(sign(key, expires));
    if (expires > nowSeconds && given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

/**
 * Set-Cookie for a session. Over https the Studio frames the preview from another site, so the
 * cookie must be SameSite=None (hence Secure) and Partitioned, the form browsers still keep in
 * a third-party frame; on http (localhost, the tests) the Studio is same-site and Lax does.
 */
export function sessionCookie(value: string, secure: boolean): string {
  const attributes = secure ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; ${attributes}`;
}
