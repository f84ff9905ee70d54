// /sitemap.xml: the public pages, with absolute URLs from `site` (PUBLIC_SITE_URL), each with the
// time its newest document was published as `lastmod` (src/components/seo/page-sources.ts), then
// the landing pages editors did not switch out of search (검색 노출 안 함), each dated by its own
// document and what every page prints.
import type { APIRoute } from 'astro';

import { landingRoute } from '../../studio/landing';
import { landingPageSources, pageSources } from '../components/seo/page-sources';
import { canonicalUrl, SITE_PAGES } from '../components/seo/pages';
import { getLandingPages, getNewestUpdate } from '../lib/content';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const landing = (await getLandingPages()).filter((page) => page.noindex !== true);
  const pages = [
    ...SITE_PAGES.filter((page) => page.indexable).map((page) => ({
      route: page.route,
      sources: pageSources(page.route),
    })),
    ...landing.map((page) => ({ route: landingRoute(page.slug), sources: landingPageSources(page._id) })),
  ];
  const updated = await Promise.all(pages.map((page) => getNewestUpdate(page.sources)));
  const urls = pages
    .map((page, i) => {
      const lastmod = updated[i] ? `<lastmod>${updated[i]}</lastmod>` : '';
      return `  <url><loc>${canonicalUrl(page.route, site)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
