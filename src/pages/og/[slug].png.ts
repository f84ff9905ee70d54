// /og/<slug>.png: each page's link-preview card, rendered once at build time from its CMS title.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getPageSeo, getSiteSettings } from '../../lib/content';
import { renderOgCard } from '../../components/seo/og-card';
import { SITE_PAGES } from '../../components/seo/pages';

export const getStaticPaths = (() =>
  SITE_PAGES.map((page) => ({ params: { slug: page.ogSlug }, props: { route: page.route } }))) satisfies GetStaticPaths;

interface Props {
  route: string;
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const [settings, seo, home] = await Promise.all([getSiteSettings(), getPageSeo(props.route), getPageSeo('/')]);
  // The home card shows the company under its slogan; every other card carries the slogan.
  const tagline = props.route === '/' ? settings.business.companyName : home.title;
  const png = renderOgCard({ brandName: settings.brandName, title: seo.title, tagline });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
