// Build tooling: the seed's illustrations are drawn as SVG in studio/seed/art/ and shipped as WebP.
// A phone lays out every SVG image on the main thread (its Korean <text> most of all), while a
// WebP decodes off it (docs/architecture.md#performance-budgets).
// Marketing's own uploads are raster files too, so the seed now looks like real content.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { pretendardFontFiles } from '../../src/lib/fonts/pretendard-static.ts';

/** The SVG sources; each `<name>.svg` here becomes `<name>.webp` in studio/seed/images/. */
export const SEED_ART_DIR = fileURLToPath(new URL('../../studio/seed/art/', import.meta.url));
/** Which source each committed WebP was rendered from (name → fingerprint), kept beside the art. */
export const SEED_ART_MANIFEST = 'rendered.json';

// Part of every fingerprint: changing how art is rendered marks every WebP stale. Lossless: flat
// illustrations come out smaller than at lossy quality 82 and keep their small Korean labels
// sharp.
const RENDER_SETTINGS = { fonts: [400, 600, 700, 800], lossless: true, quality: 100, effort: 6 } as const;

/** A fingerprint of one source SVG together with the render settings. */
export function artFingerprint(svg: Buffer): string {
  return createHash('sha256').update(JSON.stringify(RENDER_SETTINGS)).update(svg).digest('hex').slice(0, 16);
}

/** The WebP file name a source SVG is shipped as. */
export function artOutputName(svgName: string): string {
  return svgName.replace(/\.svg$/, '.webp');
}

/** Renders one SVG at its own width and height, with Pretendard as the only font, to WebP. */
export async function renderSeedArt(svg: Buffer): Promise<Buffer> {
  const png = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: pretendardFontFiles(RENDER_SETTINGS.fonts), loadSystemFonts: false, defaultFontFamily: 'Pretendard' },
  })
    .render()
    .asPng();
  const { lossless, quality, effort } = RENDER_SETTINGS;
  return sharp(png).webp({ lossless, quality, effort }).toBuffer();
}

/** The fingerprints recorded when the WebP files were last rendered (empty before the first run). */
export function recordedFingerprints(artDir = SEED_ART_DIR): Record<string, string> {
  const file = join(artDir, SEED_ART_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The source SVGs' file names, sorted. */
export function artSources(artDir = SEED_ART_DIR): string[] {
  return readdirSync(artDir)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}

/** Source SVGs whose WebP is missing or was rendered from another version of the art. */
export function staleArt(artDir: string, imageDir: string): string[] {
  const recorded = recordedFingerprints(artDir);
  return artSources(artDir).filter(
    (name) => recorded[name] !== artFingerprint(readFileSync(join(artDir, name))) || !existsSync(join(imageDir, artOutputName(name))),
  );
}
