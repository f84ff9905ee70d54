// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { SECOND_PAGE_BYTES } from './budgets.ts';
import { NEAR_SCREENS, type PageVisit, secondPageFailures, totalBytes } from './second-page.ts';

const first: PageVisit = {
  path: '/',
  fetched: [
    { url: 'http://h/', type: 'Document', bytes: 13_000 },
    { url: 'http://h/_astro/pretendard-site.ed909a3d.woff2', type: 'Other', bytes: 111_000 },
  ],
};
const second = (...extra: PageVisit['fetched']): PageVisit => ({
  path: '/down',
  fetched: [
    { url: 'http://h/down', type: 'Document', bytes: 13_000 },
    { url: 'http://h/seed-images/down-hero-mb-1440.avif', type: 'Image', bytes: 18_000, screensDown: 0.4 },
    { url: 'http://h/_astro/pretendard-site.ed909a3d.woff2', type: 'Font', bytes: 0 },
    ...extra,
  ],
});

describe('secondPageFailures', () => {
  it('passes a second page of its document and first-screen picture, the font from the cache', () => {
    expect(totalBytes(second())).toBe(31_000);
    expect(secondPageFailures(first, second())).toEqual([]);
  });

  it('fails a second page over its bytes', () => {
    const heavy = second({ url: 'http://h/_astro/x.js', type: 'Script', bytes: SECOND_PAGE_BYTES });
    expect(secondPageFailures(first, heavy)).toEqual([expect.stringMatching(/^\/ → \/down: \d+\.\d KB > 60\.0 KB$/)]);
  });

  it('fails a second file of a font face the first page already fetched', () => {
    const slice = second({ url: 'http://h/_astro/pretendard-site.c1fae71a.woff2', type: 'Font', bytes: 2_000 });
    expect(secondPageFailures(first, slice)).toEqual([
      expect.stringContaining('a second file of the font pretendard-site'),
    ]);
  });

  it('fails a picture fetched far below the fold before any scroll, and not one near it', () => {
    const card = { url: 'http://h/seed-images/choice-pc-560.avif', type: 'Image', bytes: 5_000 };
    expect(secondPageFailures(first, second({ ...card, screensDown: NEAR_SCREENS - 0.1 }))).toEqual([]);
    expect(secondPageFailures(first, second({ ...card, screensDown: 2.61 }))).toEqual([
      '/down: http://h/seed-images/choice-pc-560.avif fetched 2.61 screens down, before any scroll',
    ]);
  });
});
