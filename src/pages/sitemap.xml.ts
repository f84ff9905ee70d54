// /sitemap.xml: the public pages, with absolute URLs from `site` (PUBLIC_SITE_URL).
import type { APIRoute } from 'astro';

import { canonicalUrl, SITE_PAGES } from '../components/seo/pages';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const urls = SITE_PAGES.filter((page) => page.indexable)
    .map((page) => `  <url><loc>${canonicalUrl(page.route, site)}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
