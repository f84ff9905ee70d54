// The baseline migrations make exactly the schema that the migrations they replaced made. The
// snapshot (tests/support/baseline-schema.json) is the catalog those migrations left on a new
// Supabase database, taken with `node tools/db-catalog/cli.ts` before they were squashed, and
// lists them by name. Migrations added after the baseline are not part of it: they are applied
// on top (docs/schema.md#changing-the-schema), so this test applies the baseline alone.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';

import { catalogDelta, dumpCatalog } from '../../tools/db-catalog/catalog.ts';
import { diffCatalogs } from '../../tools/db-catalog/diff.ts';
import { parseSnapshot, snapshotMigrations } from '../../tools/db-catalog/snapshot.ts';

/** The last file of the baseline; everything after it is an additive migration. */
const BASELINE_LAST = '20261201001100';
const SNAPSHOT_FILE = 'tests/support/baseline-schema.json';

const expected = parseSnapshot(readFileSync(SNAPSHOT_FILE, 'utf8'));
const { db, platform, snapshot } = await snapshotMigrations({ until: BASELINE_LAST });
afterAll(() => db.close());

describe('the baseline schema', () => {
  it('equals the snapshot: every table, column, constraint, index, policy, grant, function, trigger, view and job', () => {
    const differences = diffCatalogs(expected.catalog, snapshot.catalog);
    expect(differences, `${SNAPSHOT_FILE} and the baseline differ:\n${differences.join('\n')}`).toEqual([]);
  });

  it('shows a planted difference: a grant taken away', async () => {
    await db.exec('begin');
    try {
      await db.exec('revoke execute on function public.log_download(jsonb) from anon');
      const planted = catalogDelta(platform, await dumpCatalog(db));
      expect(diffCatalogs(expected.catalog, planted)).toEqual([
        'changed functions public.log_download(attribution jsonb)',
        '    acl lost "anon:EXECUTE"',
      ]);
    } finally {
      await db.exec('rollback');
    }
  });

  it('shows a planted difference: a policy that lets one role more in', async () => {
    await db.exec('begin');
    try {
      await db.exec('alter policy "members read their own inquiries" on public.inquiries to authenticated, anon');
      const planted = catalogDelta(platform, await dumpCatalog(db));
      expect(diffCatalogs(expected.catalog, planted)).toEqual([
        'changed policies public.inquiries.members read their own inquiries',
        '    roles gained "anon"',
      ]);
    } finally {
      await db.exec('rollback');
    }
  });
});
