// Runs on every page Astro renders for the public site (the static build's pages and the dev
// server's; never the draft preview's, whose stega it would split: astro.config.mjs): the Korean
// line-break rule over the page's text (./join-html.ts).
import { defineMiddleware } from 'astro:middleware';

import { joinKoreanRunsInHtml } from './join-html';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const html = joinKoreanRunsInHtml(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
