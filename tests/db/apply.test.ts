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

const memberIds = async (db: PGlite) =>
  (await db.query<{ id: string }>('select id from public.profiles order by id')).rows.map((row) => row.id);

// Built once, as the local stack builds a kept database, before the tests (like every database
// test's PGlite): initdb and the migrations are set-up, whatever the machine's load, not a verdict.
const built = await createDatabase({ dataDir, seed: true });
const members = await memberIds(built);
const recorded = await built.query<{ version: string; name: string }>(
  'select version, name from supabase_migrations.schema_migrations order by version',
);
await built.close();

it('records every migration in supabase_migrations.schema_migrations, in file order', () => {
  expect(recorded.rows).toEqual(listMigrations().map(({ version, name }) => ({ version, name })));
});

it('reopening a kept database changes nothing and keeps its data', async () => {
  const db = await PGlite.create({ dataDir });
  expect(await applySchema(db, { seed: true })).toEqual({ created: false, migrations: [], seeded: false });
  expect(members).not.toEqual([]);
  expect(await memberIds(db)).toEqual(members);
  await db.close();
});

it('a database missing a migration gets just that one', async () => {
  const db = await PGlite.create({ dataDir });
  // The staff views: nothing else in the baseline uses them. Later migrations may build on them
  // (cascade drops what they added; this database is not opened again).
  const missing = listMigrations().find((migration) => migration.name === 'staff_views');
  if (!missing) throw new Error('no staff_views migration');
  // Pretend that migration never ran: undo what it did and forget it.
  await db.exec(`drop view public.staff_open_inquiries, public.staff_open_partnerships,
      public.staff_notification_problems, public.staff_retention_due, public.staff_member_rights_daily,
      public.staff_marketing_recipients, public.staff_conversions_daily, public.staff_handoff_funnel cascade;
    drop function public.launch_readiness() cascade;
    delete from supabase_migrations.schema_migrations where version = '${missing.version}';`);
  expect(await applySchema(db)).toEqual({ created: false, migrations: [missing.version], seeded: false });
  await db.close();
});
