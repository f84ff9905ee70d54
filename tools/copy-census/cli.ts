// npm run copy:census [-- --list] [-- --root <dir>]: counts the Hangul sentences in src/ outside
// comments and tests, grouped by category; --list prints each one with its file and category;
// --root reads another checkout (an exported older commit, for a before-and-after count).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CATEGORIES, type Category, categoryOf } from './categories.ts';
import { type Found, scanAstro, scanScript, sentencesOf } from './census.ts';

const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag === -1 ? fileURLToPath(new URL('../../', import.meta.url)) : join(process.argv[rootFlag + 1] ?? '.', '/');
const isTest = (file: string) => /\.test\.tsx?$|\.d\.ts$|\/__tests__\//.test(file);
// Generated from the CMS schema and the database: not words anyone writes in code.
const GENERATED = new Set(['src/lib/content/sanity.types.ts', 'src/lib/supabase/database.types.ts']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const files = walk(join(root, 'src'))
  .map((path) => relative(root, path))
  .filter((file) => /\.(astro|tsx?)$/.test(file) && !isTest(file) && !GENERATED.has(file));

const found: Found[] = files.flatMap((file) => {
  const source = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.astro')) return scanAstro(file, source);
  return scanScript(file, source, file.endsWith('.tsx'));
});

const counts = new Map<Category, number>();
const listing: string[] = [];
let total = 0;
for (const item of found) {
  const category = categoryOf(item);
  for (const sentence of sentencesOf(item.text)) {
    total += 1;
    counts.set(category, (counts.get(category) ?? 0) + 1);
    listing.push(`${category}\t${item.file}${item.attribute ? ` [${item.attribute}]` : ''}\t${sentence}`);
  }
}

if (process.argv.includes('--list')) console.log(listing.sort().join('\n'));
console.log(`Hangul sentences in src/ (outside comments and tests): ${total} in ${files.length} files`);
for (const [category, description] of Object.entries(CATEGORIES) as [Category, string][]) {
  console.log(`  ${String(counts.get(category) ?? 0).padStart(4)}  ${category}: ${description}`);
}
