// Build-time only: turns the import-format seed into what the Content Lake would hold,
// so the same GROQ runs over both.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { imageDimensions } from './image-dimensions';
import { SEED_IMAGE_BASE } from './seed-renditions';
import { SEED_IMAGE_DIR, seedFile } from './source';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Doc = { _id: string; _type: string; [key: string]: Json };

const ASSET_PREFIX = /^(image|file)@file:\/\/\.\/images\//;

function assetDocument(kind: string, fileName: string, imageDir: string): Doc {
  const bytes = readFileSync(join(imageDir, fileName));
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const extension = fileName.split('.').pop() ?? '';
  const url = `${SEED_IMAGE_BASE}${fileName}`;
  if (kind === 'file') {
    return {
      _id: `file-${sha1}-${extension}`,
      _type: 'sanity.fileAsset',
      url,
      extension,
      originalFilename: fileName,
      size: bytes.length,
    };
  }
  const { width, height } = imageDimensions(fileName, bytes);
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url,
    extension,
    originalFilename: fileName,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
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
