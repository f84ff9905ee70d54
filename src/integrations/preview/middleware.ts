// Runs on every request the preview server renders (registered by ./integration.ts only in the
// preview build): nothing but the handshake's enable route answers without a session
// (./handshake.ts); stega leaves attributes, <head> and scripts; the preview's headers go on.
import { defineMiddleware } from 'astro:middleware';

import { contentSource, studioUrl } from '../../lib/content/source';
import { SUPABASE_URL } from '../../lib/supabase/config';
import { sanityApiOriginOf } from '../security-headers/csp';
import { cleanStegaOutsideText } from './clean-html';
import { ENABLE_PATH, hasSession } from './handshake';
import { previewHeaders } from './headers';
import { refusal } from './refusal';
import { previewSessionKey } from './session';

const source = contentSource();
/** The popup's refresh in the preview asks the same Sanity project the preview reads. */
const sanityApiOrigin = source.kind === 'sanity' ? sanityApiOriginOf(source.projectId) : undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  const admitted =
    context.url.pathname === ENABLE_PATH ||
    hasSession(context.request.headers.get('cookie'), previewSessionKey(), Math.floor(Date.now() / 1000));
  const response = admitted ? await next() : refusal();
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const html = isHtml ? cleanStegaOutsideText(await response.text()) : undefined;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(
    previewHeaders({ studioUrl: studioUrl(), supabaseOrigin: new URL(SUPABASE_URL).origin, sanityApiOrigin, html }),
  )) {
    headers.set(name, value);
  }
  return new Response(html ?? response.body, { status: response.status, statusText: response.statusText, headers });
});
