// The committed Database types (the site's and the Edge Functions' copy) must be what the
// migrations produce today.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { DB_TYPES_COMMAND, DB_TYPES_FILES, generateDatabaseTypes } from '../../tools/db-types/generate.ts';

const generated = await generateDatabaseTypes();

it.each(DB_TYPES_FILES.map((file) => relative(process.cwd(), file)))('%s matches supabase/migrations', (file) => {
  const committed = readFileSync(file, 'utf8');
  expect(committed, `${file} is out of date: run \`${DB_TYPES_COMMAND}\` and commit the result`).toBe(generated);
});
