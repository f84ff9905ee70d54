// The heading each route must show, read through the same content getters the build used: a
// marketing page's own document, or the route's page document (pageSeo-<page>).
import {
  getDownloadPage,
  getHomePage,
  getIndustryPage,
  getLandingPage,
  getPageSeo,
  getPrivacyPolicy,
  getTalkPage,
} from '../../src/lib/content';
import { isLandingRoute, LANDING_PREFIX } from '../../studio/landing';
import { ROUTES } from '../../tools/routes';

/** Routes whose <h1> is CMS copy, and where in the content it lives. */
const CMS_HEADINGS: Record<string, () => Promise<string | undefined>> = {
  '/': async () => (await getHomePage()).hero.slides[0]?.heading,
  '/industry': async () => (await getIndustryPage()).hero.intro.heading,
  '/down': async () => (await getDownloadPage()).hero.intro.heading,
  '/talk': async () => (await getTalkPage()).banner.intro.heading,
  '/privacy': async () => (await getPrivacyPolicy()).title,
};

export async function expectedHeading(path: string): Promise<string | null> {
  const fromCms = CMS_HEADINGS[path];
  if (fromCms) return (await fromCms()) ?? null;
  // A landing page's heading is its first section's, the hero every landing page opens with.
  if (isLandingRoute(path)) {
    const page = await getLandingPage(path.slice(LANDING_PREFIX.length));
    const hero = page?.sections[0];
    return hero?._type === 'landingHero' ? hero.intro.heading : null;
  }
  if (!ROUTES.some((route) => route.path === path)) return null;
  return (await getPageSeo(path)).heading ?? null;
}
