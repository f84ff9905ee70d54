// GET /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=/…: the first
// address the Studio's Presentation tool opens. A secret the dataset holds (and younger than
// an hour) earns the browser a session cookie and a redirect to the page; anything else 401.
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { APIRoute } from 'astro';

import { issueSession, sessionCookie } from './handshake.ts';
import { refusal } from './refusal.ts';
import { previewSecretClient, previewSessionKey } from './session.ts';

export const prerender = false;

export const GET: APIRoute = async ({ request, url }) => {
  const { isValid, redirectTo } = await validatePreviewUrl(previewSecretClient(), request.url);
  if (!isValid) return refusal();
  // Behind a host's TLS proxy the request reaches Node over http; the proxy says how it came in.
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const session = issueSession(previewSessionKey(), Math.floor(Date.now() / 1000));
  return new Response(null, {
    status: 307,
    headers: {
      location: redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/',
      'set-cookie': sessionCookie(session, secure),
      'cache-control': 'no-store',
    },
  });
};
