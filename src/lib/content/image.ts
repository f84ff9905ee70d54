// Build-time only: turns the image projections of the queries into what <Picture> takes.
import { createImageUrlBuilder } from '@sanity/image-url';

/** One rendition of an image, as `Picture.astro` takes it. */
export interface ImageRendition {
  src: string;
  width: number;
  height: number;
  srcset?: string;
}

/** What the queries' image projection yields for one asset (fields are null when the asset is missing). */
export interface AssetProjection {
  src: string | null;
  width: number | null;
  height: number | null;
}

export interface AltImageProjection extends AssetProjection {
  alt: string;
}

export interface DeviceImageProjection {
  alt: string;
  mb: AssetProjection;
  tablet: AssetProjection | null;
  pc: AssetProjection | null;
}

export interface PictureProps {
  alt: string;
  mb: ImageRendition;
  tablet?: ImageRendition;
  pc?: ImageRendition;
}

/** Widths offered in a srcset; the original width is always added as the largest. */
export const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

// https://cdn.sanity.io/images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>
const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//;

function present(image: AssetProjection, what: string): { src: string; width: number; height: number } {
  const { src, width, height } = image;
  if (!src || !width || !height) throw new Error(`Content image has no file or size: ${what}`);
  return { src, width, height };
}

/**
 * A rendition for one asset. Raster images on Sanity's CDN get resized URLs in modern formats
 * (a srcset up to the original width); SVGs and local seed files are served as they are.
 */
export function imageRendition(image: AssetProjection, what = image.src ?? 'image'): ImageRendition {
  const { src, width, height } = present(image, what);
  const cdn = src.match(SANITY_CDN);
  if (!cdn?.[1] || !cdn[2] || /\.svg(\?|$)/.test(src)) return { src, width, height };
  const builder = createImageUrlBuilder({ projectId: cdn[1], dataset: cdn[2] });
  const url = (w: number) => builder.image(src).width(w).auto('format').url();
  const widths = [...SRCSET_WIDTHS.filter((w) => w < width), width];
  return { src: url(width), width, height, srcset: widths.map((w) => `${url(w)} ${w}w`).join(', ') };
}

/** Props for `<Picture>` from a single image (the same file on every device). */
export function imageProps(image: AltImageProjection): PictureProps {
  return { alt: image.alt, mb: imageRendition(image, image.alt) };
}

/** Props for `<Picture>` from a per-device image; missing tablet/PC versions fall back in the browser. */
export function pictureProps(image: DeviceImageProjection): PictureProps {
  const props: PictureProps = { alt: image.alt, mb: imageRendition(image.mb, image.alt) };
  if (image.tablet?.src) props.tablet = imageRendition(image.tablet, image.alt);
  if (image.pc?.src) props.pc = imageRendition(image.pc, image.alt);
  return props;
}
