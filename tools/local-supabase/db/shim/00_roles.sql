-- Shim, part 1 of 5: the roles a Supabase database has before any project migration runs.
-- Loaded only into PGlite (tests and the local stack); a real Supabase project already has
-- all of this, so nothing here is a migration. Modelled on supabase/postgres's initial schema.
--
--   anon           requests without a user JWT (PostgREST switches to it per request)
--   authenticated  requests with a signed-in user's JWT
--   service_role   the secret key: staff tools and server code; bypasses row-level security
--   authenticator  the login role PostgREST connects as; it may only switch into the three above
--   supabase_admin, supabase_auth_admin, supabase_storage_admin  owners of the platform schemas
--
-- In PGlite `postgres` is the bootstrap superuser; on a hosted project it is the dashboard's
-- role, owner of what migrations create. Both are "staff" in this project's policies.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
create role supabase_admin login createrole createdb replication bypassrls;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;

grant anon, authenticated, service_role to authenticator;

-- Supabase grants the API roles everything in `public` by default and relies on row-level
-- security. Reproducing that default matters: a table a migration forgets to lock down is
-- wide open on a real project, and the tests must see the same.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
