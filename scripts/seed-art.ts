// `npm run seed:art`: renders every changed SVG in studio/seed/art/ to the WebP the seed dataset
// points at, and records what each was rendered from. `--check` renders nothing and fails when one is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artFingerprint, artOutputName, renderSeedArt, SEED_ART_DIR, SEED_ART_MANIFEST, staleArt } from '../src/lib/content/seed-art.ts';
import { SEED_IMAGE_DIR } from '../src/lib/content/source.ts';

const stale = staleArt(SEED_ART_DIR, SEED_IMAGE_DIR);
const sources = readdirSync(SEED_ART_DIR).filter((name) => name.endsWith('.svg')).sort();

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`Seed images older than their art (run npm run seed:art): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`${sources.length} seed images match their art.`);
} else {
  const manifest: Record<string, string> = {};
  for (const name of sources) {
    const svg = readFileSync(join(SEED_ART_DIR, name));
    if (stale.includes(name)) writeFileSync(join(SEED_IMAGE_DIR, artOutputName(name)), await renderSeedArt(svg));
    manifest[name] = artFingerprint(svg);
  }
  writeFileSync(join(SEED_ART_DIR, SEED_ART_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Rendered ${stale.length} of ${sources.length} seed images.`);
}
