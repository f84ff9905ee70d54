import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { buildFromSeed, SEED_BUILD_CEILING_MS } from '../support/seed-build';
import { writeSeedWithout } from '../support/seed-docs';

// An editor cannot delete a page document in the Studio, but one can still go missing (an API
// script, a dataset import with --replace). The build must then stop and say which one, in Korean.
describe('a build against content without the FAQ page document', () => {
  const seed = writeSeedWithout(['pageSeo-faq']);
  const outDir = mkdtempSync(join(tmpdir(), 'missing-page-build-'));
  afterAll(() => {
    seed.remove();
    rmSync(outDir, { recursive: true, force: true });
  });

  it(
    'fails, naming the document to restore',
    () => {
      const build = buildFromSeed(seed.file, outDir);
      const output = build.output;
      expect(build.status, output).not.toBe(0);
      expect(output).toContain(
        '‘자주 묻는 질문’ 페이지 문서(pageSeo-faq)가 없습니다. Studio의 페이지 문서 → ‘자주 묻는 질문’에서 복원한 뒤 다시 게시하세요.',
      );
      expect(existsSync(join(outDir, 'faq', 'index.html'))).toBe(false);
    },
    SEED_BUILD_CEILING_MS,
  );
});
