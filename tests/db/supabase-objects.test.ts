// The shim stands in for what Supabase creates before any migration runs. It must carry
// exactly the auth, storage and graphql_public objects of the pinned Supabase releases
// (tools/local-supabase/db/shim/supabase-objects.json), and the project may use nothing else:
// a table, column, function or setting that drifts either way fails here, by name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

import { SHIM_DIR } from '../../tools/local-supabase/db/create-database.ts';
import { describeDrift, readSupabaseObjects, type SupabaseObjects } from '../support/supabase-objects.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pinned = JSON.parse(readFileSync(join(SHIM_DIR, 'supabase-objects.json'), 'utf8')) as SupabaseObjects & {
  releases: Record<'auth' | 'storage' | 'graphql_public', string>;
};

/** Which release an object (or a setting) comes from, for the failure messages. */
const release = (name: string) => {
  if (name.startsWith('storage.')) return `Supabase Storage (${pinned.releases.storage})`;
  if (name.startsWith('graphql_public.')) return `Supabase Postgres (${pinned.releases.graphql_public})`;
  return `Supabase Auth (${pinned.releases.auth})`;
};

let shim: SupabaseObjects;
beforeAll(async () => {
  const db = await PGlite.create();
  try {
    for (const file of readdirSync(SHIM_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      await db.exec(readFileSync(join(SHIM_DIR, file), 'utf8'));
    }
    shim = await readSupabaseObjects(db);
  } finally {
    await db.close();
  }
});

describe('the shim against the pinned Supabase releases', () => {
  it('has exactly their tables and columns, with the same types and nullability', () => {
    const tableDrift = describeDrift(
      { ...pinned, enums: {}, functions: {}, settings: [] },
      { ...shim, enums: {}, functions: {}, settings: [] },
      release,
    );
    expect(tableDrift).toEqual([]);
  });

  it('has exactly their enums, functions (signature, result, volatility) and the settings those read', () => {
    const otherDrift = describeDrift({ ...pinned, tables: {} }, { ...shim, tables: {} }, release);
    expect(otherDrift).toEqual([]);
  });

  it('reports drift in either direction by the object’s name', () => {
    const { email, ...users } = pinned.tables['auth.users'] ?? {};
    const renamed = { ...users, email_address: email ?? '' };
    const drifted: SupabaseObjects = {
      ...pinned,
      tables: { ...pinned.tables, 'auth.users': renamed },
      settings: ['storage.can_delete'],
    };
    expect(describeDrift(pinned, drifted, release)).toEqual([
      `column auth.users.email is in ${release('auth.users')} but missing from the shim`,
      `column auth.users.email_address is in the shim but not in the pinned list (${release('auth.users')})`,
      ...pinned.settings.map((name) => `setting ${name} is in ${release(name)} but missing from the shim`),
      `setting storage.can_delete is in the shim but not in the pinned list (${release('storage.can_delete')})`,
    ]);
  });
});

// SQL the project runs against Supabase's schemas: migrations, pgTAP files, the seed, and the
// local stack's and tests' own queries (comments stripped, so prose may name anything).
const PLATFORM_NAME = /(?<![\w.$/-])(auth|storage|graphql_public)\.([a-z_]+)(?![\w/-])/g;
const SOURCES = ['supabase', 'tools/local-supabase', 'tests/db', 'tests/local'];
const SKIP = new Set(['node_modules', 'shim']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return /\.(sql|ts)$/.test(entry.name) && !entry.name.startsWith('supabase-objects') ? [path] : [];
  });
}

const withoutComments = (path: string, text: string) =>
  path.endsWith('.sql')
    ? text.replace(/--.*$/gm, '')
    : text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

it('the project uses only auth, storage and graphql_public objects and settings from the pinned list', () => {
  const known = new Set([
    ...Object.keys(pinned.tables),
    ...Object.keys(pinned.enums),
    ...Object.keys(pinned.functions).map((signature) => signature.slice(0, signature.indexOf('('))),
    ...pinned.settings,
  ]);
  const unknown = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((path) =>
    [...withoutComments(path, readFileSync(path, 'utf8')).matchAll(PLATFORM_NAME)]
      .map((match) => match[0])
      .filter((name) => !known.has(name))
      .map(
        (name) =>
          `${relative(ROOT, path)} uses ${name}, which ${release(name)} does not have (or it is missing from the pinned list)`,
      ),
  );
  expect([...new Set(unknown)]).toEqual([]);
});
