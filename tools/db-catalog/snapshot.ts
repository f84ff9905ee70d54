// The snapshot of what supabase/migrations make of a new Supabase database: the catalog of the
// bare platform (the shim: roles, auth, storage, Vault) and of the same database once the
// migrations have run, and the difference between the two (catalogDelta). Built with the same
// createDatabase as the tests and the local stack, so it describes exactly what they run.
import type { PGlite } from '@electric-sql/pglite';

import { applySchema, createDatabase, listMigrations } from '../local-supabase/db/create-database.ts';
import { type Catalog, catalogDelta, dumpCatalog, isJson, parseCatalog, stableJson } from './catalog.ts';

export interface SchemaSnapshot {
  /** The migration files it was made from, by name, in the order they ran. */
  migrations: string[];
  catalog: Catalog;
}

interface SnapshotOptions {
  /** The last migration to apply (a version); every one when absent. */
  until?: string;
}

/** A database with the platform and the migrations, and its snapshot; the caller closes it. */
export async function snapshotMigrations(
  options: SnapshotOptions = {},
): Promise<{ db: PGlite; platform: Catalog; snapshot: SchemaSnapshot }> {
  const db = await createDatabase({ until: '0' });
  try {
    const platform = await dumpCatalog(db);
    const until = options.until === undefined ? {} : { until: options.until };
    const { migrations } = await applySchema(db, until);
    const names = listMigrations()
      .filter((migration) => migrations.includes(migration.version))
      .map((migration) => `${migration.version}_${migration.name}`);
    return { db, platform, snapshot: { migrations: names, catalog: catalogDelta(platform, await dumpCatalog(db)) } };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The snapshot as the file holds it: sorted keys, so a regenerated file changes only where the schema did. */
export function formatSnapshot(snapshot: SchemaSnapshot): string {
  return `${stableJson({ migrations: snapshot.migrations, catalog: snapshot.catalog }, 2)}\n`;
}

export function parseSnapshot(text: string): SchemaSnapshot {
  const value: unknown = JSON.parse(text);
  if (!isJson(value) || typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('a schema snapshot is a JSON object');
  }
  const { migrations, catalog } = value;
  if (!Array.isArray(migrations) || !migrations.every((name) => typeof name === 'string')) {
    throw new Error('a schema snapshot lists its migrations by name');
  }
  return { migrations, catalog: parseCatalog(catalog) };
}
