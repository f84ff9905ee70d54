// A freshly migrated database, kept once per version of the schema, so a reset or a test run
// copies a folder instead of running initdb and every migration again (initdb in WASM is most
// of a cold start, and several seconds on a busy machine). The template is keyed by a hash of
// the shim (with its extension stand-ins), the migrations and the PGlite and pgmq versions, so
// any change to them makes a new one. It holds no seed: seed.sql runs on every new database,
// so its "N days ago" dates stay true.
// (Values a migration generates once, like the guest-limit salt, are shared by the databases
// made from one template; for local databases that is harmless.)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

import { createDatabase, SEED_FILE, SHIM_DIR, SUPABASE_DIR } from './create-database.ts';
import { standInFiles } from './extension-bundles.ts';

function schemaHash(): string {
  const hash = createHash('sha256');
  // The packages' exports hide their package.json; each entry point sits in dist/ beside it.
  for (const name of ['@electric-sql/pglite', '@electric-sql/pglite-pgmq']) {
    hash.update(readFileSync(join(dirname(createRequire(import.meta.url).resolve(name)), '..', 'package.json')));
  }
  for (const { path, bytes } of standInFiles()) hash.update(`extensions/${path}\n`).update(bytes);
  for (const [folder, dir] of [
    ['shim', SHIM_DIR],
    ['migrations', join(SUPABASE_DIR, 'migrations')],
  ] as const) {
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      hash.update(`${folder}/${file}\n`).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template folder for the current schema, built (once) if missing. */
async function ensureTemplate(cacheDir: string): Promise<string> {
  const template = join(cacheDir, `pglite-${schemaHash()}`);
  if (existsSync(template)) return template;
  mkdirSync(cacheDir, { recursive: true });
  // Built aside and renamed into place, so a concurrent start never copies half a template.
  const building = `${template}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const db = await createDatabase({ dataDir: building, seed: false });
  await db.close();
  try {
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error; // otherwise another start finished it first
  }
  return template;
}

/**
 * Fills an empty `dataDir` with the migrated template, opens it (createDatabase finds no
 * migration left to apply) and runs seed.sql, as createDatabase does for a new database.
 */
export async function openFromTemplate(dataDir: string, cacheDir: string): Promise<PGlite> {
  const template = await ensureTemplate(cacheDir);
  cpSync(template, dataDir, { recursive: true });
  const db = await createDatabase({ dataDir });
  try {
    await db.exec(readFileSync(SEED_FILE, 'utf8'));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
