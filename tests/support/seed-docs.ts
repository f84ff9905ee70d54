// The seed dataset as raw import-format documents (before image resolution), for the seed tests.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { SiteCopyQueryResult } from '../../src/lib/content/sanity.types';
import { SEED_FILE, SEED_IMAGE_DIR } from '../../src/lib/content/source';
import { artOutputName, artOutputs, artSources, SEED_ART_DIR } from '../../tools/seed-art/render';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type SeedDoc = JsonObject & { _id: string; _type: string };

export function readSeedDocs(): SeedDoc[] {
  return readFileSync(SEED_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDoc);
}

/** What the published site shows: the seed without its drafts (`drafts.*` ids, preview only). */
export function readPublishedSeedDocs(): SeedDoc[] {
  return readSeedDocs().filter((doc) => !doc._id.startsWith('drafts.'));
}

/**
 * The files the seed dataset may point at: each art's original (its 3× WebP) and the animated
 * SVGs. The AVIF copies and the 1× and 2× renditions sit beside them for the site alone.
 */
export function seedImageFiles(): string[] {
  const renditions = new Set(
    artSources().flatMap((name) =>
      artOutputs(name, readFileSync(join(SEED_ART_DIR, name)))
        .map((output) => output.file)
        .filter((file) => file !== artOutputName(name)),
    ),
  );
  return readdirSync(SEED_IMAGE_DIR).filter((name) => /\.(svg|png|webp)$/.test(name) && !renditions.has(name));
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's text: the string it holds, or '' for anything else (missing, a number, an object). */
export function textOf(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** Calls `visit` for every object nested anywhere in `value`, with its path. */
export function walkObjects(value: Json, visit: (object: JsonObject, path: string) => void, path = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkObjects(item, visit, `${path}[${index}]`));
  } else if (isObject(value)) {
    visit(value, path);
    for (const [key, child] of Object.entries(value)) walkObjects(child, visit, path ? `${path}.${key}` : key);
  }
}

/** Calls `visit` for every array nested anywhere in `value`, with its path. */
export function walkArrays(value: Json, visit: (array: Json[], path: string) => void, path = ''): void {
  if (Array.isArray(value)) {
    visit(value, path);
    value.forEach((item, index) => walkArrays(item, visit, `${path}[${index}]`));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) walkArrays(child, visit, path ? `${path}.${key}` : key);
  }
}

/** A copy of the seed with one published document changed, for builds that must fail. */
export function writeSeedEdited(id: string, edit: (doc: SeedDoc) => SeedDoc): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'seed-edited-'));
  const file = join(dir, 'dataset.ndjson');
  const docs = readSeedDocs().map((doc) => (doc._id === id ? edit(doc) : doc));
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A copy of the seed without the documents whose id is listed (drafts of them too), for builds that must fail. */
export function writeSeedWithout(ids: readonly string[]): { file: string; remove: () => void } {
  return writeSeedChanged((docs) => docs.filter((doc) => !ids.includes(doc._id.replace(/^drafts\./, ''))));
}

/**
 * A copy of the seed as `change` leaves it (documents added, edited or left out), for a build or
 * the getters to read through SEED_DATASET_FILE; pictures still come from studio/seed/images/.
 */
export function writeSeedChanged(change: (docs: SeedDoc[]) => SeedDoc[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'seed-changed-'));
  const file = join(dir, 'dataset.ndjson');
  writeFileSync(
    file,
    `${change(readSeedDocs())
      .map((doc) => JSON.stringify(doc))
      .join('\n')}\n`,
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The seed's site-wide words (siteCopy), as a page hands them to components and islands. */
export function seedSiteCopy(): NonNullable<SiteCopyQueryResult> {
  const doc = readPublishedSeedDocs().find((d) => d._id === 'siteCopy');
  if (!doc) throw new Error('the seed has no siteCopy document');
  return doc as unknown as NonNullable<SiteCopyQueryResult>;
}

/** When a seed document was last published (`_updatedAt`), or '' when it carries no date. */
export function updatedAtOf(doc: SeedDoc | undefined): string {
  return typeof doc?._updatedAt === 'string' ? doc._updatedAt : '';
}

/** The newest `_updatedAt` of the published seed documents named by id or type, read without GROQ. */
export function newestPublishedUpdate(sources: { ids: readonly string[]; types: readonly string[] }): string {
  const dates = readPublishedSeedDocs()
    .filter((doc) => sources.ids.includes(doc._id) || sources.types.includes(doc._type))
    .map(updatedAtOf);
  return dates.sort().at(-1) ?? '';
}
