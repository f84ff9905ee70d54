-- The baseline schema, part 2 of 11: members. One profile per auth user, made by a trigger from
-- what the sign-in provider sent; the member may change only their name, phone number and
-- marketing consent. Naver accounts are found by Naver's own id. What a member's rights do to
-- their rows (consent, 회원 탈퇴, export) is in the rights file.

create type public.social_provider as enum ('google', 'kakao', 'naver');

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Whatever the provider calls the person; providers send anything from a nickname to a full
  -- romanised name, so this is looser than the inquiry forms' 2–7 characters.
  name text constraint profiles_name_length
    check (name is null or (char_length(name) <= 50 and char_length(private.trim_whitespace(name)) >= 1)),
  email text constraint profiles_email_length check (email is null or char_length(email) <= 320),
  tel text constraint profiles_tel_format check (tel is null or tel ~ '^010-[0-9]{4}-[0-9]{4}$'),
  -- Null for accounts made outside the site's three providers (e.g. staff in the dashboard).
  social public.social_provider,
  created_at timestamptz not null default now(),
  -- The member grants or withdraws it on their own row (docs/product.md#member-rights); the time
  -- is stamped by the database on every change and never typed by anyone, because 정보통신망법
  -- Art. 50(8) counts the two-year confirmation from it.
  marketing_consent boolean not null default false,
  marketing_consent_at timestamptz
);
comment on table public.profiles is 'A member of the site: created from the sign-in provider''s profile.';
-- Staff work in the Supabase dashboard, which shows a column's comment beside its name: every
-- column staff see says in Korean what it holds and who writes it (staff_views.test.sql checks).
comment on column public.profiles.id is '회원 ID (로그인 계정과 같음)';
comment on column public.profiles.name is '이름 (로그인한 서비스에서 받은 이름, 회원이 고칠 수 있음)';
comment on column public.profiles.email is '이메일 (로그인한 서비스에서 받은 주소)';
comment on column public.profiles.tel is '휴대폰 번호 (회원이 고칠 수 있음)';
comment on column public.profiles.social is '가입한 로그인 방법 (kakao, naver, google)';
comment on column public.profiles.created_at is '가입 시각';
comment on column public.profiles.marketing_consent is '마케팅 정보 수신 동의 (회원이 내 정보에서 켜고 끕니다)';
comment on column public.profiles.marketing_consent_at is '마케팅 수신 동의를 마지막으로 주거나 철회한 시각 (자동 입력)';

alter table public.profiles enable row level security;

-- Supabase's default privileges hand the API roles every right on new tables; take them back and
-- grant only what the policies below are for. The column grant keeps every other column (email,
-- social, created_at, id, the consent's time) out of a member's reach.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (name, tel, marketing_consent) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- A member reads their own profile (the site loads it after login). Nobody else's.
create policy "members read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

-- A member corrects their own name and phone number, and grants or withdraws their marketing
-- consent, on their own row only.
create policy "members update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- No insert or delete policy: rows come from the sign-up trigger and leave with the account.

-- Every new auth user gets a profile, filled from what the provider sent:
--   Google and Kakao go through Supabase Auth, which copies the provider's claims into
--   raw_user_meta_data (name / full_name, email, and for Kakao business apps phone_number as
--   "+82 10-1234-5678"); the provider name is in raw_app_meta_data.provider.
--   Naver users are created by the naver-auth edge function with app_metadata.provider = 'naver'
--   and Naver's profile fields (name, email, mobile).
create function private.create_profile_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  provider text := new.raw_app_meta_data ->> 'provider';
  display_name text;
  phone_digits text;
begin
  display_name := left(private.trim_whitespace(coalesce(
    nullif(private.trim_whitespace(meta ->> 'name'), ''),
    nullif(private.trim_whitespace(meta ->> 'full_name'), ''),
    nullif(private.trim_whitespace(meta ->> 'nickname'), ''),
    nullif(private.trim_whitespace(meta ->> 'user_name'), ''),
    nullif(private.trim_whitespace(meta ->> 'preferred_username'), '')
  )), 50);

  -- Keep a phone number only if it is a Korean mobile number; store it as the forms show it.
  phone_digits := regexp_replace(coalesce(
    nullif(new.phone, ''), meta ->> 'phone_number', meta ->> 'phone', meta ->> 'mobile', ''
  ), '[^0-9]', '', 'g');
  if phone_digits ~ '^8210[0-9]{8}$' then
    phone_digits := '0' || substr(phone_digits, 3);
  end if;

  insert into public.profiles (id, name, email, tel, social, created_at)
  values (
    new.id,
    nullif(display_name, ''),
    left(coalesce(nullif(new.email, ''), nullif(meta ->> 'email', '')), 320),
    case when phone_digits ~ '^010[0-9]{8}$'
      then substr(phone_digits, 1, 3) || '-' || substr(phone_digits, 4, 4) || '-' || substr(phone_digits, 8, 4)
    end,
    case when provider in ('google', 'kakao', 'naver') then provider::public.social_provider end,
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
-- Trigger functions cannot be called directly, but keep them off every role's list anyway.
revoke execute on function private.create_profile_for_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- Naver sign-in links a Naver account to its Supabase user by Naver's own id, which the
-- naver-auth edge function keeps in app_metadata.naver_id. Only the service role can write
-- app_metadata (a member can change their user_metadata themself), so it is safe to trust; the
-- e-mail Naver reports is never used to find an account. Supabase Auth's admin API cannot search
-- app_metadata, so the function asks this instead, with the service role key.
--
-- Not indexed: auth.users belongs to Supabase Auth and a migration cannot add indexes to it on a
-- hosted project. One sign-in reads the users table once, a few milliseconds even at 100,000
-- members.
create function public.naver_user_id(naver_id text) returns uuid
  language sql stable security definer set search_path = ''
as $$
  select u.id
    from auth.users as u
   where u.raw_app_meta_data ->> 'naver_id' = naver_id
     and u.deleted_at is null
   order by u.created_at
   limit 1
$$;
comment on function public.naver_user_id(text) is
  'The user linked to a Naver account (app_metadata.naver_id); for the naver-auth edge function only.';
-- Supabase grants every API role execute on new public functions; this one is server-only.
revoke execute on function public.naver_user_id(text) from public, anon, authenticated;
grant execute on function public.naver_user_id(text) to service_role;
