// The heading each route must show: fixed interface labels from ROUTES, or, where the heading is
// CMS copy, read through the same content getters the build used.
import { getHomePage } from '../../src/lib/content';
import { ROUTES } from './routes';

export async function expectedHeading(path: string): Promise<string | null> {
  if (path === '/') return (await getHomePage()).hero.slides[0]?.heading ?? null;
  return ROUTES.find((route) => route.path === path)?.heading ?? null;
}
