// The way back is instant. Every route is restored from Chromium's back/forward cache
// when a visitor goes to another page and comes back (`pageshow` with `persisted`), and what
// silently breaks that (an `unload` listener, `Cache-Control: no-store` on a page whose cookies
// changed meanwhile) is shown failing, so the test can fail; an open connection is either a
// reason to evict or closed on the way in (docs/architecture.md#the-way-back).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { backFromCache, elsewhereThan, openWatched } from '../../tools/perf/back-forward';
import { ROUTES } from '../../tools/routes';
import { startStaticServer } from '../../tools/static-server';
import { backForwardTest, describe, expect } from '../support/browser-test';
import { authButton, KIM, memberOn } from '../support/member-flows';

const it = backForwardTest;

const baseURL = inject('baseURL');
const away = (path: string) => `${baseURL}${elsewhereThan(path)}`;
/** Whether the page last shown came from the cache (pageshow's `persisted`). */
const lastShow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __way: { shows: boolean[] } }).__way.shows.at(-1));
/** Until the page on the way back has been shown (the watcher of back-forward.ts counts it). */
const shown = (page: Page) =>
  page.waitForFunction(() => {
    const seen = (window as unknown as { __way?: { shows: boolean[]; hides: number } }).__way;
    return seen !== undefined && seen.shows.length > seen.hides;
  });

describe('the way back', () => {
  it.for(ROUTES.map((r) => r.path))('restores %s from the back/forward cache', async (path, { backForwardBrowser }) => {
    const watched = await openWatched(backForwardBrowser, `${baseURL}${path}`);
    // One trip away and back (not retried): Chromium's reasons are known only once it is over.
    const kept = await backFromCache(watched, away(path));
    expect(kept, watched.reasons.join(', ')).toBe(true);
  });
});

describe('a member page on the way back', () => {
  it("restores a member's inquiries from the back/forward cache", async ({ backForwardBrowser }) => {
    const watched = await openWatched(backForwardBrowser, `${baseURL}/faq`);
    const { page } = watched;
    await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
    await page.getByText(/문의 \d+건/).waitFor();
    await page.goto(`${baseURL}/faq`, { waitUntil: 'networkidle' });
    await page.goBack({ waitUntil: 'commit' });
    await shown(page);
    // The pageshow just seen, which nothing changes now; the reasons are known only after it.
    expect(await lastShow(page), watched.reasons.join(', ')).toBe(true);
    await page.context().close();
  });

  it('shows a member who signed out on the next page no inquiries on the way back', async ({ backForwardBrowser }) => {
    const { page } = await openWatched(backForwardBrowser, `${baseURL}/faq`);
    await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
    const inquiries = page.getByText(/문의 \d+건/);
    await inquiries.waitFor();
    await page.goto(`${baseURL}/faq`, { waitUntil: 'networkidle' });
    await authButton(page).filter({ hasText: '로그아웃' }).click();
    await authButton(page).filter({ hasText: '로그인' }).waitFor();
    // supabase-js tells its other pages of the sign-out on a BroadcastChannel; Chromium drops a
    // kept page that receives a message, so this one loads again, as a guest's.
    await page.goBack({ waitUntil: 'commit' });
    await shown(page);
    await authButton(page).filter({ hasText: '로그인' }).waitFor();
    await expect.poll(() => inquiries.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('what breaks the way back', () => {
  const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
  // The site's own server sends the CSP, which lets a page connect only where the site does.
  let noPolicy: Awaited<ReturnType<typeof startStaticServer>>;
  const sockets = createServer();
  /** The connections the server holds, so that a socket dropped before leaving is told apart. */
  const held = new Set<Duplex>();
  beforeAll(async () => {
    noPolicy = await startStaticServer({ root: DIST });
    // Answers the WebSocket handshake and keeps the connection open.
    sockets.on('upgrade', (request, socket) => {
      held.add(socket);
      socket.once('close', () => held.delete(socket));
      const key = String(request.headers['sec-websocket-key']);
      const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
    });
    await new Promise<void>((resolve) => sockets.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await noPolicy.close();
    sockets.closeAllConnections();
    sockets.close();
  });

  it('an unload listener', async ({ backForwardBrowser }) => {
    const watched = await openWatched(backForwardBrowser, `${baseURL}/faq`, `addEventListener('unload', () => {});`);
    expect(await backFromCache(watched, away('/faq'))).toBe(false);
    expect(watched.reasons).not.toEqual([]);
  });

  // Chromium evicts a page with an open WebSocket, or, from version 149 (its
  // DisconnectWebSocketOnBFCache), keeps the page and closes the connection on the way in, which
  // the page hears on the way back. Which one depends on the Chromium (this machine's evicts, a
  // fresh-clone run's kept the page); in both, no connection lives on in a kept page.
  it('an open connection (a WebSocket): evicted, or kept with the connection closed', async ({
    backForwardBrowser,
  }) => {
    const address = sockets.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const open = `if (location.pathname === '/faq') window.__socket = new WebSocket('ws://127.0.0.1:${port}');`;
    const watched = await openWatched(backForwardBrowser, `${noPolicy.url}/faq`, open);
    const { page } = watched;
    const socketState = () => page.evaluate(() => (window as unknown as { __socket?: WebSocket }).__socket?.readyState);
    // Open, not still connecting, when the visitor leaves: the 'open' event rather than a moment's
    // wait, which on a busy machine could end before the handshake did.
    const state = await page.evaluate(() => {
      const socket = (window as unknown as { __socket: WebSocket }).__socket;
      if (socket.readyState !== WebSocket.CONNECTING) return socket.readyState;
      return new Promise<number>((resolve) => {
        socket.addEventListener('open', () => resolve(socket.readyState), { once: true });
        socket.addEventListener('close', () => resolve(socket.readyState), { once: true });
      });
    });
    expect(state).toBe(WebSocket.OPEN);
    expect(held.size, 'the test server holds the connection').toBe(1);
    await page.goto(`${noPolicy.url}/privacy`, { waitUntil: 'load' });
    await page.goBack({ waitUntil: 'commit' });
    await shown(page);
    if (await lastShow(page))
      await expect.poll(socketState, { message: 'kept with its socket' }).toBe(WebSocket.CLOSED);
    else expect(watched.reasons).toContain('WebSocket');
    await page.context().close();
  });
});
