-- profiles: the spec's "user" document, one row per auth user. Rows are created by the
-- trigger in the next migration; the owner may change only their name and phone number.

create type public.social_provider as enum ('google', 'kakao', 'naver');

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Whatever the provider calls the person; providers send anything from a nickname to a
  -- full romanised name, so this is looser than the inquiry forms' 2–7 characters.
  name text constraint profiles_name_length
    check (name is null or (char_length(name) <= 50 and char_length(private.trim_whitespace(name)) >= 1)),
  email text constraint profiles_email_length check (email is null or char_length(email) <= 320),
  tel text constraint profiles_tel_format check (tel is null or tel ~ '^010-[0-9]{4}-[0-9]{4}$'),
  -- Null for accounts made outside the site's three providers (e.g. staff in the dashboard).
  social public.social_provider,
  created_at timestamptz not null default now()
);
comment on table public.profiles is 'A member of the site: created from the sign-in provider''s profile.';

alter table public.profiles enable row level security;

-- Supabase's default privileges hand the API roles every right on new tables; take them back
-- and grant only what the policies below are for.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (name, tel) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- A member reads their own profile (the site loads it after login). Nobody else's.
create policy "members read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

-- A member corrects their own name and phone number; the column grant above keeps every
-- other column (email, social, created_at, id) out of reach.
create policy "members update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- No insert or delete policy: rows come from the sign-up trigger and leave with the account.
