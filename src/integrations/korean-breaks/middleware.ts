// Runs on every page Astro renders (the static build's pages, the dev server's and the preview's):
// the Korean line-break rule over the page's text (./join-html.ts).
import { defineMiddleware } from 'astro:middleware';

import { joinKoreanRunsInHtml } from './join-html';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const html = joinKoreanRunsInHtml(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
