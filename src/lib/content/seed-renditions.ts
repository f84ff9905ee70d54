// Build-time only: where the seed's pictures are served and which files stand for one of them, shared by the renderer
// (tools/seed-art/) that writes them and imageRendition (image.ts) that offers them.
//
// A seed illustration is drawn as SVG at its 1× size: the most CSS pixels the layout ever gives
// it. The renderer writes it at 1×, 2× and 3× that size in AVIF and WebP. The 3× WebP keeps the
// name the seed dataset points at (`<name>.webp`): it is the original `sanity dataset import`
// uploads, as a designer's retina export would be, and its size is the asset's size. The smaller
// renditions carry their width in their name (`<name>-<width>.avif`).

/** Where the site serves seed images from, in dev and in the build output. */
export const SEED_IMAGE_BASE = '/seed-images/';

/** The densities every seed picture is rendered at; the largest is the uploaded original. */
export const SEED_DENSITIES = [1, 2, 3] as const;
export const SEED_ORIGINAL_DENSITY = SEED_DENSITIES[SEED_DENSITIES.length - 1] as number;
export const SEED_FORMATS = ['avif', 'webp'] as const;
export type SeedFormat = (typeof SEED_FORMATS)[number];

/** One file of a seed picture: its width and the path of its file beside the original. */
interface SeedRendition {
  width: number;
  file: string;
}

/**
 * The renditions of a seed original (`…/name.webp`, `originalWidth` px wide) in one format,
 * smallest first. Widths divide exactly: the original is drawn at 3× an integer 1× width.
 */
export function seedRenditions(original: string, originalWidth: number, format: SeedFormat): SeedRendition[] {
  const base = original.replace(/\.webp$/, '');
  return SEED_DENSITIES.map((density) => {
    const width = (originalWidth * density) / SEED_ORIGINAL_DENSITY;
    if (!Number.isInteger(width))
      throw new Error(`${original}: ${originalWidth} px is not ${SEED_ORIGINAL_DENSITY}× a whole width`);
    return { width, file: density === SEED_ORIGINAL_DENSITY ? `${base}.${format}` : `${base}-${width}.${format}` };
  });
}
