-- Shim, part 4 of 5: the `graphql_public` schema, which every Supabase database exposes
-- through the API (config.toml [api] schemas) and which `supabase gen types` therefore
-- includes. Its one function is pg_graphql's entry point; PGlite has no pg_graphql, so the
-- function here is the placeholder Supabase's own Postgres image installs while the extension
-- is off: same signature, and every call answers with a GraphQL error instead of data.

create schema graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

create function graphql_public.graphql(
  "operationName" text default null,
  query text default null,
  variables jsonb default null,
  extensions jsonb default null
) returns jsonb
  language sql
as $$
  select jsonb_build_object(
    'errors', jsonb_build_array(jsonb_build_object('message', 'pg_graphql extension is not enabled.'))
  )
$$;
