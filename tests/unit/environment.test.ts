// @vitest-environment node
// The environment is declared once (src/lib/env/variables.ts): `.env.example` lists exactly
// those variables, and no code outside src/lib/env/ (and the Studio's project.ts, whose bundle
// sees only SANITY_STUDIO_*) reads one of them straight from process.env or import.meta.env.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ENV_VARIABLES } from '../../src/lib/env/variables';
import { lineOf, readRepoFiles, REPO_ROOT, type SourceFile } from '../support/repo-files';

const DECLARED = Object.keys(ENV_VARIABLES);
const READERS = [/^src\/lib\/env\//, /^studio\/project\.ts$/];
const CODE = /\.(ts|tsx|mjs|astro)$/;

/** `process.env.NAME`, `import.meta.env.NAME`, `env.NAME`, `env['NAME']` for a declared NAME. */
function directReads(files: readonly SourceFile[]): string[] {
  const read = new RegExp(`\\benv(?:\\??\\.|\\[\\s*['"\`])(${DECLARED.join('|')})\\b`, 'g');
  return files
    .filter(
      (file) => CODE.test(file.path) && !file.path.startsWith('tests/') && !READERS.some((r) => r.test(file.path)),
    )
    .flatMap((file) =>
      [...file.text.matchAll(read)].map((match) => `${file.path}:${lineOf(file.text, match.index)} ${match[1]}`),
    );
}

describe('the environment', () => {
  it('.env.example lists every declared variable, and nothing else', () => {
    const listed = [...readFileSync(`${REPO_ROOT}.env.example`, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    expect([...listed].sort()).toEqual([...DECLARED].sort());
  });

  it('is read only through src/lib/env/, never straight from process.env or import.meta.env', () => {
    expect(directReads(readRepoFiles())).toEqual([]);
  });

  it('would notice a direct read', () => {
    const planted = [
      { path: 'tools/x.ts', text: "const url = process.env.PUBLIC_SUPABASE_URL;\nconst k = env['SANITY_PROJECT_ID'];" },
      { path: 'src/lib/env/build.ts', text: 'process.env.PUBLIC_SITE_URL' },
      { path: 'tools/y.ts', text: 'process.env.PERF_RUNS' },
    ];
    expect(directReads(planted)).toEqual(['tools/x.ts:1 PUBLIC_SUPABASE_URL', 'tools/x.ts:2 SANITY_PROJECT_ID']);
  });
});
