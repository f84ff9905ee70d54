// @vitest-environment node
// (source.ts resolves the seed folder from import.meta.url, which only the node environment keeps as a file: URL)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { imageDimensions } from './image-dimensions';
import { loadSeedDataset } from './seed';

describe('imageDimensions', () => {
  it.each([
    [
      'width and height attributes',
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 960 720">',
      480,
      360,
    ],
    ['a px unit', '<svg width="96px" height="96px">', 96, 96],
    ['only a viewBox', '<svg viewBox="0 0 1120 720" xmlns="http://www.w3.org/2000/svg">', 1120, 720],
    ['a comma-separated viewBox', '<svg viewBox="0,0,200,64">', 200, 64],
    ['fractional sizes', '<svg width="159.6" height="160.4">', 160, 160],
  ])('reads an SVG with %s', (_case, tag, width, height) => {
    expect(imageDimensions('a.svg', Buffer.from(`${tag}<rect/></svg>`))).toEqual({ width, height });
  });

  it('reads a PNG header', () => {
    const png = Buffer.alloc(24);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageDimensions('a.png', png)).toEqual({ width: 640, height: 480 });
  });

  // Real encoder output for each of WebP's three layouts, at sizes where an off-by-one shows.
  it.each([
    ['lossy (VP8)', { lossless: false }, 3],
    ['lossy with alpha (VP8X)', { lossless: false }, 4],
    ['lossless (VP8L)', { lossless: true }, 4],
  ] as const)('reads a %s WebP header', async (_case, options, channels) => {
    const background = channels === 4 ? { r: 26, g: 86, b: 219, alpha: 0.5 } : { r: 26, g: 86, b: 219 };
    const webp = await sharp({ create: { width: 1121, height: 719, channels, background } })
      .webp(options)
      .toBuffer();
    expect(imageDimensions('a.webp', webp)).toEqual({ width: 1121, height: 719 });
  });

  it('refuses an SVG with no size, a file that is not WebP, and any other format', () => {
    expect(() => imageDimensions('a.svg', Buffer.from('<svg><rect/></svg>'))).toThrow(/no width\/height/);
    expect(() => imageDimensions('a.webp', Buffer.alloc(32))).toThrow(/not a WebP/);
    expect(() => imageDimensions('a.jpg', Buffer.alloc(24))).toThrow(/SVG, PNG or WebP/);
  });
});

describe('loadSeedDataset', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const images = join(dir, 'images');
  mkdirSync(images);
  writeFileSync(join(images, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64"></svg>');
  const file = join(dir, 'dataset.ndjson');
  writeFileSync(
    file,
    [
      {
        _id: 'companyLogo-01',
        _type: 'companyLogo',
        name: '봄날꽃집',
        logo: { _type: 'image', _sanityAsset: 'image@file://./images/logo.svg', alt: '봄날꽃집 로고' },
      },
      { _id: 'drafts.companyLogo-01', _type: 'companyLogo', name: '고치는 중' },
    ]
      .map((doc) => JSON.stringify(doc))
      .join('\n'),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves drafts out, as the published perspective does', () => {
    expect(loadSeedDataset(file, images).map((doc) => doc._id)).not.toContain('drafts.companyLogo-01');
  });

  it('turns a file image into a reference to a synthesized asset served from /seed-images/', () => {
    const docs = loadSeedDataset(file, images);
    const logo = docs.find((doc) => doc._id === 'companyLogo-01')?.logo as { asset: { _ref: string }; alt: string };
    const asset = docs.find((doc) => doc._id === logo.asset._ref);
    expect(logo.alt).toBe('봄날꽃집 로고');
    expect(logo.asset._ref).toMatch(/^image-[0-9a-f]{40}-200x64-svg$/);
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      url: '/seed-images/logo.svg',
      metadata: { dimensions: { width: 200, height: 64, aspectRatio: 200 / 64 } },
    });
  });

  it('names the unsupported asset form', () => {
    const bad = join(dir, 'bad.ndjson');
    writeFileSync(
      bad,
      JSON.stringify({ _id: 'x', _type: 'companyLogo', logo: { _sanityAsset: 'image@https://example.com/a.svg' } }),
    );
    expect(() => loadSeedDataset(bad, images)).toThrow(/Unsupported seed asset: image@https/);
  });
});
