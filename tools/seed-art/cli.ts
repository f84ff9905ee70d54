// `npm run seed:art`: renders every changed SVG in studio/seed/art/ to the files the seed dataset
// and the site use (render.ts), and records what each was rendered from (`npm run test:content`
// fails while one is stale). A re-rendered picture's old renditions are removed first, so a
// changed size leaves no orphan behind.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { SEED_IMAGE_DIR } from '../../src/lib/content/source.ts';
import {
  artFingerprint,
  artOutputs,
  artSources,
  renderSeedArt,
  SEED_ART_DIR,
  SEED_ART_MANIFEST,
  staleArt,
} from './render.ts';

const stale = staleArt(SEED_ART_DIR, SEED_IMAGE_DIR);
const sources = artSources();
const manifest: Record<string, string> = {};
const existing = readdirSync(SEED_IMAGE_DIR);
for (const name of sources) {
  const svg = readFileSync(join(SEED_ART_DIR, name));
  if (stale.includes(name)) {
    const base = name.replace(/\.svg$/, '');
    const renditionOf = new RegExp(`^${base}(-\\d+)?\\.(avif|webp)$`);
    for (const file of existing.filter((f) => renditionOf.test(f))) rmSync(join(SEED_IMAGE_DIR, file));
    for (const { file, width, format } of artOutputs(name, svg))
      writeFileSync(join(SEED_IMAGE_DIR, file), await renderSeedArt(svg, width, format));
    console.log(`rendered ${name}`);
  }
  manifest[name] = artFingerprint(svg);
}
writeFileSync(join(SEED_ART_DIR, SEED_ART_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Rendered ${stale.length} of ${sources.length} seed pictures.`);
