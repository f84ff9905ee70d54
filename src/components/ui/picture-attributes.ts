// What a picture puts on its <source>s and its <img>, shared by Picture.astro and its island
// twin islands/ui/Picture.tsx so both offer the same files to the same screens and load them the
// same way. Imported by islands: build-time code only as types.
import { MEDIA } from '../../styles/breakpoints';
import type { PictureProps } from '../../lib/content/image';

export interface PictureSource {
  media: string;
  srcset: string;
  /** Each source carries its own size, so the browser reserves the box of whichever wins. */
  width: number;
  height: number;
}

/** The PC and tablet sources, widest first since the first match wins; phones fall through to the <img>. */
export function pictureSources({ pc, tablet }: Pick<PictureProps, 'pc' | 'tablet'>): PictureSource[] {
  const sources: PictureSource[] = [];
  for (const [media, rendition] of [
    [MEDIA.pc, pc],
    [MEDIA.tablet, tablet],
  ] as const) {
    if (rendition) sources.push({ media, srcset: rendition.srcset ?? rendition.src, width: rendition.width, height: rendition.height });
  }
  return sources;
}

/**
 * The <img>'s attributes, as HTML names them (the island renames srcset and fetchpriority for
 * React). Above-the-fold images load eagerly with high priority; everything else waits.
 */
export function pictureImage({ mb, alt }: Pick<PictureProps, 'mb' | 'alt'>, priority: boolean) {
  return {
    src: mb.src,
    srcset: mb.srcset,
    width: mb.width,
    height: mb.height,
    alt,
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    fetchpriority: priority ? 'high' : 'auto',
  } as const;
}
