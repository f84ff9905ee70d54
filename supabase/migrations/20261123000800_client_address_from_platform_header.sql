-- The guest limits (partnership inquiries, download logs) key on the caller's address, and
-- private.request_client_address() used to fall back to x-real-ip and the first
-- x-forwarded-for entry: headers a client writes itself, so one made-up header gave a guest a
-- fresh limit. Now only cf-connecting-ip counts. On a hosted project Cloudflare, in front of
-- Supabase's API gateway, sets it from the connection and replaces any value the client sent;
-- the local stack's gateway does the same (tools/local-supabase/gateway/client-address.ts).
-- A request without it (SQL outside the API, or a platform that does not set it) counts as
-- the one shared client 'unknown': a missing header makes the limits stricter, never looser.
create or replace function private.request_client_address() returns text
  language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(btrim((coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb) ->> 'cf-connecting-ip'), ''),
    'unknown'
  )
$$;
comment on function private.request_client_address() is
  'The caller''s address from cf-connecting-ip, which only the platform sets; ''unknown'' without it.';
