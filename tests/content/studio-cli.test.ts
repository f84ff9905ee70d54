import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { SEED_FILE } from '../../src/lib/content/source';
import { cliOutput, runSanity } from '../support/sanity-cli';
import { isObject, type Json, readSeedDocs } from '../support/seed-docs';

// Each CLI run bundles the Studio config first (~30 s on two quiet cores; beside busy programs
// validating every seed document took over 240 s). A ceiling for a hang, not a timing gate.
const SLOW = 600_000;

interface Marker {
  level: string;
  message: string;
  path: (string | number | { _key: string })[];
  __internal_metadata?: { name?: string };
}

/** The value at a validation marker's path inside a raw seed document. */
function valueAt(doc: Json | undefined, path: Marker['path']): Json | undefined {
  let value = doc;
  for (const step of path) {
    if (Array.isArray(value))
      value =
        typeof step === 'object'
          ? value.find((item) => isObject(item) && item._key === step._key)
          : value[Number(step)];
    else if (isObject(value) && typeof step === 'string') value = value[step];
    else return undefined;
  }
  return value;
}

describe('the Studio', () => {
  it(
    'has a schema that `sanity schema validate` accepts with no errors or warnings',
    async () => {
      const result = await runSanity(['schema', 'validate', '--format', 'json', '--level', 'warning']);
      expect(result.code, cliOutput(result)).toBe(0);
      const problems = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as { problems: unknown[] }[];
      expect(problems.flatMap((group) => group.problems)).toEqual([]);
    },
    SLOW,
  );

  it(
    'accepts every seed document under its validation rules (lengths, required fields, formats)',
    async () => {
      // `--file` validates the import file offline; the CLI only wants some token to start.
      const result = await runSanity(
        ['documents', 'validate', '--file', SEED_FILE, '--yes', '--format', 'ndjson', '--level', 'info'],
        {
          SANITY_AUTH_TOKEN: 'offline-validation',
        },
      );
      expect(result.code, cliOutput(result)).toBe(0);
      const docs = new Map(readSeedDocs().map((doc) => [doc._id, doc]));
      const reports = result.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { documentId: string; markers: Marker[] });
      expect(reports.length, 'the validator read no documents').toBeGreaterThan(0);
      const problems = reports.flatMap(({ documentId, markers }) =>
        markers
          // The import format names files instead of uploaded assets; the file checks live in seed.test.ts.
          .filter(
            (m) =>
              !(
                m.__internal_metadata?.name === 'assetRequired' &&
                isObject(valueAt(docs.get(documentId), m.path)) &&
                '_sanityAsset' in (valueAt(docs.get(documentId), m.path) as object)
              ),
          )
          .map((m) => `${documentId} ${JSON.stringify(m.path)}: ${m.message}`),
      );
      expect(problems).toEqual([]);
    },
    SLOW,
  );

  // `sanity deploy` of @sanity/cli 8.12.0 imports checkBuiltOutput, which @sanity/workbench-cli
  // 2.15.1 no longer exports: the command did not start (package.json's overrides hold 2.6.0).
  it.each(['deploy', 'init', 'login', 'dataset import', 'dataset export'])(
    'starts `sanity %s`, as docs/deploy.md runs it',
    async (command) => {
      const result = await runSanity([...command.split(' '), '--help']);
      expect(result.code, cliOutput(result)).toBe(0);
      expect(result.stdout).toContain('USAGE');
    },
    SLOW,
  );

  it(
    'builds with `sanity build`',
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'studio-build-'));
      try {
        const result = await runSanity(['build', out, '--yes']);
        expect(result.code, cliOutput(result)).toBe(0);
        expect(existsSync(join(out, 'index.html'))).toBe(true);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
