// /og/<slug>.png: each page's link-preview card, rendered once at build time from its CMS title
// (and per request in the draft preview, which has no static paths).
import { stegaClean } from '@sanity/client/stega';
import type { APIRoute, GetStaticPaths } from 'astro';

import { renderOgCard } from '../../components/seo/og-card';
import { SITE_PAGES } from '../../components/seo/pages';
import { getPageSeo, getSiteSettings } from '../../lib/content';

export const getStaticPaths = (() =>
  SITE_PAGES.map((page) => ({ params: { slug: page.ogSlug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const page = SITE_PAGES.find((p) => p.ogSlug === params.slug);
  if (!page) return new Response(null, { status: 404 });
  // stegaClean: in the preview the titles carry edit information, which a picture cannot use.
  const [settings, seo, home] = stegaClean(
    await Promise.all([getSiteSettings(), getPageSeo(page.route), getPageSeo('/')]),
  );
  // The home card shows the company under its slogan; every other card carries the slogan.
  const tagline = page.route === '/' ? settings.business.companyName : home.title;
  const png = renderOgCard({ brandName: settings.brandName, title: seo.title, tagline });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
