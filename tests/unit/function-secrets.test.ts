// @vitest-environment node
// supabase/functions/.env.example lists every secret the Edge Functions read (what
// `supabase secrets set --env-file` needs), and nothing they no longer read. SUPABASE_* names
// are the platform's own and cannot be set.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { readRepoFiles, REPO_ROOT, type SourceFile } from '../support/repo-files';

/** Names a function reads: `env.NAME`, or 'NAME' in a list of required settings (not a property's value, such as an error code). */
function secretsRead(files: readonly SourceFile[]): string[] {
  const names = files
    .filter((f) => /^supabase\/functions\/.*\.ts$/.test(f.path) && !/\.test\.ts$|database\.types\.ts$/.test(f.path))
    .flatMap((f) => [...f.text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|(?<!:\s*)'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)])
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((name) => !name.startsWith('SUPABASE_'));
  return [...new Set(names)].sort();
}

describe('the Edge Functions’ secrets', () => {
  it('are all in supabase/functions/.env.example, and nothing else is', () => {
    const example = readFileSync(`${REPO_ROOT}supabase/functions/.env.example`, 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]).sort();
    expect(listed).toEqual(secretsRead(readRepoFiles()));
  });

  it('would notice a new one', () => {
    const planted = [
      {
        path: 'supabase/functions/notify/x.ts',
        text: "env.NOTIFY_NEW; const r = ['SOLAPI_X', 'SUPABASE_URL']; const e = { code: 'WORKER_ERROR' };",
      },
      { path: 'supabase/functions/notify/x.test.ts', text: 'env.ONLY_IN_TESTS' },
    ];
    expect(secretsRead(planted)).toEqual(['NOTIFY_NEW', 'SOLAPI_X']);
  });
});
