// A page's lastmod in the sitemap is when the newest document it is built from was published:
// read through the build's own getter over the seed, against the seed's dates read directly.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageSources } from '../../src/components/seo/page-sources';
import { SITE_PAGES } from '../../src/components/seo/pages';
import { getNewestUpdate } from '../../src/lib/content';
import { useSeedContent } from '../support/content';
import { newestPublishedUpdate, readSeedDocs, updatedAtOf, writeSeedEdited } from '../support/seed-docs';

const indexable = SITE_PAGES.filter((page) => page.indexable).map((page) => page.route);
let removeSeed: (() => void) | undefined;

beforeEach(useSeedContent);
afterEach(() => {
  vi.unstubAllEnvs();
  removeSeed?.();
});

const newestInSeed = (route: string) => newestPublishedUpdate(pageSources(route));

describe('the sitemap lastmod', () => {
  it.each(indexable)('of %s is the newest of its documents', async (route) => {
    expect(await getNewestUpdate(pageSources(route))).toBe(newestInSeed(route));
  });

  it('moves with an edit to one FAQ entry, on /faq alone', async () => {
    const lastmods = () => Promise.all(indexable.map((route) => getNewestUpdate(pageSources(route))));
    const before = await lastmods();
    const seed = writeSeedEdited('faq-03', (doc) => ({ ...doc, _updatedAt: '2026-12-01T09:30:00Z' }));
    removeSeed = seed.remove;
    vi.stubEnv('SEED_DATASET_FILE', seed.file);
    const after = await lastmods();
    expect(indexable.filter((_, i) => after[i] !== before[i])).toEqual(['/faq']);
    expect(after[indexable.indexOf('/faq')]).toBe('2026-12-01T09:30:00Z');
  });

  it('ignores a draft: the home page stays at its published date', async () => {
    const draft = readSeedDocs().find((doc) => doc._id === 'drafts.homePage');
    expect(updatedAtOf(draft) > newestInSeed('/')).toBe(true);
    expect(await getNewestUpdate(pageSources('/'))).toBe(newestInSeed('/'));
  });
});
