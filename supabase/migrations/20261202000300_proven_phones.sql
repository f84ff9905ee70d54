-- Numbers their owners proved (docs/product.md#proven-numbers). An automatic message a member's
-- press or an inquiry of theirs causes (카카오톡으로 받기, the answer notice, the two-yearly
-- consent notice) goes only to a number in public.proven_phones; a number only typed into a form
-- (profiles.tel, inquiries.tel) stays a number for staff to call back. A number is proven
--   by the sign-in provider   Kakao's phone_number and Naver's mobile, which those services
--                             verified, recorded when the account is made (proven_by kakao/naver);
--   by a code                 a 6-digit code sent by SMS to the number and typed back within
--                             3 minutes, in at most 5 tries (proven_by sms_code; 20261202000400).
-- Proven numbers are the member's data: they leave with the account.

create table public.proven_phones (
  user_id uuid not null references public.profiles (id) on delete cascade,
  tel text not null constraint proven_phones_tel_format check (tel ~ '^010-[0-9]{4}-[0-9]{4}$'),
  proven_by text not null constraint proven_phones_proven_by check (proven_by in ('kakao', 'naver', 'sms_code')),
  proven_at timestamptz not null default now(),
  constraint proven_phones_pkey primary key (user_id, tel)
);
comment on table public.proven_phones is
  'Mobile numbers a member proved (by the sign-in provider or an SMS code): the only destinations of automatic messages to them.';
comment on column public.proven_phones.user_id is '회원 (profiles.id)';
comment on column public.proven_phones.tel is '인증한 휴대폰 번호 (자동 알림톡·문자는 이 번호로만 보냄)';
comment on column public.proven_phones.proven_by is '인증 방법: kakao·naver(로그인한 서비스가 인증한 번호), sms_code(문자 인증번호)';
comment on column public.proven_phones.proven_at is '인증한 시각';
create index proven_phones_user_id_proven_at_idx on public.proven_phones (user_id, proven_at desc);

alter table public.proven_phones enable row level security;
revoke all on table public.proven_phones from anon, authenticated;
grant select on table public.proven_phones to authenticated;
grant all on table public.proven_phones to service_role;

-- A member reads their own proven numbers (the handoff dialog and 내 정보). Nobody writes them
-- through the API: only the sign-up trigger and confirm_phone_code() do.
create policy "members read their own proven numbers"
  on public.proven_phones for select to authenticated
  using (user_id = (select auth.uid()));

-- The codes in flight: one per member at a time, stored as an HMAC of the code (never the code),
-- deleted once used, and by the clean-up job once expired.
create table private.phone_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  tel text not null constraint phone_codes_tel_format check (tel ~ '^010-[0-9]{4}-[0-9]{4}$'),
  -- limit_hash(id || ':' || code)
  code_hash text not null constraint phone_codes_code_hash check (code_hash ~ '^[0-9a-f]{64}$'),
  tries integer not null default 0 constraint phone_codes_tries check (tries between 0 and 5),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
comment on table private.phone_codes is
  'Phone verification codes in flight: the number, a keyed hash of the code, wrong tries and expiry; deleted when used or expired.';
create unique index phone_codes_one_per_member on private.phone_codes (user_id);
create index phone_codes_expires_at_idx on private.phone_codes (expires_at);
alter table private.phone_codes enable row level security;

-- What staff read in place of a receipt number for a code's SMS: the Korean date and the code
-- row's first eight characters (C for code), e.g. 261202-C3F2A9C1B.
create function private.phone_code_reference(code_id uuid, sent_at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select to_char(sent_at at time zone 'Asia/Seoul', 'YYMMDD') || '-C' || upper(left(code_id::text, 8))
$$;
revoke execute on function private.phone_code_reference(uuid, timestamptz) from public;
grant execute on function private.phone_code_reference(uuid, timestamptz) to service_role;

-- A number the sign-in provider verified counts as proven from the start: Kakao's phone_number
-- ("+82 10-1234-5678") and Naver's mobile, read from the new auth user as the profile trigger
-- reads them, and only for the provider that sends that field. Fires after the profile trigger
-- (triggers fire in name order), so the profile exists.
create function private.record_provider_phone() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  provider text := new.raw_app_meta_data ->> 'provider';
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  digits text;
begin
  digits := regexp_replace(coalesce(
    case provider when 'kakao' then meta ->> 'phone_number' when 'naver' then meta ->> 'mobile' end, ''
  ), '[^0-9]', '', 'g');
  if digits ~ '^8210[0-9]{8}$' then
    digits := '0' || substr(digits, 3);
  end if;
  if digits ~ '^010[0-9]{8}$' and exists (select 1 from public.profiles as p where p.id = new.id) then
    insert into public.proven_phones (user_id, tel, proven_by)
    values (new.id, substr(digits, 1, 3) || '-' || substr(digits, 4, 4) || '-' || substr(digits, 8, 4), provider)
    on conflict on constraint proven_phones_pkey do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function private.record_provider_phone() from public;

create trigger on_auth_user_created_prove_phone
  after insert on auth.users
  for each row execute function private.record_provider_phone();

-- The seed members and anyone who signed up before this migration: their provider's number.
insert into public.proven_phones (user_id, tel, proven_by, proven_at)
select p.id, p.tel, u.raw_app_meta_data ->> 'provider', p.created_at
  from public.profiles as p
  join auth.users as u on u.id = p.id
 where p.tel is not null
   and u.raw_app_meta_data ->> 'provider' in ('kakao', 'naver')
   and regexp_replace(coalesce(case u.raw_app_meta_data ->> 'provider'
         when 'kakao' then u.raw_user_meta_data ->> 'phone_number' else u.raw_user_meta_data ->> 'mobile' end, ''),
       '[^0-9]', '', 'g') in (replace(p.tel, '-', ''), '82' || substr(replace(p.tel, '-', ''), 2))
on conflict on constraint proven_phones_pkey do nothing;
