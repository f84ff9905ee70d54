// What a picture puts on its <source>s and its <img>, shared by Picture.astro and its island
// twin islands/ui/Picture.tsx so both offer the same files to the same screens and load them the
// same way. Imported by islands: build-time code only as types.
import { MEDIA } from '../../styles/breakpoints';
import type { ImageRendition, PictureProps } from '../content/image';
import { FIRST_SCREEN_ELEMENT_TIMING } from '../page/first-screen';

interface PictureSource {
  /** Absent on the phone picture's AVIF source: phones fall through the media sources to it. */
  media?: string;
  /** The format, where the rendition comes in several (AVIF first, then WebP). */
  type?: 'image/avif' | 'image/webp';
  srcset: string;
  /** Each source carries its own size, so the browser reserves the box of whichever wins. */
  width: number;
  height: number;
}

/** A rendition's sources: AVIF then WebP where it has both, else its one file or srcset. */
function sourcesOf(rendition: ImageRendition, media: string | undefined, withFallback: boolean): PictureSource[] {
  const { width, height } = rendition;
  const at = media ? { media } : {};
  if (!rendition.avifSrcset)
    return withFallback ? [{ ...at, srcset: rendition.srcset ?? rendition.src, width, height }] : [];
  const avif: PictureSource = { ...at, type: 'image/avif', srcset: rendition.avifSrcset, width, height };
  return withFallback
    ? [avif, { ...at, type: 'image/webp', srcset: rendition.srcset ?? rendition.src, width, height }]
    : [avif];
}

/**
 * The PC and tablet sources, widest first since the first match wins, then the phone picture's
 * AVIF; the <img> itself carries the phone picture's WebP, which every browser can fall back to.
 */
export function pictureSources({ pc, tablet, mb }: Pick<PictureProps, 'pc' | 'tablet' | 'mb'>): PictureSource[] {
  return [
    ...(pc ? sourcesOf(pc, MEDIA.pc, true) : []),
    ...(tablet ? sourcesOf(tablet, MEDIA.tablet, true) : []),
    ...sourcesOf(mb, undefined, false),
  ];
}

/** The middle entry of a srcset (`url 480w, url 960w, url 1440w` → the 960 file). */
function middleOf(srcset: string): string {
  const entries = srcset.split(/,\s*/).map((entry) => entry.trim().split(/\s+/)[0] ?? '');
  return entries[Math.floor((entries.length - 1) / 2)] ?? entries[0] ?? '';
}

/**
 * The <img>'s attributes, as HTML names them (the island renames srcset and fetchpriority for
 * React). Above-the-fold images load eagerly with high priority, and the browser reports when it
 * has shown them (the page's code waits for that: integrations/first-screen/); everything else waits.
 * Where an AVIF source carries the widths, the <img> is only what a browser without AVIF gets:
 * one WebP at twice the smallest width (sharp on most screens), and no srcset, whose list of
 * files cost every page's document a few hundred bytes (docs/architecture.md#sharp-pictures).
 * `sizes` belongs on it only with a srcset.
 */
export function pictureImage({ mb, alt }: Pick<PictureProps, 'mb' | 'alt'>, priority: boolean) {
  const fallbackOnly = mb.avifSrcset !== undefined && mb.srcset !== undefined;
  return {
    src: fallbackOnly && mb.srcset ? middleOf(mb.srcset) : mb.src,
    srcset: fallbackOnly ? undefined : mb.srcset,
    width: mb.width,
    height: mb.height,
    alt,
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    fetchpriority: priority ? 'high' : 'auto',
    elementtiming: priority ? FIRST_SCREEN_ELEMENT_TIMING : undefined,
  } as const;
}
