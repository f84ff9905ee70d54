// createDatabase (tools/local-supabase/db/create-database.ts) as the local stack uses it: a database kept in a folder is built
// once, and reopening it applies only migrations it has not recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';

import { applySchema, createDatabase, listMigrations } from '../../tools/local-supabase/db/create-database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sodam-apply-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('records every migration in supabase_migrations.schema_migrations, in file order', async () => {
  const db = await createDatabase({ dataDir, seed: true });
  const recorded = await db.query<{ version: string; name: string }>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  expect(recorded.rows).toEqual(listMigrations().map(({ version, name }) => ({ version, name })));
  await db.close();
});

it('reopening a kept database changes nothing and keeps its data', async () => {
  const db = await PGlite.create({ dataDir });
  expect(await applySchema(db, { seed: true })).toEqual({ created: false, migrations: [], seeded: false });
  const members = await db.query<{ count: number }>('select count(*)::int as count from public.profiles');
  expect(members.rows[0]?.count).toBe(2);
  await db.close();
});

it('a database missing a migration gets just that one', async () => {
  const db = await PGlite.create({ dataDir });
  // The installers bucket migration, whichever migrations come after it.
  const missing = listMigrations().find((migration) => migration.name === 'installers_bucket');
  if (!missing) throw new Error('no installers_bucket migration');
  // Pretend that migration never ran: undo what it did and forget it.
  await db.exec(`drop policy if exists "members read installers" on storage.objects;
    drop policy "members see the installers bucket" on storage.buckets;
    set storage.allow_delete_query = 'true'; -- as Storage's API does
    delete from storage.buckets where id = 'installers';
    reset storage.allow_delete_query;
    delete from supabase_migrations.schema_migrations where version = '${missing.version}';`);
  expect(await applySchema(db)).toEqual({ created: false, migrations: [missing.version], seeded: false });
  await db.close();
});
