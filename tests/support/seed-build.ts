// A production build of the site from a seed file of a test's own, into a folder of its own: how
// the content tests show that missing content stops the build with a Korean message.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A whole build takes minutes beside busy programs: a ceiling for a hang, not a timing gate. */
export const SEED_BUILD_CEILING_MS = 600_000;

/** Builds from `seedFile` into `outDir`; its exit status and everything it printed. */
export function buildFromSeed(seedFile: string, outDir: string): { status: number | null; output: string } {
  const build = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANITY_PROJECT_ID: '',
      PREVIEW_DRAFTS: '',
      SEED_DATASET_FILE: seedFile,
    },
  });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
}
