// The content backup is rehearsed offline (docs/operations.md#backups): `npm run backup:content`
// without a Sanity project packs the seed as `sanity dataset export` would, `--restore` unpacks
// it into a scratch folder, and every query the site runs reads the same content from it as
// from the original. A restore that lost a document reads differently, and is caught.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as queries from '../../src/lib/content/queries';
import { loadSeedDataset } from '../../src/lib/content/seed';
import { SEED_FILE, SEED_IMAGE_DIR } from '../../src/lib/content/source';
import { archiveName } from '../../tools/backup/archive';
import { REPO_ROOT } from '../support/repo-files';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'sodam-backup-test-'));
const CLI = join(REPO_ROOT, 'tools', 'backup', 'cli.ts');
const offline = { ...process.env, SANITY_PROJECT_ID: '' };
let archive: string;
let restored: { datasetFile: string; imageDir: string };

beforeAll(async () => {
  await run(process.execPath, [CLI, '--out', join(scratch, 'out')], { env: offline });
  archive = join(scratch, 'out', archiveName('seed'));
  const { stdout } = await run(process.execPath, [CLI, '--restore', archive, '--into', join(scratch, 'restore')], {
    env: offline,
  });
  const [datasetFile, imageDir] = stdout
    .split('\n')
    .slice(1, 3)
    .map((line) => line.trim());
  restored = { datasetFile: datasetFile ?? '', imageDir: imageDir ?? '' };
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every query of the site over one dataset: page documents by each id the original has. */
async function readEverything(datasetFile: string, imageDir: string): Promise<Record<string, unknown>> {
  const dataset = loadSeedDataset(datasetFile, imageDir);
  const pageIds = loadSeedDataset(SEED_FILE, SEED_IMAGE_DIR)
    .map((doc) => doc._id)
    .filter((id) => id.startsWith('pageSeo-'));
  const results: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query !== 'string') continue;
    for (const id of query.includes('$id') ? pageIds : ['']) {
      const params = id ? { id } : {};
      results[`${name}${id ? ` ${id}` : ''}`] = await (
        await evaluate(parse(query, { params }), { dataset, params })
      ).get();
    }
  }
  return results;
}

describe('the content backup', () => {
  it('is a dated archive of the dataset with its images', () => {
    expect(archive).toMatch(/content-seed-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    expect(existsSync(archive)).toBe(true);
    expect(readFileSync(restored.datasetFile, 'utf8')).toBe(readFileSync(SEED_FILE, 'utf8'));
  });

  it('restored into a scratch folder, every query of the site reads the same content', async () => {
    const original = await readEverything(SEED_FILE, SEED_IMAGE_DIR);
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(await readEverything(restored.datasetFile, restored.imageDir)).toEqual(original);
  });

  it('a restore that lost a document reads differently', async () => {
    const lost = join(scratch, 'lost.ndjson');
    const lines = readFileSync(restored.datasetFile, 'utf8').split('\n');
    writeFileSync(lost, lines.filter((line) => !line.startsWith('{"_id": "privacyPolicy"')).join('\n'));
    expect(await readEverything(lost, restored.imageDir)).not.toEqual(await readEverything(SEED_FILE, SEED_IMAGE_DIR));
  });
});
