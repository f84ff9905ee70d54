// The thin pages (layouts/ColumnPage.astro): the page title starts at the same left edge as the
// content under it, at every width. /faq, /counsel/business and /user/write had their title at
// the container's edge (120 px at 1440) and their content in a centred column (400 px).

import { describe, expect, it } from '../support/browser-test';

const PATHS = [
  '/faq',
  '/counsel/business',
  '/user/write',
  '/user/inquiry',
  '/user/loading',
  '/login',
  '/does-not-exist',
];
const WIDTHS = [375, 1024, 1440, 1920];

describe.each(WIDTHS)('at %i px', (width) => {
  it.for(PATHS)('%s: the title and the first thing under it share a left edge', async (path, { openSite }) => {
    const { page } = await openSite(path, { width });
    // A guest on a /user page gets the login dialog; the page under it is what is measured.
    const edges = await page.evaluate(() => {
      const title = document.querySelector('h1')!.getBoundingClientRect().left;
      const body = document.querySelector('.page-body [data-column]');
      const first =
        body &&
        [...body.querySelectorAll('*')].find((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0);
      return { title, content: first ? first.getBoundingClientRect().left : null };
    });
    expect(edges.content).not.toBeNull();
    expect(Math.abs(edges.title - edges.content!)).toBeLessThanOrEqual(1);
  });
});
