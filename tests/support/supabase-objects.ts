// Reads the auth, storage and graphql_public objects out of a database, in the notation of
// tools/local-supabase/db/shim/supabase-objects.json, and lists every difference between two
// such descriptions as one sentence naming the object.
import type { PGlite } from '@electric-sql/pglite';

export interface SupabaseObjects {
  enums: Record<string, string[]>;
  /** "schema.table" → column → "type[ not null][ generated]". */
  tables: Record<string, Record<string, string>>;
  /** "schema.name(identity arguments)" → "result volatility". */
  functions: Record<string, string>;
  /** The settings (GUCs) the functions read with current_setting(). */
  settings: string[];
}

export const PLATFORM_SCHEMAS = ['auth', 'storage', 'graphql_public'];

const VOLATILITY: Record<string, string> = { i: 'immutable', s: 'stable', v: 'volatile' };

export async function readSupabaseObjects(db: PGlite): Promise<SupabaseObjects> {
  const params = [PLATFORM_SCHEMAS];
  const enums = await db.query<{ name: string; labels: string[] }>(
    `select n.nspname || '.' || t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = any($1) group by 1`,
    params,
  );
  const columns = await db.query<{
    relation: string;
    name: string;
    type: string;
    not_null: boolean;
    generated: string;
  }>(
    `select n.nspname || '.' || c.relname as relation, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as not_null, a.attgenerated::text as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by 1, a.attnum`,
    params,
  );
  const functions = await db.query<{ signature: string; result: string; volatility: string; source: string }>(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
            pg_get_function_result(p.oid) as result, p.provolatile::text as volatility, p.prosrc as source
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1)`,
    params,
  );

  const tables: SupabaseObjects['tables'] = {};
  for (const column of columns.rows) {
    const table = (tables[column.relation] ??= {});
    table[column.name] =
      `${column.type}${column.not_null ? ' not null' : ''}${column.generated === 's' ? ' generated' : ''}`;
  }
  const settings = new Set<string>();
  for (const fn of functions.rows) {
    for (const match of fn.source.matchAll(/current_setting\(\s*'([^']+)'/g)) if (match[1]) settings.add(match[1]);
  }
  return {
    enums: Object.fromEntries(enums.rows.map((row) => [row.name, row.labels])),
    tables,
    functions: Object.fromEntries(
      functions.rows.map((fn) => [fn.signature, `${fn.result} ${VOLATILITY[fn.volatility] ?? fn.volatility}`]),
    ),
    settings: [...settings].sort(),
  };
}

/** Every way `actual` (the shim) differs from `pinned` (the releases), one sentence each. */
export function describeDrift(
  pinned: SupabaseObjects,
  actual: SupabaseObjects,
  release: (object: string) => string,
): string[] {
  const drift: string[] = [];
  const compare = (kind: string, want: Record<string, unknown>, have: Record<string, unknown>) => {
    for (const name of Object.keys(want)) {
      if (!(name in have)) drift.push(`${kind} ${name} is in ${release(name)} but missing from the shim`);
      else if (JSON.stringify(want[name]) !== JSON.stringify(have[name])) {
        drift.push(
          `${kind} ${name} is ${JSON.stringify(want[name])} in ${release(name)} but ${JSON.stringify(have[name])} in the shim`,
        );
      }
    }
    for (const name of Object.keys(have)) {
      if (!(name in want)) drift.push(`${kind} ${name} is in the shim but not in the pinned list (${release(name)})`);
    }
  };
  compare('enum', pinned.enums, actual.enums);
  compare('function', pinned.functions, actual.functions);
  const tableNames = [...new Set([...Object.keys(pinned.tables), ...Object.keys(actual.tables)])];
  for (const table of tableNames) {
    const want = pinned.tables[table];
    const have = actual.tables[table];
    if (!want) drift.push(`table ${table} is in the shim but not in the pinned list (${release(table)})`);
    else if (!have) drift.push(`table ${table} is in ${release(table)} but missing from the shim`);
    else {
      const qualified = (columns: Record<string, string>) =>
        Object.fromEntries(Object.entries(columns).map(([name, type]) => [`${table}.${name}`, type]));
      compare('column', qualified(want), qualified(have));
    }
  }
  const settings = (list: string[]) => Object.fromEntries(list.map((name) => [name, true]));
  compare('setting', settings(pinned.settings), settings(actual.settings));
  return drift;
}
