// /og/<slug>.png: each page's link-preview card, rendered once at build time from its CMS title
// (and per request in the draft preview, which has no static paths).
import { stegaClean } from '@sanity/client/stega';
import type { APIRoute, GetStaticPaths } from 'astro';

import { landingRoute } from '../../../studio/landing';
import { renderOgCard } from '../../components/seo/og-card';
import { LANDING_OG_PREFIX, SITE_PAGES } from '../../components/seo/pages';
import { getLandingPage, getLandingPages, getPageSeo, getSiteSettings } from '../../lib/content';

export const getStaticPaths = (async () => [
  ...SITE_PAGES.map((page) => ({ params: { slug: page.ogSlug } })),
  ...(await getLandingPages()).map((page) => ({ params: { slug: `${LANDING_OG_PREFIX}${page.slug}` } })),
]) satisfies GetStaticPaths;

/** The title a card shows: a fixed page's from its page document, a landing page's from its own. */
async function cardTitle(slug: string): Promise<{ route: string; title: string } | null> {
  const page = SITE_PAGES.find((p) => p.ogSlug === slug);
  if (page) return { route: page.route, title: (await getPageSeo(page.route)).title };
  if (!slug.startsWith(LANDING_OG_PREFIX)) return null;
  const landing = await getLandingPage(slug.slice(LANDING_OG_PREFIX.length));
  return landing ? { route: landingRoute(landing.slug), title: landing.title } : null;
}

export const GET: APIRoute = async ({ params }) => {
  const card = await cardTitle(params.slug ?? '');
  if (!card) return new Response(null, { status: 404 });
  // stegaClean: in the preview the titles carry edit information, which a picture cannot use.
  const [settings, home] = stegaClean(await Promise.all([getSiteSettings(), getPageSeo('/')]));
  const title = stegaClean(card.title);
  // The home card shows the company under its slogan; every other card carries the slogan.
  const tagline = card.route === '/' ? settings.business.companyName : home.title;
  const png = renderOgCard({ brandName: settings.brandName, title, tagline });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
