// Build tooling: the seed's illustrations are drawn as SVG in studio/seed/art/ and shipped as
// raster files. A phone lays out every SVG image on the main thread (its Korean <text> most of
// all), while a raster file decodes off it (docs/architecture.md#performance-budgets).
// Marketing's own uploads are raster files too, so the seed looks like real content.
//
// Each SVG's width and height are its 1× size (the most CSS pixels the layout gives it); it is
// drawn from the vector at 1×, 2× and 3× in AVIF and WebP, so a 3× phone gets as sharp a file as
// a desktop does (src/lib/content/seed-renditions.ts names the files).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

import { imageDimensions } from '../../src/lib/content/image-dimensions.ts';
import {
  SEED_DENSITIES,
  SEED_FORMATS,
  SEED_ORIGINAL_DENSITY,
  type SeedFormat,
  seedRenditions,
} from '../../src/lib/content/seed-renditions.ts';
import { pretendardFontFiles } from '../../src/lib/fonts/pretendard-static.ts';

/** The SVG sources; each `<name>.svg` here becomes `<name>.webp` and its renditions in studio/seed/images/. */
export const SEED_ART_DIR = fileURLToPath(new URL('../../studio/seed/art/', import.meta.url));
/** Which source each committed set of files was rendered from (name → fingerprint), kept beside the art. */
export const SEED_ART_MANIFEST = 'rendered.json';

// Part of every fingerprint: changing how art is rendered marks every file stale. WebP lossless:
// flat illustrations come out smaller than at lossy quality 80 and keep their small Korean labels
// sharp. AVIF at quality 60 keeps those labels clean at 1× and is a third to a half smaller.
const RENDER_SETTINGS = {
  fonts: [400, 600, 700, 800],
  densities: SEED_DENSITIES,
  webp: { lossless: true, quality: 100, effort: 6 },
  avif: { quality: 60, effort: 4 },
} as const;

/** A fingerprint of one source SVG together with the render settings. */
export function artFingerprint(svg: Buffer): string {
  return createHash('sha256').update(JSON.stringify(RENDER_SETTINGS)).update(svg).digest('hex').slice(0, 16);
}

/** The WebP file name a source SVG is shipped as: the original the seed dataset points at. */
export function artOutputName(svgName: string): string {
  return svgName.replace(/\.svg$/, '.webp');
}

/** Every file one SVG is shipped as, with its width and format. */
export function artOutputs(svgName: string, svg: Buffer): Array<{ file: string; width: number; format: SeedFormat }> {
  const { width } = imageDimensions(svgName, svg);
  const original = artOutputName(svgName);
  return SEED_FORMATS.flatMap((format) =>
    seedRenditions(original, width * SEED_ORIGINAL_DENSITY, format).map((r) => ({ ...r, format })),
  );
}

/** Draws one SVG at a width (its proportions kept), with Pretendard as the only font, to PNG. */
function drawArt(svg: Buffer, width: number): Buffer {
  return Buffer.from(
    new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: {
        fontFiles: pretendardFontFiles(RENDER_SETTINGS.fonts),
        loadSystemFonts: false,
        defaultFontFamily: 'Pretendard',
      },
    })
      .render()
      .asPng(),
  );
}

/**
 * The AVIF effort an SVG asks for on its root (`data-avif-effort`), else the default. The picture
 * a phone's first screen waits for asks for more: a smaller file at the same quality, for a
 * slower render here (docs/architecture.md#performance-budgets).
 */
export function avifEffort(svg: Buffer): number {
  const asked = /<svg\b[^>]*\sdata-avif-effort="(\d)"/.exec(svg.toString('utf8'))?.[1];
  return asked === undefined ? RENDER_SETTINGS.avif.effort : Number(asked);
}

/** One SVG drawn at a width and encoded in a format. */
export async function renderSeedArt(svg: Buffer, width: number, format: SeedFormat): Promise<Buffer> {
  const png = sharp(drawArt(svg, width));
  return format === 'avif'
    ? png.avif({ ...RENDER_SETTINGS.avif, effort: avifEffort(svg) }).toBuffer()
    : png.webp(RENDER_SETTINGS.webp).toBuffer();
}

/** The fingerprints recorded when the files were last rendered (empty before the first run). */
function recordedFingerprints(artDir = SEED_ART_DIR): Record<string, string> {
  const file = join(artDir, SEED_ART_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The source SVGs' file names, sorted. */
export function artSources(artDir = SEED_ART_DIR): string[] {
  return readdirSync(artDir)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}

/** Source SVGs with a file missing or rendered from another version of the art. */
export function staleArt(artDir: string, imageDir: string): string[] {
  const recorded = recordedFingerprints(artDir);
  return artSources(artDir).filter((name) => {
    const svg = readFileSync(join(artDir, name));
    return (
      recorded[name] !== artFingerprint(svg) ||
      artOutputs(name, svg).some(({ file }) => !existsSync(join(imageDir, file)))
    );
  });
}
