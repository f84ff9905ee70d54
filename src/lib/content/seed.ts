// Build-time only: turns the import-format seed into what the Content Lake would hold,
// so the same GROQ runs over both.
import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { SEED_IMAGE_BASE, SEED_IMAGE_DIR, seedFile } from './source';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Doc = { _id: string; _type: string; [key: string]: Json };

const ASSET_PREFIX = /^(image|file)@file:\/\/\.\/images\//;

/** Reads width and height from an SVG's attributes or viewBox, or a PNG's or WebP's header. */
export function imageDimensions(fileName: string, bytes: Buffer): { width: number; height: number } {
  if (fileName.endsWith('.svg')) {
    const tag = bytes.toString('utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
    const attr = (name: string) => Number(tag.match(new RegExp(`\\s${name}="([\\d.]+)(px)?"`))?.[1]);
    const viewBox = tag.match(/viewBox="([^"]+)"/)?.[1]?.split(/[\s,]+/).map(Number);
    const width = attr('width') || viewBox?.[2];
    const height = attr('height') || viewBox?.[3];
    if (!width || !height) throw new Error(`${fileName}: the SVG has no width/height or viewBox`);
    return { width: Math.round(width), height: Math.round(height) };
  }
  if (fileName.endsWith('.png')) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (fileName.endsWith('.webp')) return webpDimensions(fileName, bytes);
  throw new Error(`${fileName}: seed images must be SVG, PNG or WebP`);
}

// The first chunk says which of WebP's three encodings follows, and each stores the size its own way.
function webpDimensions(fileName: string, bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString('latin1', 12, 16);
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error(`${fileName}: not a WebP file`);
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`${fileName}: unknown WebP chunk ${JSON.stringify(chunk)}`);
}

function assetDocument(kind: string, fileName: string, imageDir: string): Doc {
  const bytes = readFileSync(join(imageDir, fileName));
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const extension = fileName.split('.').pop() ?? '';
  const url = `${SEED_IMAGE_BASE}${fileName}`;
  if (kind === 'file') {
    return { _id: `file-${sha1}-${extension}`, _type: 'sanity.fileAsset', url, extension, originalFilename: fileName, size: bytes.length };
  }
  const { width, height } = imageDimensions(fileName, bytes);
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url,
    extension,
    originalFilename: fileName,
    metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } },
  };
}

/** Replaces every `_sanityAsset` with a reference, collecting the asset documents it points to. */
function resolveAssets(value: Json, assets: Map<string, Doc>, imageDir: string): Json {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, assets, imageDir));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const match = child.match(ASSET_PREFIX);
      if (!match?.[1]) throw new Error(`Unsupported seed asset: ${child}`);
      const asset = assetDocument(match[1], child.replace(ASSET_PREFIX, ''), imageDir);
      assets.set(asset._id, asset);
      out.asset = { _type: 'reference', _ref: asset._id };
    } else {
      out[key] = resolveAssets(child, assets, imageDir);
    }
  }
  return out;
}

let cached: { key: string; docs: Doc[] } | undefined;

/**
 * Every seed document, drafts included, plus the asset documents they point to: what the
 * Content Lake holds. Read again when the file changes, so a running preview follows edits.
 */
export function loadSeedDocuments(file = seedFile(), imageDir = SEED_IMAGE_DIR): Doc[] {
  const key = `${file}\n${imageDir}\n${statSync(file).mtimeMs}`;
  if (cached?.key === key) return cached.docs;
  const assets = new Map<string, Doc>();
  const docs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => resolveAssets(JSON.parse(line) as Json, assets, imageDir) as Doc);
  cached = { key, docs: [...docs, ...assets.values()] };
  return cached.docs;
}

/** The published perspective of the seed: drafts are left out. */
export function loadSeedDataset(file = seedFile(), imageDir = SEED_IMAGE_DIR): Doc[] {
  return loadSeedDocuments(file, imageDir).filter((doc) => !doc._id.startsWith('drafts.'));
}
