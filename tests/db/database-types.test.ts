// The committed Database types must be what the migrations produce today.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DB_TYPES_COMMAND, DB_TYPES_FILE, generateDatabaseTypes } from '../../tools/db-types/generate.ts';

it('src/lib/supabase/database.types.ts matches supabase/migrations', async () => {
  const generated = await generateDatabaseTypes();
  const committed = readFileSync(DB_TYPES_FILE, 'utf8');
  expect(committed, `database.types.ts is out of date: run \`${DB_TYPES_COMMAND}\` and commit the result`).toBe(generated);
});
