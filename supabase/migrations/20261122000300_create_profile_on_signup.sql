-- Every new auth user gets a profile, filled from what the provider sent:
--   Google and Kakao go through Supabase Auth, which copies the provider's claims into
--   raw_user_meta_data (name / full_name, email, and for Kakao business apps phone_number
--   as "+82 10-1234-5678"); the provider name is in raw_app_meta_data.provider.
--   Naver users are created by the naver-auth edge function with
--   app_metadata.provider = 'naver' and Naver's profile fields (name, email, mobile).

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
