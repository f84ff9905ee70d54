// The seed's illustrations are SVG art rendered by `npm run seed:art` at 1×, 2× and 3× in AVIF and
// WebP; these checks keep the committed files in step with the art and prove the renderer draws
// Korean text.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { imageDimensions } from '../../src/lib/content/image-dimensions';
import { SEED_IMAGE_DIR } from '../../src/lib/content/source';
import {
  artFingerprint,
  artOutputs,
  artSources,
  avifEffort,
  renderSeedArt,
  SEED_ART_DIR,
  SEED_ART_MANIFEST,
  staleArt,
} from '../../tools/seed-art/render';

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

  it('has every file rendered from the current version of every SVG (npm run seed:art)', () => {
    expect(artFiles.length).toBeGreaterThan(100);
    expect(staleArt(SEED_ART_DIR, SEED_IMAGE_DIR)).toEqual([]);
  });

  it.each(artFiles.map((name) => [name]))('ships %s at 1×, 2× and 3× its size in AVIF and WebP', async (name) => {
    const svg = readFileSync(join(SEED_ART_DIR, name));
    const art = imageDimensions(name, svg);
    const outputs = artOutputs(name, svg);
    expect(outputs.map((o) => `${o.format} ${o.width / art.width}×`).sort()).toEqual([
      'avif 1×',
      'avif 2×',
      'avif 3×',
      'webp 1×',
      'webp 2×',
      'webp 3×',
    ]);
    for (const { file, width, format } of outputs) {
      const meta = await sharp(join(SEED_IMAGE_DIR, file)).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height], file).toEqual([
        format,
        width,
        Math.round((art.height * width) / art.width),
      ]);
    }
  });

  it('keeps nothing in studio/seed/images/ that no art renders: no SVG either, a phone lays its text out', () => {
    const rendered = new Set(
      artFiles.flatMap((name) => artOutputs(name, readFileSync(join(SEED_ART_DIR, name))).map((o) => o.file)),
    );
    const orphans = readdirSync(SEED_IMAGE_DIR).filter((file) => !rendered.has(file));
    expect(orphans).toEqual([]);
  });

  it('notices art edited after rendering and a file that is missing', () => {
    const art = join(scratch, 'art');
    const images = join(scratch, 'images');
    mkdirSync(art);
    mkdirSync(images);
    const names = ['cert-1.svg', 'cert-2.svg', 'cert-3.svg'];
    for (const name of names) copyFileSync(join(SEED_ART_DIR, name), join(art, name));
    const fingerprints = Object.fromEntries(names.map((name) => [name, artFingerprint(readFileSync(join(art, name)))]));
    writeFileSync(join(art, SEED_ART_MANIFEST), JSON.stringify(fingerprints));
    for (const name of names)
      for (const { file } of artOutputs(name, readFileSync(join(art, name))))
        copyFileSync(join(SEED_IMAGE_DIR, file), join(images, file));
    expect(staleArt(art, images)).toEqual([]);
    rmSync(join(images, 'cert-3-160.avif'));
    expect(staleArt(art, images)).toEqual(['cert-3.svg']);
    writeFileSync(
      join(art, 'cert-1.svg'),
      readFileSync(join(art, 'cert-1.svg'), 'utf8').replace('품질인증', '품질보증'),
    );
    expect(staleArt(art, images)).toEqual(['cert-1.svg', 'cert-3.svg']);
  });

  it('renders Korean text with Pretendard, at the SVG size, whatever fonts the machine has', async () => {
    const label = (text: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="321" height="99"><text x="8" y="72" font-family="'Pretendard Variable', Pretendard, sans-serif" font-size="64" font-weight="800" fill="#111">${text}</text></svg>`,
      );
    const drawn = await renderSeedArt(label('영수증'), 321, 'webp');
    expect(imageDimensions('label.webp', drawn)).toEqual({ width: 321, height: 99 });
    expect(await inkOf(drawn)).toBeGreaterThan(1500);
    expect(await inkOf(await renderSeedArt(label(''), 321, 'webp'))).toBe(0); // proves the ink count can fail
    // From the vector at twice the width, not scaled up from the 1× pixels: four times the ink.
    expect(await inkOf(await renderSeedArt(label('영수증'), 642, 'avif'))).toBeGreaterThan(4 * 1500);
  });

  it('encodes harder only the art that asks for it: the phone hero the home page waits for', async () => {
    const art = (attributes: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" ${attributes} width="240" height="160"><rect width="240" height="160" fill="#e8f0ff"/><circle cx="120" cy="80" r="50" fill="#1a56db"/><text x="20" y="150" font-size="18" fill="#111">가입비 0원</text></svg>`,
      );
    expect(avifEffort(art(''))).toBe(4);
    expect(avifEffort(art('data-avif-effort="6"'))).toBe(6);
    expect(avifEffort(readFileSync(join(SEED_ART_DIR, 'hero-1-mb.svg')))).toBe(6);
    const [usual, harder] = await Promise.all([
      renderSeedArt(art(''), 240, 'avif'),
      renderSeedArt(art('data-avif-effort="6"'), 240, 'avif'),
    ]);
    expect(harder.length).toBeLessThan(usual.length);
  });
});
