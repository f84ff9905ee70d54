// Build-time only: the breadcrumb trail of a page for its JSON-LD, each page named as the site
// names it: the home page by the brand; another page by its own heading where its page document
// has one (the short pages: FAQ, install guide, forms), else by its label in the menu, else by its
// title. A landing page stands right under the home page, named by its own title.
import { isLandingRoute } from '../../../studio/landing';
import { getPageSeo } from '../../lib/content';
import { type MenuCopy, navigationOf } from '../header/navigation';
import { breadcrumbRoutes, canonicalUrl } from './pages';
import type { Crumb } from './structured-data';

export async function breadcrumbTrail(
  route: string,
  site: URL,
  brandName: string,
  menu: MenuCopy,
  title: string,
): Promise<Crumb[]> {
  if (isLandingRoute(route)) {
    return [
      { name: brandName, url: canonicalUrl('/', site) },
      { name: title, url: canonicalUrl(route, site) },
    ];
  }
  const nav = navigationOf(menu);
  const menuLabels = new Map([...nav.main, ...nav.inquiryMobile, nav.account].map((link) => [link.href, link.label]));
  return Promise.all(
    breadcrumbRoutes(route).map(async (path) => {
      if (path === '/') return { name: brandName, url: canonicalUrl(path, site) };
      const seo = await getPageSeo(path);
      return { name: seo.heading ?? menuLabels.get(path) ?? seo.title, url: canonicalUrl(path, site) };
    }),
  );
}
