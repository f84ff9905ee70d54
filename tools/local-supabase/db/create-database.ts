// Builds a Supabase-shaped Postgres in PGlite: the shim (roles, auth, storage, Vault), then every
// file in supabase/migrations in filename order, then optionally supabase/seed.sql.
// Used by the database tests, the type generator and the local backend (tools/local-supabase),
// so all three run exactly the SQL a hosted project runs. Node only (reads files).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

import { supabaseExtensions } from './extension-bundles.ts';

/** What the Supabase CLI owns: config.toml, migrations/, seed.sql, tests/, functions/, storage/. */
export const SUPABASE_DIR = fileURLToPath(new URL('../../../supabase/', import.meta.url));
/** Supabase's own roles and auth/storage schemas, which a hosted project has before any migration. */
export const SHIM_DIR = fileURLToPath(new URL('./shim/', import.meta.url));
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

interface Migration {
  /** The timestamp prefix, as the Supabase CLI records it. */
  version: string;
  /** The rest of the file name, e.g. `profiles`. */
  name: string;
  path: string;
}

interface CreateDatabaseOptions {
  /** A folder to keep the database in; in memory when absent. */
  dataDir?: string;
  /** Load supabase/seed.sql when the database is new. Default false. */
  seed?: boolean;
  /** PGlite extensions to load besides pgmq, pg_net and pg_cron, e.g. `{ pgtap }` for the tests. */
  extensions?: PGliteOptions['extensions'];
  /** Apply the migrations up to this version only, as `supabase db reset --version` does. */
  until?: string;
}

interface ApplyOptions {
  /** Load supabase/seed.sql when the database is new. Default false. */
  seed?: boolean;
  /** Apply the migrations up to this version only; `'0'` applies none (the platform alone). */
  until?: string;
}

interface AppliedSchema {
  /** True when the shim ran, i.e. the database was new. */
  created: boolean;
  /** Versions of the migrations applied by this call. */
  migrations: string[];
  seeded: boolean;
}

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** The migrations in the order `supabase db push` applies them. */
export function listMigrations(): Migration[] {
  return sqlFiles(MIGRATIONS_DIR).map((file) => {
    const match = /^(\d{14})_(.+)\.sql$/.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file names must look like 20261122000100_name.sql: ${file}`);
    }
    return { version: match[1], name: match[2], path: join(MIGRATIONS_DIR, file) };
  });
}

/**
 * Brings a PGlite database up to date: the shim if it is new, then each migration not yet
 * recorded in supabase_migrations.schema_migrations (each in its own transaction, as the
 * CLI does), then the seed if asked and the database was new.
 */
export async function applySchema(db: PGlite, options: ApplyOptions = {}): Promise<AppliedSchema> {
  const existing = await db.query<{ ready: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  const created = existing.rows[0]?.ready !== true;
  if (created) {
    for (const file of sqlFiles(SHIM_DIR)) {
      await db.exec(readFileSync(join(SHIM_DIR, file), 'utf8'));
    }
  }

  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  const migrations: string[] = [];
  for (const migration of listMigrations()) {
    if (options.until !== undefined && migration.version > options.until) break;
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${String(error)}`, {
        cause: error,
      });
    }
    migrations.push(migration.version);
  }

  const seeded = created && options.seed === true;
  if (seeded) await db.exec(readFileSync(SEED_FILE, 'utf8'));
  return { created, migrations, seeded };
}

/**
 * A PGlite database with the shim, the migrations and (optionally) the seed applied. The
 * extensions a migration may enable (pgmq, pg_net, pg_cron) are always available to it.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<PGlite> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { ...supabaseExtensions(), ...options.extensions },
  });
  try {
    await applySchema(db, {
      seed: options.seed ?? false,
      ...(options.until === undefined ? {} : { until: options.until }),
    });
    // A new connection as postgres starts with the role's search_path (shim/05); PGlite's one
    // session started before the shim set it, so apply it here as well.
    await db.exec('set search_path = "$user", public, extensions');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
