// A database's schema as plain data, for comparing two databases built by different SQL: every
// object by kind (queries.ts), each a flat object of what defines it, plus the rows migrations
// write as part of the schema and a row count for every table. Node only.
import { DATA, SECTIONS } from './queries.ts';
import { normalizeSqlText } from './sql-text.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** One object: what defines it, field by field. */
export type Entry = { [field: string]: Json };
/** Section (`functions`, `policies`, …) → object key (`public.log_download(attribution jsonb)`) → entry. */
export type Catalog = { [section: string]: { [key: string]: Entry } };

/** What the dump needs of a database: PGlite, or one of its transactions. */
export interface Queryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export function isJson(value: unknown): value is Json {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.values(value).every(isJson);
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && isJson(value);

async function section(db: Queryable, sql: string): Promise<Record<string, Entry>> {
  const { rows } = await db.query<{ key: string; value: unknown }>(sql);
  const entries: Record<string, Entry> = {};
  for (const { key, value } of rows) {
    if (!isEntry(value)) throw new Error(`[db-catalog] ${key} is not a flat JSON object`);
    if (key in entries) throw new Error(`[db-catalog] two objects are named ${key}`);
    entries[key] = value;
  }
  return entries;
}

/** Each ordinary table's number of rows, so rows a migration writes anywhere are noticed. */
async function rowCounts(db: Queryable): Promise<Record<string, Entry>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
        and n.nspname <> 'supabase_migrations'`,
  );
  const counts: Record<string, Entry> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${name}`);
    counts[name] = { rows: rows[0]?.count ?? 0 };
  }
  return counts;
}

/** The schema of the database `db` as it is now. */
export async function dumpCatalog(db: Queryable): Promise<Catalog> {
  const catalog: Catalog = {};
  for (const [name, sql] of Object.entries(SECTIONS)) catalog[name] = await section(db, sql);
  const functions = catalog.functions ?? {};
  for (const [key, entry] of Object.entries(functions)) {
    // An extension's own functions come with its version; who may call them is still ours.
    if (typeof entry.extension === 'string') {
      functions[key] = { extension: entry.extension, owner: entry.owner ?? null, acl: entry.acl ?? null };
    } else if (typeof entry.body === 'string') entry.body = normalizeSqlText(entry.body);
  }
  for (const [name, { table, sql }] of Object.entries(DATA)) {
    const { rows } = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table]);
    catalog[name] = rows[0]?.present ? await section(db, sql) : {};
  }
  catalog.row_counts = await rowCounts(db);
  return catalog;
}

const same = (a: Json | undefined, b: Json | undefined) => stableJson(a ?? null) === stableJson(b ?? null);

/**
 * What `after` has that `before` has not: the objects it adds or changes, whole, and
 * `{ "dropped": true }` for each it removes. A snapshot of migrations is the delta from the bare
 * platform to the migrated database, so it says only what the migrations did.
 */
export function catalogDelta(before: Catalog, after: Catalog): Catalog {
  const delta: Catalog = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[name] ?? {};
    const now = after[name] ?? {};
    const changed: Record<string, Entry> = {};
    for (const [key, entry] of Object.entries(now)) if (!same(was[key], entry)) changed[key] = entry;
    for (const key of Object.keys(was)) if (!(key in now)) changed[key] = { dropped: true };
    delta[name] = changed;
  }
  return delta;
}

/** JSON with every object's keys sorted, two-space indented: the same catalog always reads the same. */
export function stableJson(value: Json, indent = 0): string {
  return JSON.stringify(sortKeys(value), null, indent);
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] ?? null)]),
  );
}

/** A catalog read back from its JSON, checked to be one. */
export function parseCatalog(value: unknown): Catalog {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a catalog');
  const catalog: Catalog = {};
  for (const [name, entries] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entries !== 'object' || entries === null) throw new Error(`section ${name} is not an object`);
    const checked: Record<string, Entry> = {};
    for (const [key, entry] of Object.entries(entries as Record<string, unknown>)) {
      if (!isEntry(entry)) throw new Error(`${name} ${key} is not an entry`);
      checked[key] = entry;
    }
    catalog[name] = checked;
  }
  return catalog;
}
