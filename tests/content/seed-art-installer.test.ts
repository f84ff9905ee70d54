// The install guide's pictures show the installer the download page describes: a picture that
// names another file or another size than the page beside it makes a careful shop owner doubt
// the file they just downloaded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { formatMegabytes } from '../../src/lib/format';
import { artSources, SEED_ART_DIR } from '../../tools/seed-art/render';
import { readPublishedSeedDocs } from '../support/seed-docs';

const page = readPublishedSeedDocs().find((doc) => doc._type === 'downloadPage');
const installer = page?.installer as { fileName: string; sizeBytes: number } | undefined;

/** The words an SVG draws, one entry per <text>. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]?.trim() ?? '').filter(Boolean);

const guideArt = artSources()
  .filter((name) => name.startsWith('guide-'))
  .map((name) => ({ name, texts: textsOf(readFileSync(join(SEED_ART_DIR, name), 'utf8')) }));

describe('the install guide art', () => {
  it('is there, with the installer the seed download page describes', () => {
    expect(guideArt.length).toBeGreaterThanOrEqual(4);
    expect(installer?.fileName).toMatch(/\.exe$/);
  });

  it.each(guideArt)('$name names only the installer file the page offers', ({ texts }) => {
    const files = texts.flatMap((text) => text.match(/[\w-]+\.exe/g) ?? []);
    expect(files.filter((file) => file !== installer?.fileName)).toEqual([]);
  });

  it.each(guideArt)('$name shows a size only as the page prints it', ({ texts }) => {
    const sizes = texts.flatMap((text) => text.match(/\d+(?:\.\d+)?\s?MB/g) ?? []);
    expect(sizes.filter((size) => size !== formatMegabytes(installer?.sizeBytes ?? 0))).toEqual([]);
  });

  it('shows the size on the downloaded-file picture', () => {
    const download = guideArt.find(({ name }) => name === 'guide-download.svg');
    expect(download?.texts.join(' ')).toContain(formatMegabytes(installer?.sizeBytes ?? 0));
  });
});
