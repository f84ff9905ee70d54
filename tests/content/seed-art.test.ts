// The seed's illustrations are SVG art rendered to WebP by `npm run seed:art`; these checks keep
// the committed WebP files in step with the art and prove the renderer draws Korean text.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { artFingerprint, artOutputName, artSources, renderSeedArt, SEED_ART_DIR, SEED_ART_MANIFEST, staleArt } from '../../tools/seed-art/render';
import { imageDimensions } from '../../src/lib/content/seed';
import { SEED_IMAGE_DIR } from '../../src/lib/content/source';

const artFiles = artSources();

/** Pixels darker than mid-grey and mostly opaque: 0 means nothing was drawn. */
async function inkOf(webp: Buffer): Promise<number> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 200) ink += 1;
  return ink;
}

describe('the seed art', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'seed-art-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has a WebP rendered from the current version of every SVG (npm run seed:art)', () => {
    expect(artFiles.length).toBeGreaterThan(100);
    expect(staleArt(SEED_ART_DIR, SEED_IMAGE_DIR)).toEqual([]);
  });

  it.each(artFiles.map((name) => [name]))('ships %s as a WebP of the same size', (name) => {
    const art = imageDimensions(name, readFileSync(join(SEED_ART_DIR, name)));
    const output = artOutputName(name);
    expect(imageDimensions(output, readFileSync(join(SEED_IMAGE_DIR, output)))).toEqual(art);
  });

  it('notices art edited after rendering and a WebP that is missing', () => {
    const art = join(scratch, 'art');
    const images = join(scratch, 'images');
    mkdirSync(art);
    mkdirSync(images);
    for (const name of ['cert-1.svg', 'cert-2.svg', 'cert-3.svg']) copyFileSync(join(SEED_ART_DIR, name), join(art, name));
    const fingerprints = Object.fromEntries(['cert-1.svg', 'cert-2.svg', 'cert-3.svg'].map((name) => [name, artFingerprint(readFileSync(join(art, name)))]));
    writeFileSync(join(art, SEED_ART_MANIFEST), JSON.stringify(fingerprints));
    for (const name of ['cert-1.webp', 'cert-2.webp']) copyFileSync(join(SEED_IMAGE_DIR, name), join(images, name));
    expect(staleArt(art, images)).toEqual(['cert-3.svg']);
    writeFileSync(join(art, 'cert-1.svg'), readFileSync(join(art, 'cert-1.svg'), 'utf8').replace('품질인증', '품질보증'));
    expect(staleArt(art, images)).toEqual(['cert-1.svg', 'cert-3.svg']);
  });

  it('renders Korean text with Pretendard, at the SVG size, whatever fonts the machine has', async () => {
    const label = (text: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="321" height="99"><text x="8" y="72" font-family="'Pretendard Variable', Pretendard, sans-serif" font-size="64" font-weight="800" fill="#111">${text}</text></svg>`);
    const drawn = await renderSeedArt(label('영수증'));
    expect(imageDimensions('label.webp', drawn)).toEqual({ width: 321, height: 99 });
    expect(await inkOf(drawn)).toBeGreaterThan(1500);
    expect(await inkOf(await renderSeedArt(label('')))).toBe(0); // proves the ink count can fail
  });

  it('keeps only animated drawings as SVG in studio/seed/images/ (a still one belongs in art/)', () => {
    const svgs = readdirSync(SEED_IMAGE_DIR).filter((name) => name.endsWith('.svg'));
    const still = svgs.filter((name) => !/<animate|@keyframes/.test(readFileSync(join(SEED_IMAGE_DIR, name), 'utf8')));
    expect(svgs.length).toBeGreaterThan(0);
    expect(still).toEqual([]);
  });
});
