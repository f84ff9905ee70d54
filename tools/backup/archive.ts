// The content backup's archive, in the format `sanity dataset export` writes and `sanity dataset
// import` reads: a gzipped tar whose one folder holds data.ndjson (every document, drafts
// included, each image as `_sanityAsset: "image@file://./images/<file>"`), the images/ it
// points at, and assets.json. Offline, the seed is packed the same way, so one restore path
// serves both (docs/operations.md#backups).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const ASSET = /"_sanityAsset":\s*"(?:image|file)@file:\/\/\.\/images\/([^"]+)"/g;

/** `content-<dataset>-<YYYY-MM-DD>.tar.gz`, dated in Korea, where the operator works. */
export function archiveName(dataset: string, at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at);
  return `content-${dataset}-${day}.tar.gz`;
}

/** The image files a dataset's documents point at, once each. */
export function referencedFiles(ndjson: string): string[] {
  return [...new Set([...ndjson.matchAll(ASSET)].map((match) => match[1] ?? ''))].sort();
}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr || result.error?.message}`);
}

/** Packs a dataset file and the images beside it into `archive`; returns how much went in. */
export function packDataset(datasetFile: string, imageDir: string, archive: string) {
  const ndjson = readFileSync(datasetFile, 'utf8');
  const files = referencedFiles(ndjson);
  const staging = mkdtempSync(join(tmpdir(), 'sodam-backup-'));
  const folder = basename(archive).replace(/\.tar\.gz$/, '');
  try {
    mkdirSync(join(staging, folder, 'images'), { recursive: true });
    writeFileSync(join(staging, folder, 'data.ndjson'), ndjson);
    for (const file of files) copyFileSync(join(imageDir, file), join(staging, folder, 'images', file));
    const assets = Object.fromEntries(files.map((file) => [`images/${file}`, { originalFilename: file }]));
    writeFileSync(join(staging, folder, 'assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
    tar(['-czf', archive, '-C', staging, folder]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { documents: ndjson.split('\n').filter((line) => line.trim() !== '').length, images: files.length };
}

/** Unpacks an archive into `into`; returns its data.ndjson and images/ (from either source). */
export function unpackArchive(archive: string, into: string): { datasetFile: string; imageDir: string } {
  mkdirSync(into, { recursive: true });
  tar(['-xzf', archive, '-C', into]);
  const [folder] = readdirSync(into, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  if (!folder) throw new Error(`${archive} holds no folder: is it a dataset export?`);
  return { datasetFile: join(into, folder.name, 'data.ndjson'), imageDir: join(into, folder.name, 'images') };
}
