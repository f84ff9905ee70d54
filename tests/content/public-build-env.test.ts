import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Astro reads .env.<mode> for `--mode <mode>` and hands its values to server code; this mode's
// file exists only while the test runs.
const MODE = 'preview-flag-in-env-file';
const ENV_FILE = join(ROOT, `.env.${MODE}`);

// PREVIEW_DRAFTS belongs in the shell of a preview build. Put in an .env file instead, astro.config
// never sees it (the build stays the public site) while server code would: the public pages must
// still be built from published content.
describe('a public build with PREVIEW_DRAFTS=1 in an .env file', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'public-build-env-'));
  afterAll(() => {
    rmSync(ENV_FILE, { force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('shows the published hero headline, not the draft', () => {
    writeFileSync(ENV_FILE, 'PREVIEW_DRAFTS=1\n');
    // Unset, not empty: a variable the shell sets, even to nothing, wins over an .env file.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'PREVIEW_DRAFTS'));
    const build = spawnSync('npx', ['astro', 'build', '--silent', '--mode', MODE, '--outDir', outDir], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...env, NODE_ENV: 'production', SANITY_PROJECT_ID: '' },
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const home = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('이제 돈 내지 말고 쓰세요');
    expect(home).not.toContain('오늘부터 평생 무료로 쓰세요');
  }, 240_000);
});
