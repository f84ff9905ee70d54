// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { faqListQuery, homePageQuery, sharedSectionsQuery } from '../../lib/content/queries';
import { pageSources, typesSelectedBy } from './page-sources';
import { SITE_PAGES } from './pages';

describe('what a page is built from (its sitemap lastmod)', () => {
  it('reads the types a query selects from its text', () => {
    expect(typesSelectedBy(faqListQuery)).toEqual(['faq']);
    expect(typesSelectedBy(sharedSectionsQuery)).toEqual(['sharedSections', 'certification']);
    expect(typesSelectedBy(homePageQuery)).toContain('testimonial');
  });

  it('names every indexable page, so a new one cannot be left out of it', () => {
    for (const page of SITE_PAGES.filter((p) => p.indexable)) expect(() => pageSources(page.route)).not.toThrow();
  });

  it("counts the page's own documents and what every page prints, never another page's", () => {
    const faq = pageSources('/faq');
    expect(faq.ids).toEqual(['pageSeo-faq']);
    expect(faq.types).toEqual(['faq', 'siteCopy', 'siteSettings']);
    expect(pageSources('/').types).toEqual(expect.arrayContaining(['homePage', 'sharedSections', 'certification']));
    expect(pageSources('/').types).not.toContain('faq');
  });

  it('counts a page document only by its own id, and leaves the first-visit popup out', () => {
    for (const page of SITE_PAGES.filter((p) => p.indexable)) {
      expect(pageSources(page.route).types, page.route).not.toContain('pageSeo');
      expect(pageSources(page.route).types, page.route).not.toContain('firstVisitPopup');
    }
  });
});
