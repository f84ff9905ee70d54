// Build-time only: turns the image projections of the queries into what <Picture> takes.
import { createImageUrlBuilder } from '@sanity/image-url';

import type { SanityImageCrop, SanityImageHotspot } from './sanity.types';
import { SEED_IMAGE_BASE, seedRenditions } from './seed-renditions';

/** One rendition of an image, as `Picture.astro` takes it. */
export interface ImageRendition {
  src: string;
  /** The size the picture is drawn in proportion to (after any crop). */
  width: number;
  height: number;
  /** The picture at several widths (`url 640w, …`): the seed's WebP files, or the CDN's negotiated format. */
  srcset?: string;
  /** The seed's same widths in AVIF, offered first to the browsers that take it. */
  avifSrcset?: string;
}

/** What the queries' image projection yields for one asset (fields are null when the asset is missing). */
export interface AssetProjection {
  src: string | null;
  width: number | null;
  height: number | null;
  /** Set in the Studio where an image is framed differently by device (deviceImage). */
  crop?: SanityImageCrop | null;
  hotspot?: SanityImageHotspot | null;
}

export interface AltImageProjection extends AssetProjection {
  alt: string;
}

interface DeviceImageProjection {
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

type Device = 'mb' | 'tablet' | 'pc';

/** The proportions (width ÷ height) the design draws a per-device picture in, by device. */
export type DeviceFrames = Partial<Record<Device, number>>;

/** Widths offered in a srcset on Sanity's CDN; the picture's own width is always added as the largest. */
export const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

// https://cdn.sanity.io/images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>
const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//;

/** Proportions closer than this are the same frame: the seed's art is drawn to whole pixels. */
const SAME_FRAME = 0.01;

function present(image: AssetProjection, what: string): { src: string; width: number; height: number } {
  const { src, width, height } = image;
  if (!src || !width || !height) throw new Error(`Content image has no file or size: ${what}`);
  return { src, width, height };
}

const isSvg = (src: string) => /\.svg(\?|$)/.test(src);

/** True where imageRendition can cut an image to any frame: a raster file on Sanity's CDN. */
export function canReframe(image: AssetProjection): boolean {
  return !!image.src && SANITY_CDN.test(image.src) && !isSvg(image.src);
}

/** The largest box of the frame's proportions inside width × height. */
function fitFrame(width: number, height: number, frame: number): { width: number; height: number } {
  return width / height > frame
    ? { width: Math.round(height * frame), height }
    : { width, height: Math.round(width / frame) };
}

/**
 * The seed's pictures come pre-rendered at 1×, 2× and 3× in AVIF and WebP (seed-renditions.ts).
 * The seed has no crops or hotspots: its art is drawn to each device's frame, so a seed picture
 * that does not fit its frame is a mistake in the art, and stops the build.
 */
function seedRendition(
  image: AssetProjection,
  src: string,
  width: number,
  height: number,
  what: string,
  frame?: number,
): ImageRendition {
  if (image.crop || image.hotspot)
    throw new Error(`${what}: the seed's pictures have no crop or hotspot; draw the art to its frame instead`);
  if (frame && Math.abs(width / height / frame - 1) > SAME_FRAME)
    throw new Error(
      `${what}: the seed's ${src} (${width}×${height}) is not drawn to its frame (${frame.toFixed(3)} : 1)`,
    );
  const list = (format: 'avif' | 'webp') =>
    seedRenditions(src, width, format)
      .map((r) => `${r.file} ${r.width}w`)
      .join(', ');
  return { src, width, height, srcset: list('webp'), avifSrcset: list('avif') };
}

/** A URL builder for one picture on Sanity's CDN, with the editor's crop and hotspot. */
function cdnImage(image: AssetProjection, src: string, cdn: RegExpMatchArray) {
  const source = {
    asset: { url: src },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  };
  return createImageUrlBuilder({ projectId: cdn[1] as string, dataset: cdn[2] as string }).image(source);
}

/**
 * One device's picture on Sanity's CDN: the editor's crop applied, cut to the frame around the
 * hotspot when one is given, at every srcset width up to its own. The CDN picks the format from
 * the browser's Accept header (auto=format: AVIF, else WebP, else the original's); it takes no
 * explicit AVIF, so there is one srcset and no per-format source.
 */
function cdnRendition(
  image: AssetProjection,
  src: string,
  width: number,
  height: number,
  cdn: RegExpMatchArray,
  frame?: number,
): ImageRendition {
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const cropped = {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  };
  const size = frame ? fitFrame(cropped.width, cropped.height, frame) : cropped;
  const at = (w: number) => {
    const url = cdnImage(image, src, cdn).width(w);
    return frame ? url.height(Math.round((w * size.height) / size.width)) : url;
  };
  const widths = [...SRCSET_WIDTHS.filter((w) => w < size.width), size.width];
  const srcset = widths.map((w) => `${at(w).auto('format').url()} ${w}w`).join(', ');
  return { src: at(size.width).auto('format').url(), ...size, srcset };
}

/**
 * A raster picture on Sanity's CDN as one JPEG of exactly width × height, cut around the
 * hotspot (a link preview's card); undefined for any other file, which cannot be cut.
 */
export function cdnImageAt(image: AssetProjection, width: number, height: number): string | undefined {
  const cdn = image.src?.match(SANITY_CDN);
  if (!image.src || !cdn || isSvg(image.src)) return undefined;
  return cdnImage(image, image.src, cdn).width(width).height(height).format('jpg').url();
}

/**
 * A rendition for one asset, optionally cut to a frame (width ÷ height). Raster images on
 * Sanity's CDN and the seed's rendered art are offered at several widths, in AVIF where the
 * browser takes it; SVGs scale by themselves and are served as they are.
 */
export function imageRendition(image: AssetProjection, what = image.src ?? 'image', frame?: number): ImageRendition {
  const { src, width, height } = present(image, what);
  if (isSvg(src)) return { src, width, height };
  const cdn = src.match(SANITY_CDN);
  if (cdn?.[1] && cdn[2]) return cdnRendition(image, src, width, height, cdn, frame);
  if (src.startsWith(SEED_IMAGE_BASE) && src.endsWith('.webp'))
    return seedRendition(image, src, width, height, what, frame);
  return { src, width, height };
}

/** Props for `<Picture>` from a single image (the same file on every device). */
export function imageProps(image: AltImageProjection): PictureProps {
  return { alt: image.alt, mb: imageRendition(image, image.alt) };
}

/**
 * Props for `<Picture>` from a per-device image. Each device's picture is cut to that device's
 * frame; a device without its own picture but with a frame gets the next smaller device's
 * picture cut to it (around the editor's hotspot) where the CDN can, and otherwise falls back
 * in the browser to the next smaller device's picture as it is.
 */
export function pictureProps(image: DeviceImageProjection, frames: DeviceFrames = {}): PictureProps {
  const props: PictureProps = { alt: image.alt, mb: imageRendition(image.mb, image.alt, frames.mb) };
  const tablet = image.tablet?.src ? image.tablet : frames.tablet && canReframe(image.mb) ? image.mb : null;
  if (tablet) props.tablet = imageRendition(tablet, image.alt, frames.tablet);
  const smaller = image.tablet?.src ? image.tablet : image.mb;
  const pc = image.pc?.src ? image.pc : frames.pc && canReframe(smaller) ? smaller : null;
  if (pc) props.pc = imageRendition(pc, image.alt, frames.pc);
  return props;
}
