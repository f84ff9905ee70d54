// The heading each route must show: fixed interface labels from ROUTES, or, where the heading is
// CMS copy, read through the same content getters the build used.
import { getDownloadPage, getHomePage, getIndustryPage, getPrivacyPolicy, getTalkPage } from '../../src/lib/content';
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
  return ROUTES.find((route) => route.path === path)?.heading ?? null;
}
