-- Member limits that 회원 탈퇴 does not reset (docs/database.md#limits-that-outlive-an-account).
--
-- Members were counted by their own rows (user_id), which leave with the account, and the same
-- Kakao account signing in again is a new user id: three rounds of leave-and-return gave 15
-- partnership inquiries in an hour instead of 5. Now every member limit counts per sign-in
-- identity: the provider and the provider's own user id (Kakao's and Google's from
-- auth.identities, Naver's from app_metadata.naver_id, which only the service role writes), kept
-- as an HMAC under the database's limit key (20261202000100). A member with two linked identities
-- is held to the count of each. The hits live in private.limit_hits, which has no link to the
-- account, and each row only until its limit's window ends (expires_at): an hour, or the end of
-- the Korean day for the daily limits. The clean-up job deletes them every 5 minutes.
--
-- The same table holds the per-number counts of automatic messages (scope 'destination',
-- 20261202000400), keyed by the number's HMAC.
--
-- The privileged functions rewritten here also check their arguments first and refuse a bad one
-- with a Korean message naming the field, never Postgres's "Failing row contains (…)", which
-- carried the member's name, e-mail and phone number (docs/database.md#errors-from-privileged-functions).

create table private.limit_hits (
  scope text not null constraint limit_hits_scope check (scope in (
    'business_inquiry', 'inquiry', 'download_log', 'download_handoff', 'download_link', 'phone_code', 'destination')),
  -- limit_hash() of 'provider:provider user id' (a member's sign-in identity) or of 'tel:digits'.
  subject text not null constraint limit_hits_subject check (subject ~ '^[0-9a-f]{64}$'),
  at timestamptz not null default now(),
  -- When the window this hit counts in ends; the clean-up job deletes it then.
  expires_at timestamptz not null
);
comment on table private.limit_hits is
  'One row per counted member request or automatic message: the keyed hash of the sign-in identity or destination number, the kind and the time; kept until its limit''s window ends.';
create index limit_hits_scope_subject_at_idx on private.limit_hits (scope, subject, at);
create index limit_hits_expires_at_idx on private.limit_hits (expires_at);
alter table private.limit_hits enable row level security;

-- The member's sign-in identities, hashed: every provider identity but the e-mail one (which the
-- admin API gives Naver members, and which is per user), and Naver's id. An account with none
-- (made in the dashboard) counts as itself.
create function private.identity_hashes(member uuid) returns text[]
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select array_agg(distinct private.limit_hash(x.identity) order by private.limit_hash(x.identity))
       from (
         select i.provider || ':' || i.provider_id as identity
           from auth.identities as i
          where i.user_id = member and i.provider <> 'email'
         union
         select 'naver:' || (u.raw_app_meta_data ->> 'naver_id')
           from auth.users as u
          where u.id = member and u.raw_app_meta_data ->> 'naver_id' is not null
       ) as x),
    array[private.limit_hash('user:' || member::text)])
$$;
comment on function private.identity_hashes(uuid) is
  'Keyed hashes of the member''s sign-in identities (provider and provider user id), sorted.';
revoke execute on function private.identity_hashes(uuid) from public;

-- True when none of `subjects` has `allowed` hits of `hit_scope` since window_start, and then
-- counts one for each, kept until window_end. Part of the caller's transaction: a refusal that
-- follows rolls the hit back.
create function private.take_limit_hit(
  subjects text[], hit_scope text, allowed integer, window_start timestamptz, window_end timestamptz
) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  subject text;
begin
  -- Serialise concurrent requests for the same subjects (locked in one order: no deadlock), so two
  -- cannot both see allowed - 1.
  for subject in select s from unnest(subjects) as s order by s loop
    perform pg_advisory_xact_lock(hashtextextended(hit_scope || ':' || subject, 0));
  end loop;
  if exists (
    select 1 from private.limit_hits as h
     where h.scope = hit_scope and h.subject = any (subjects) and h.at >= window_start
     group by h.subject having count(*) >= allowed
  ) then
    return false;
  end if;
  insert into private.limit_hits (scope, subject, expires_at)
  select distinct hit_scope, s, window_end from unnest(subjects) as s;
  return true;
end;
$$;
revoke execute on function private.take_limit_hit(text[], text, integer, timestamptz, timestamptz) from public;

-- The member's hourly limits, per identity.
create function private.take_member_hit(member uuid, hit_scope text, per_hour integer) returns boolean
  language sql volatile security definer set search_path = ''
as $$
  select private.take_limit_hit(private.identity_hashes(member), hit_scope, per_hour,
                                now() - interval '1 hour', now() + interval '1 hour')
$$;
revoke execute on function private.take_member_hit(uuid, text, integer) from public;

-- The start of today in Korea, which the daily limits count from (they end at the next midnight).
create function private.korean_day_start(at timestamptz default now()) returns timestamptz
  language sql stable set search_path = ''
as $$
  select date_trunc('day', at at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'
$$;
revoke execute on function private.korean_day_start(timestamptz) from public;

create function private.take_daily_hit(subjects text[], hit_scope text, per_day integer) returns boolean
  language sql volatile security definer set search_path = ''
as $$
  select private.take_limit_hit(subjects, hit_scope, per_day,
                                private.korean_day_start(), private.korean_day_start() + interval '1 day')
$$;
revoke execute on function private.take_daily_hit(text[], text, integer) from public;

-- The attribution object a privileged function takes, judged field by field before anything is
-- written, by the same rules as the columns' CHECKs (20261127200100, 20261202000600).
create function private.check_attribution(attribution jsonb) returns void
  language plpgsql stable security definer set search_path = ''
as $$
declare
  field text;
  value text;
begin
  -- Anything but an object is no attribution (private.attribution_value reads none from it).
  if jsonb_typeof(attribution) is distinct from 'object' then
    return;
  end if;
  foreach field in array array['utm_source', 'utm_medium', 'utm_campaign'] loop
    value := attribution ->> field;
    if value is not null and not private.is_attribution_text(value) then
      raise exception using errcode = '22023', message = format('유입 경로 값(%s)이 올바르지 않습니다.', field),
        hint = 'invalid_attribution';
    end if;
  end loop;
  value := attribution ->> 'referrer_host';
  if value is not null and not private.is_host_name(value) then
    raise exception using errcode = '22023', message = '이전 사이트의 도메인(referrer_host)이 올바르지 않습니다.',
      hint = 'invalid_attribution';
  end if;
  value := attribution ->> 'device_class';
  if value is not null and value not in ('windows', 'mac', 'chromeos', 'phone', 'tablet', 'other') then
    raise exception using errcode = '22023', message = '기기 종류(device_class)가 올바르지 않습니다.',
      hint = 'invalid_attribution';
  end if;
end;
$$;
comment on function private.check_attribution(jsonb) is
  'Refuses an attribution object the columns would refuse, with a Korean message naming the field.';
revoke execute on function private.check_attribution(jsonb) from public;

-- What a privileged function raises if a CHECK still refuses what it writes: the constraint's
-- verdict without the row (Postgres's detail repeats every column, the member's contact included).
create function private.raise_refused_value() returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = '23514', message = '입력한 내용을 다시 확인해 주세요.', hint = 'check_violation';
end;
$$;
revoke execute on function private.raise_refused_value() from public;

-- 20261127000600's trigger, counting members per sign-in identity.
create or replace function private.limit_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- The `role` setting names the API role PostgREST switched to, even inside this
  -- security-definer function (current_user is the owner here).
  case current_setting('role', true)
    when 'anon' then
      if not private.take_guest_hit('business_inquiry', 5) then
        raise exception using
          errcode = 'PT429',
          message = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one guest (IPv4 address or IPv6 /64).',
          hint = 'business_inquiry_rate_limit';
      end if;
    when 'authenticated' then
      if not private.take_member_hit(coalesce(new.user_id, (select auth.uid())), 'business_inquiry', 5) then
        raise exception using
          errcode = 'PT429',
          message = '제휴 문의는 1시간에 5건까지 보낼 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one sign-in identity.',
          hint = 'business_inquiry_rate_limit';
      end if;
    else
      null; -- staff
  end case;
  return new;
end;
$$;

-- 20261123000300's trigger, counting per sign-in identity.
create or replace function private.limit_member_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if current_setting('role', true) is distinct from 'authenticated' then
    return new;
  end if;
  if not private.take_member_hit(coalesce(new.user_id, (select auth.uid())), 'inquiry', 10) then
    raise exception using
      errcode = 'PT429',
      message = '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
      detail = 'At most 10 consultation inquiries per hour from one sign-in identity.',
      hint = 'inquiry_rate_limit';
  end if;
  return new;
end;
$$;

-- 20261127200200's log_download: the member's 10 an hour per sign-in identity, and the
-- attribution checked before anything is written.
create or replace function public.log_download(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
begin
  perform private.check_attribution(attribution);
  select * into member from public.profiles where id = (select auth.uid());
  -- A deleted member's token still valid for up to an hour is refused, not logged as a guest.
  if member.id is null and (select auth.uid()) is not null then
    raise exception using
      errcode = '42501',
      message = '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.',
      detail = 'The token''s user has no profile (deleted account).';
  end if;
  if member.id is not null then
    if current_setting('role', true) = 'authenticated' and not private.take_member_hit(member.id, 'download_log', 10) then
      raise exception using
        errcode = 'PT429',
        message = '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
        detail = 'At most 10 download logs per hour from one sign-in identity.',
        hint = 'download_rate_limit';
    end if;
  elsif not private.take_guest_hit('download_log', 20) then
    -- Beyond 20 an hour a guest's call is accepted and stores nothing (20261122001200).
    return;
  end if;
  begin
    insert into public.download_logs
      (user_id, name, email, tel, social, utm_source, utm_medium, utm_campaign, referrer_host, device_class)
    values (
      member.id,
      case when member.id is null then '비회원' else coalesce(member.name, '-') end,
      coalesce(member.email, '-'),
      coalesce(member.tel, '-'),
      coalesce(member.social::text, '-'),
      private.attribution_value(attribution, 'utm_source'),
      private.attribution_value(attribution, 'utm_medium'),
      private.attribution_value(attribution, 'utm_campaign'),
      private.attribution_value(attribution, 'referrer_host'),
      private.attribution_value(attribution, 'device_class')
    );
  exception when check_violation then
    perform private.raise_refused_value();
  end;
end;
$$;

-- 20261127200200's record_signup_attribution, with the attribution checked first.
create or replace function public.record_signup_attribution(attribution jsonb) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  stored integer;
begin
  perform private.check_attribution(attribution);
  begin
    update public.profiles as p
       set utm_source = private.attribution_value(attribution, 'utm_source'),
           utm_medium = private.attribution_value(attribution, 'utm_medium'),
           utm_campaign = private.attribution_value(attribution, 'utm_campaign'),
           referrer_host = private.attribution_value(attribution, 'referrer_host'),
           device_class = private.attribution_value(attribution, 'device_class')
     where p.id = (select auth.uid())
       and p.created_at > now() - interval '1 hour'
       and p.device_class is null and p.utm_source is null and p.utm_medium is null
       and p.utm_campaign is null and p.referrer_host is null;
    get diagnostics stored = row_count;
  exception when check_violation then
    perform private.raise_refused_value();
  end;
  return stored > 0;
end;
$$;

-- 20261127200300's log_handoff: a member's presses are kept up to 20 an hour per sign-in
-- identity and dropped beyond, as a guest's are per network; the arguments are checked first.
create or replace function public.log_handoff(channel text, attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid := (select p.id from public.profiles as p where p.id = (select auth.uid()));
begin
  if channel is null or channel not in ('share', 'copy') then
    raise exception using errcode = '22023', message = '알 수 없는 방법입니다.',
      detail = 'log_handoff takes share or copy; 카카오톡으로 받기 is request_download_link().',
      hint = 'invalid_channel';
  end if;
  perform private.check_attribution(attribution);
  if member is null and (select auth.uid()) is not null then
    raise exception using errcode = '42501', message = '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.',
      detail = 'The token''s user has no profile (deleted account).';
  end if;
  if member is null then
    if not private.take_guest_hit('download_handoff', 20) then
      return;
    end if;
  elsif current_setting('role', true) = 'authenticated' and not private.take_member_hit(member, 'download_handoff', 20) then
    return;
  end if;
  begin
    insert into public.download_handoffs
      (user_id, channel, utm_source, utm_medium, utm_campaign, referrer_host, device_class)
    values (
      member, channel,
      private.attribution_value(attribution, 'utm_source'),
      private.attribution_value(attribution, 'utm_medium'),
      private.attribution_value(attribution, 'utm_campaign'),
      private.attribution_value(attribution, 'referrer_host'),
      private.attribution_value(attribution, 'device_class')
    );
  exception when check_violation then
    perform private.raise_refused_value();
  end;
end;
$$;
comment on function public.log_handoff(text, jsonb) is
  'Records a PC로 보내기 (share or copy) with the visit''s attribution; at most 20 an hour per guest network or member sign-in identity, the rest dropped.';
