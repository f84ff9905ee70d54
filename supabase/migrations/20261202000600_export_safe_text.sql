-- Text staff may export never starts a spreadsheet formula (docs/database.md#exports-that-cannot-run-formulas).
-- Staff export the dashboard's tables and views to CSV and open them in Excel or Google Sheets,
-- which run a cell that starts with =, +, - or @ (and, after a leading tab or carriage return,
-- still do) as a formula: `=HYPERLINK("http://evil.example","click")` in a utm value was stored and
-- became a link in the staff's sheet. The rule is kept where the text is stored, not in each
-- view, because staff also export the tables themselves: every free text a visitor or a sign-in
-- provider writes (names, 업종, 상호, 문의 내용, the utm values) must not start with one of those
-- characters, before or after trimming. The forms say so first (src/lib/forms/text.ts), with the
-- same cases (src/lib/forms/cases.ts); the landing page's utm values and a provider's name are
-- cleaned instead, so neither a conversion nor a sign-up fails for it. Staff's own text (answers,
-- memos) and e-mail addresses, which the providers verify, are not covered.

-- Used by CHECKs, which run with the inserting role's rights: executable by everyone, and a
-- definer so its call of private.trim_whitespace needs no usage on the schema.
create function private.is_export_safe(value text) returns boolean
  language sql immutable strict parallel safe security definer set search_path = ''
as $$
  select value !~ '^[=+@\t\r-]' and private.trim_whitespace(value) !~ '^[=+@-]'
$$;
comment on function private.is_export_safe(text) is
  'False when a spreadsheet would read the text as a formula: it starts with =, +, -, @, a tab or a carriage return (or does once trimmed).';

-- 20261127200100's rule for a utm value, and not a formula.
create or replace function private.is_attribution_text(value text) returns boolean
  language sql immutable strict parallel safe security definer set search_path = ''
as $$
  select char_length(value) between 1 and 100
     and value !~ '[\x01-\x1f\x7f]'
     and value = private.trim_whitespace(value)
     and private.is_export_safe(value)
$$;

alter table public.profiles
  add constraint profiles_name_export_safe check (name is null or private.is_export_safe(name));
alter table public.inquiries
  add constraint inquiries_name_export_safe check (private.is_export_safe(name)),
  add constraint inquiries_sector_export_safe check (private.is_export_safe(sector)),
  add constraint inquiries_content_export_safe check (private.is_export_safe(content));
alter table public.business_inquiries
  add constraint business_inquiries_name_export_safe check (private.is_export_safe(name)),
  add constraint business_inquiries_company_export_safe check (private.is_export_safe(company)),
  add constraint business_inquiries_content_export_safe check (private.is_export_safe(content));

-- 20261122000300's sign-up trigger, with the provider's name cleaned of what would start a
-- formula (a Kakao nickname "=cmd" becomes "cmd"; one that is nothing else leaves the name empty).
create or replace function private.create_profile_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  provider text := new.raw_app_meta_data ->> 'provider';
  display_name text;
  cleaned text;
  phone_digits text;
begin
  display_name := private.trim_whitespace(coalesce(
    nullif(private.trim_whitespace(meta ->> 'name'), ''),
    nullif(private.trim_whitespace(meta ->> 'full_name'), ''),
    nullif(private.trim_whitespace(meta ->> 'nickname'), ''),
    nullif(private.trim_whitespace(meta ->> 'user_name'), ''),
    nullif(private.trim_whitespace(meta ->> 'preferred_username'), ''),
    ''
  ));
  loop
    cleaned := private.trim_whitespace(regexp_replace(display_name, '^[=+@-]+', ''));
    exit when cleaned = display_name;
    display_name := cleaned;
  end loop;
  display_name := private.trim_whitespace(left(display_name, 50));

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
