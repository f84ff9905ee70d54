import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { imageDimensions } from '../../src/lib/content/image-dimensions';
import { SEED_IMAGE_DIR } from '../../src/lib/content/source';
import { SEED_ART_DIR } from '../../tools/seed-art/render';
import {
  isObject,
  readSeedDocs,
  type SeedDoc,
  seedImageFiles,
  textOf,
  updatedAtOf,
  walkArrays,
  walkObjects,
} from '../support/seed-docs';

const docs = readSeedDocs();
const byId = (id: string) => docs.find((doc) => doc._id === id);
/**
 * The 1× size each illustration is drawn at, in the proportions the Studio field descriptions
 * quote: the most CSS pixels its slot is given (tests/e2e/picture-density.test.ts holds the layout
 * to it). The SVG art carries it; the rendered original is three times as large.
 */
const SLOT_SIZES: [RegExp, string][] = [
  [/^hero-\d-pc\.webp$/, '700x450'],
  [/^hero-\d-mb\.webp$/, '720x720'],
  [/^tab-(industry|member|easy)-\d\.webp$/, '480x360'],
  [/^realtime-sales\.webp$/, '640x640'],
  [/^pay-[\w-]+\.webp$/, '96x96'],
  [/^fresh-\w+\.webp$/, '480x360'],
  [/^market-price-\d\.webp$/, '640x480'],
  [/^feature-\d\.webp$/, '120x120'],
  [/^marketing\.webp$/, '704x512'],
  [/^promo-\w+\.webp$/, '360x640'],
  [/^license-\d\.webp$/, '640x480'],
  [/^testimonial-\d\.webp$/, '96x96'],
  [/^logo-\d\d\.webp$/, '200x64'],
  [/^cert-\d\.webp$/, '160x160'],
  [/^service-center\.webp$/, '640x480'],
  [/^industry-hero-pc\.webp$/, '700x350'],
  [/^industry-hero-mb\.webp$/, '720x640'],
  [/^industry-(wholesale|lifestyle|food)\.webp$/, '640x480'],
  [/^down-hero-pc\.webp$/, '700x400'],
  [/^down-hero-mb\.webp$/, '720x720'],
  [/^choice-[\w-]+\.webp$/, '560x420'],
  [/^service-(easy|store|fast)\.webp$/, '480x360'],
  [/^talk-banner-pc\.webp$/, '700x400'],
  [/^talk-banner-mb\.webp$/, '720x900'],
  [/^talk-(toggle|flyer)-\d\.webp$/, '560x640'],
  [/^talk-easy-[\w-]+\.webp$/, '480x360'],
  [/^talk-upload-[\w-]+\.webp$/, '560x420'],
  [/^talk-adopt-[\w-]+\.webp$/, '200x200'],
  [/^talk-omni\.webp$/, '924x504'],
  [/^talk-omni-mb\.webp$/, '360x560'],
  [/^talk-feature-\w+\.webp$/, '160x160'],
  [/^talk-coupon\.webp$/, '640x480'],
  [/^guide-[\w-]+\.webp$/, '480x300'],
  [/^lp-(butcher|cafe)-pc\.webp$/, '700x350'],
  [/^lp-(butcher|cafe)-mb\.webp$/, '720x640'],
];

const ASSET_FORM = /^image@file:\/\/\.\/images\/([\w.-]+\.(svg|png|webp))$/;

/** Every `_sanityAsset` in the seed with where it sits and the image object holding it. */
function assetRefs() {
  const refs: { doc: SeedDoc; path: string; file: string; holder: Record<string, unknown>; raw: string }[] = [];
  for (const doc of docs) {
    walkObjects(doc, (object, path) => {
      if (typeof object._sanityAsset === 'string') {
        refs.push({
          doc,
          path,
          raw: object._sanityAsset,
          file: object._sanityAsset.match(ASSET_FORM)?.[1] ?? '',
          holder: object,
        });
      }
    });
  }
  return refs;
}

describe('the seed dataset is importable', () => {
  it('has unique ids, with a dot only in a draft id (Sanity hides other dotted ids from tokenless reads)', () => {
    const ids = docs.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.replace(/^drafts\./, '').includes('.'))).toEqual([]);
  });

  it('has a few drafts for the preview, each of a type the published documents use', () => {
    const drafts = docs.filter((doc) => doc._id.startsWith('drafts.'));
    expect(drafts.map((doc) => doc._id)).toEqual(['drafts.homePage', 'drafts.faq-14']);
    const types = new Set(docs.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._type));
    for (const draft of drafts) expect(types.has(draft._type), draft._id).toBe(true);
  });

  it('dates every document as the Content Lake does (`_updatedAt`, ISO 8601 in UTC): the sitemap reads it', () => {
    const undated = docs.filter((doc) => !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(updatedAtOf(doc)));
    expect(undated.map((doc) => doc._id)).toEqual([]);
    // A draft is an edit not yet published: it is newer than what it would replace.
    for (const draft of docs.filter((doc) => doc._id.startsWith('drafts.'))) {
      const published = byId(draft._id.replace(/^drafts\./, ''));
      if (published) expect(updatedAtOf(draft) > updatedAtOf(published), draft._id).toBe(true);
    }
  });

  it('gives every object in an array a _key, unique within its array', () => {
    const problems: string[] = [];
    for (const doc of docs) {
      walkArrays(doc, (array, path) => {
        const keys = array.filter(isObject).map((item) => item._key);
        if (keys.some((key) => typeof key !== 'string' || key === ''))
          problems.push(`${doc._id}.${path}: missing _key`);
        if (new Set(keys).size !== keys.length) problems.push(`${doc._id}.${path}: duplicate _key`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('points every image at a file in studio/seed/images/ in the import format', () => {
    const refs = assetRefs();
    expect(refs.length).toBeGreaterThan(100);
    const bad = refs.filter((ref) => !ref.file || !existsSync(join(SEED_IMAGE_DIR, ref.file)));
    expect(bad.map((ref) => `${ref.doc._id}.${ref.path}: ${ref.raw}`)).toEqual([]);
  });

  it('uses every illustration in studio/seed/images/ (a stray file means a misnamed reference)', () => {
    const used = new Set(assetRefs().map((ref) => ref.file));
    expect(seedImageFiles().filter((file) => !used.has(file))).toEqual([]);
  });

  it('gives every picture Korean alt text, on the image or on its per-device set', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      walkObjects(doc, (object, path) => {
        const describedByParent = /\.(mb|tablet|pc)$/.test(path);
        if (object._type === 'image' && !describedByParent && !/[가-힣]/.test(textOf(object.alt)))
          missing.push(`${doc._id}.${path}`);
        if (object._type === 'deviceImage' && !/[가-힣]/.test(textOf(object.alt))) missing.push(`${doc._id}.${path}`);
      });
    }
    expect(missing).toEqual([]);
  });

  it('resolves every reference to a document in the seed', () => {
    const dangling: string[] = [];
    for (const doc of docs) {
      walkObjects(doc, (object, path) => {
        if (typeof object._ref === 'string' && !byId(object._ref)) dangling.push(`${doc._id}.${path} → ${object._ref}`);
      });
    }
    expect(dangling).toEqual([]);
  });

  it.each(seedImageFiles().map((file) => [file]))('draws %s at the size its slot was designed for', (file) => {
    const expected = SLOT_SIZES.find(([pattern]) => pattern.test(file))?.[1];
    expect(expected, `no designed size for ${file}`).toBeDefined();
    const [width = 0, height = 0] = (expected ?? '').split('x').map(Number);
    const art = file.replace(/\.webp$/, '.svg');
    expect(imageDimensions(art, readFileSync(join(SEED_ART_DIR, art))), `the art of ${file}`).toEqual({
      width,
      height,
    });
    expect(imageDimensions(file, readFileSync(join(SEED_IMAGE_DIR, file)))).toEqual({
      width: 3 * width,
      height: 3 * height,
    });
  });
});
