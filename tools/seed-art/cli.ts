// `npm run seed:art`: renders every changed SVG in studio/seed/art/ to the WebP the seed dataset
// points at, and records what each was rendered from (`npm run test:content` fails while one is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artFingerprint, artOutputName, artSources, renderSeedArt, SEED_ART_DIR, SEED_ART_MANIFEST, staleArt } from './render.ts';
import { SEED_IMAGE_DIR } from '../../src/lib/content/source.ts';

const stale = staleArt(SEED_ART_DIR, SEED_IMAGE_DIR);
const sources = artSources();
const manifest: Record<string, string> = {};
for (const name of sources) {
  const svg = readFileSync(join(SEED_ART_DIR, name));
  if (stale.includes(name)) writeFileSync(join(SEED_IMAGE_DIR, artOutputName(name)), await renderSeedArt(svg));
  manifest[name] = artFingerprint(svg);
}
writeFileSync(join(SEED_ART_DIR, SEED_ART_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Rendered ${stale.length} of ${sources.length} seed images.`);
