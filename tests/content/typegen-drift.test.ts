import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import { cliOutput, runSanity, STUDIO_DIR } from '../support/sanity-cli';

const COMMITTED = fileURLToPath(new URL('../../src/lib/content/', import.meta.url));
// Inside the repository so prettier (run by typegen) resolves the same configuration.
const SCRATCH = fileURLToPath(new URL('../../node_modules/.cache/typegen-drift/', import.meta.url));
// The CLI runs in studio/ and resolves --path against it even when the path is absolute.
const SCRATCH_FROM_STUDIO = relative(STUDIO_DIR, SCRATCH);
const HINT =
  'The generated content types are stale: run `npm run typegen -w studio` and commit src/lib/content/schema.json and sanity.types.ts.';

/** The generated header names the schema file it read; that path is the one expected difference. */
const normalise = (types: string) => types.replace(/^\/\/ Source: .*schema\.json$/m, '// Source: schema.json');

describe('generated content types', () => {
  afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

  it('match the schema and queries (regenerated in a scratch folder)', async () => {
    rmSync(SCRATCH, { recursive: true, force: true });
    mkdirSync(SCRATCH, { recursive: true });
    const extract = await runSanity([
      'schema',
      'extract',
      '--enforce-required-fields',
      '--force',
      '--path',
      join(SCRATCH_FROM_STUDIO, 'schema.json'),
    ]);
    expect(extract.code, cliOutput(extract)).toBe(0);
    const generate = await runSanity(['typegen', 'generate'], { SANITY_TYPEGEN_DIR: SCRATCH_FROM_STUDIO });
    expect(generate.code, cliOutput(generate)).toBe(0);

    const fresh = (name: string) => readFileSync(`${SCRATCH}${name}`, 'utf8');
    const committed = (name: string) => readFileSync(`${COMMITTED}${name}`, 'utf8');
    expect(JSON.parse(fresh('schema.json')), HINT).toEqual(JSON.parse(committed('schema.json')));
    expect(normalise(fresh('sanity.types.ts')), HINT).toBe(normalise(committed('sanity.types.ts')));
  }, 240_000);
});
