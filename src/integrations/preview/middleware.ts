// Runs on every page the preview server renders (registered by ./integration.ts only in the
// preview build): stega leaves attributes, <head> and scripts, and the preview's headers go on.
import { defineMiddleware } from 'astro:middleware';

import { studioUrl } from '../../lib/content/source';
import { SUPABASE_URL } from '../../lib/supabase/config';
import { cleanStegaOutsideText } from './clean-html';
import { previewHeaders } from './headers';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const html = isHtml ? cleanStegaOutsideText(await response.text()) : undefined;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(
    previewHeaders({ studioUrl: studioUrl(), supabaseOrigin: new URL(SUPABASE_URL).origin, html }),
  )) {
    headers.set(name, value);
  }
  return new Response(html ?? response.body, { status: response.status, statusText: response.statusText, headers });
});
