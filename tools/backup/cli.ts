// `npm run backup:content [-- --out <folder>]`: the Sanity dataset with its assets in a dated
// archive (backups/ by default). With SANITY_PROJECT_ID set it runs the Sanity CLI's
// `sanity dataset export` from the Studio workspace (a login or SANITY_AUTH_TOKEN with read
// access); without one it packs the seed the same way. `-- --restore <archive> --into <folder>`
// unpacks an archive into a scratch folder and says how to import it into a scratch dataset.
// docs/operations.md#backups.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { contentSource } from '../../src/lib/env/build.ts';
import { nodeEnv } from '../../src/lib/env/node.ts';
import { archiveName, packDataset, unpackArchive } from './archive.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: { out: { type: 'string' }, restore: { type: 'string' }, into: { type: 'string' } },
});

if (values.restore) {
  const into = resolve(values.into ?? join(ROOT, '.local', 'restore'));
  const { datasetFile, imageDir } = unpackArchive(resolve(values.restore), into);
  console.log(`Restored into ${into}:\n  ${datasetFile}\n  ${imageDir}`);
  console.log('Into a scratch dataset (from studio/): npx sanity dataset create restore-check');
  console.log(`  npx sanity dataset import ${datasetFile} --dataset restore-check`);
  console.log(`Offline, the site reads it with SEED_DATASET_FILE=${datasetFile} (images from studio/seed/images/).`);
} else {
  const source = contentSource(nodeEnv(ROOT, 'production'));
  const outDir = resolve(values.out ?? join(ROOT, 'backups'));
  mkdirSync(outDir, { recursive: true });
  if (source.kind === 'sanity') {
    const archive = join(outDir, archiveName(source.dataset));
    // The Sanity CLI reads the project from the Studio's configuration (studio/project.ts).
    const result = spawnSync('npx', ['sanity', 'dataset', 'export', source.dataset, archive, '--overwrite'], {
      cwd: join(ROOT, 'studio'),
      stdio: 'inherit',
      env: { ...process.env, SANITY_STUDIO_PROJECT_ID: source.projectId, SANITY_STUDIO_DATASET: source.dataset },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`Exported ${source.projectId}/${source.dataset} with its assets to ${archive}`);
  } else {
    const archive = join(outDir, archiveName('seed'));
    const { documents, images } = packDataset(
      join(ROOT, 'studio', 'seed', 'dataset.ndjson'),
      join(ROOT, 'studio', 'seed', 'images'),
      archive,
    );
    console.log(`No SANITY_PROJECT_ID: packed the seed (${documents} documents, ${images} images) to ${archive}`);
  }
}
