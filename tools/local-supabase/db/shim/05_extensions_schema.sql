-- Supabase installs extensions into their own schema, `extensions`, which every role can use
-- and which is on the default search_path. pgTAP goes there too (`supabase test db`).
create schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter role postgres set search_path = "$user", public, extensions;
