// `npm run seed:published`: writes studio/seed/published.ndjson, the seed without its drafts
// (`drafts.*`) and release versions (`versions.*`), for `sanity dataset import`: the seed's two
// drafts exist for the offline preview, and imported as they are they would sit in the
// project's Studio as unpublished changes anyone could publish by accident. The file sits
// beside studio/seed/images/, which the seed's image@file://./images/… references resolve
// against; lines are copied as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { SEED_FILE } from '../src/lib/content/source.ts';

export const PUBLISHED_SEED_FILE = fileURLToPath(new URL('../studio/seed/published.ndjson', import.meta.url));

const isUnpublished = (id: unknown) =>
  typeof id === 'string' && (id.startsWith('drafts.') || id.startsWith('versions.'));

/** The seed's lines without its drafts and versions, and how many were left out. */
export function publishedLines(ndjson: string): { lines: string[]; skipped: string[] } {
  const lines: string[] = [];
  const skipped: string[] = [];
  for (const line of ndjson.split('\n').filter((l) => l.trim() !== '')) {
    const { _id: id } = JSON.parse(line) as { _id?: unknown };
    if (isUnpublished(id)) skipped.push(String(id));
    else lines.push(line);
  }
  return { lines, skipped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, skipped } = publishedLines(readFileSync(SEED_FILE, 'utf8'));
  writeFileSync(PUBLISHED_SEED_FILE, `${lines.join('\n')}\n`);
  console.log(`studio/seed/published.ndjson: ${lines.length} documents; left out ${skipped.join(', ') || 'nothing'}.`);
  console.log('Import it from studio/: npx sanity dataset import seed/published.ndjson --dataset production');
}
