// `npm run db:types`: regenerates src/lib/supabase/database.types.ts from supabase/migrations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { DB_TYPES_FILE, generateDatabaseTypes } from './db-types/generate.ts';

mkdirSync(dirname(DB_TYPES_FILE), { recursive: true });
writeFileSync(DB_TYPES_FILE, await generateDatabaseTypes());
console.log(`wrote ${relative(process.cwd(), DB_TYPES_FILE)}`);
