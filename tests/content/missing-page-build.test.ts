import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import { writeSeedWithout } from '../support/seed-docs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// An editor cannot delete a page document in the Studio, but one can still go missing (an API
// script, a dataset import with --replace). The build must then stop and say which one, in Korean.
describe('a build against content without the FAQ page document', () => {
  const seed = writeSeedWithout(['pageSeo-faq']);
  const outDir = mkdtempSync(join(tmpdir(), 'missing-page-build-'));
  afterAll(() => {
    seed.remove();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('fails, naming the document to restore', () => {
    const build = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SANITY_PROJECT_ID: '',
        PREVIEW_DRAFTS: '',
        SEED_DATASET_FILE: seed.file,
      },
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output).not.toBe(0);
    expect(output).toContain(
      '‘자주 묻는 질문’ 페이지 문서(pageSeo-faq)가 없습니다. Studio의 페이지 문서 → ‘자주 묻는 질문’에서 복원한 뒤 다시 게시하세요.',
    );
    expect(existsSync(join(outDir, 'faq', 'index.html'))).toBe(false);
  }, 180_000);
});
