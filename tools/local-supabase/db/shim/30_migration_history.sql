-- Shim, part 5 of 5: the Supabase CLI's record of applied migrations. `supabase db push`
-- keeps one row per file in supabase/migrations; tools/local-supabase/db/create-database.ts does the same, so a
-- persisted local database picks up only the migrations it has not run yet.

create schema supabase_migrations;

create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
