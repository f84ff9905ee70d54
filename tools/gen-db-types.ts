// `npm run db:types`: regenerates src/lib/supabase/database.types.ts (and its copy for the
// Edge Functions, supabase/functions/_shared/) from supabase/migrations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

import { DB_TYPES_FILES, generateDatabaseTypes } from './db-types/generate.ts';

const types = await generateDatabaseTypes();
for (const file of DB_TYPES_FILES) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, types);
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
