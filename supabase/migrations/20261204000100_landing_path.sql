-- Which page brought each conversion (docs/product.md#where-visitors-come-from): the visit's
-- landing path, the address of the first page it opened (a campaign's landing page /lp/<slug>,
-- or any other page a visitor entered by), kept beside the five attribution columns of
-- 20261201000900 on every table that records a conversion, by the same rules: optional, checked
-- by a CHECK and again by the privileged functions before they write, gone with the rest of the
-- attribution (campaign_records, a year) and when a member leaves. Staff read it in
-- staff_conversions_daily and, page by page, in staff_landing_funnel.
--
--   landing_path  the path only (never the query string, which may carry anything), as the site
--                 spells its routes: '/', or '/'-separated lower-case words of letters and digits
--                 joined by single hyphens, at most 100 characters
--
-- The browser sends it in this shape (src/lib/forms/attribution.ts, the same rule).

-- Used only by CHECK constraints, like private.is_attribution_text: executable by everyone.
create function private.is_landing_path(value text) returns boolean
  language sql immutable strict parallel safe set search_path = ''
as $$
  select char_length(value) between 1 and 100
     and value ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$'
$$;
comment on function private.is_landing_path(text) is
  'A site path as the site spells its routes: /, or lower-case words and hyphens between slashes; at most 100 characters.';

-- The column, its CHECK and its staff comment on each conversion table, written once.
create function private.add_landing_path_column(tbl regclass) returns void
  language plpgsql set search_path = ''
as $$
declare
  name text := (select c.relname from pg_catalog.pg_class as c where c.oid = tbl);
begin
  execute format($f$
    alter table %1$s
      add column landing_path text constraint %2$s_landing_path_format
        check (landing_path is null or private.is_landing_path(landing_path))
  $f$, tbl, name);
  execute format($f$
    comment on column %1$s.landing_path is '유입 페이지: 방문에서 처음 연 페이지의 주소 (예: /lp/butcher-produce). 물음표 뒤 값은 저장하지 않음';
  $f$, tbl);
end;
$$;
revoke execute on function private.add_landing_path_column(regclass) from public;

select private.add_landing_path_column('public.profiles');
select private.add_landing_path_column('public.download_logs');
select private.add_landing_path_column('public.inquiries');
select private.add_landing_path_column('public.business_inquiries');
select private.add_landing_path_column('public.download_handoffs');

-- The forms send it with the inquiry itself, like the other five (20261201000900).
grant insert (landing_path) on table public.inquiries to authenticated;
grant insert (landing_path) on table public.business_inquiries to anon, authenticated;

-- 20261202000200's check of the attribution a privileged function takes, with the landing path.
create or replace function private.check_attribution(attribution jsonb) returns void
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
  value := attribution ->> 'landing_path';
  if value is not null and not private.is_landing_path(value) then
    raise exception using errcode = '22023', message = '방문한 첫 페이지(landing_path)가 올바르지 않습니다.',
      hint = 'invalid_attribution';
  end if;
end;
$$;
comment on function private.check_attribution(jsonb) is
  'Refuses an attribution object the columns would refuse, with a Korean message naming the field.';
revoke execute on function private.check_attribution(jsonb) from public;

-- The functions that write a conversion (20261202000200, 20261202000400), each with its whole
-- body again: the same checks and limits, and the landing path stored beside the other five.
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
      (user_id, name, email, tel, social, utm_source, utm_medium, utm_campaign, referrer_host, device_class, landing_path)
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
      private.attribution_value(attribution, 'device_class'),
      private.attribution_value(attribution, 'landing_path')
    );
  exception when check_violation then
    perform private.raise_refused_value();
  end;
end;
$$;

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
           device_class = private.attribution_value(attribution, 'device_class'),
           landing_path = private.attribution_value(attribution, 'landing_path')
     where p.id = (select auth.uid())
       and p.created_at > now() - interval '1 hour'
       and p.device_class is null and p.utm_source is null and p.utm_medium is null
       and p.utm_campaign is null and p.referrer_host is null and p.landing_path is null;
    get diagnostics stored = row_count;
  exception when check_violation then
    perform private.raise_refused_value();
  end;
  return stored > 0;
end;
$$;

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
      (user_id, channel, utm_source, utm_medium, utm_campaign, referrer_host, device_class, landing_path)
    values (
      member, channel,
      private.attribution_value(attribution, 'utm_source'),
      private.attribution_value(attribution, 'utm_medium'),
      private.attribution_value(attribution, 'utm_campaign'),
      private.attribution_value(attribution, 'referrer_host'),
      private.attribution_value(attribution, 'device_class'),
      private.attribution_value(attribution, 'landing_path')
    );
  exception when check_violation then
    perform private.raise_refused_value();
  end;
end;
$$;
comment on function public.log_handoff(text, jsonb) is
  'Records a PC로 보내기 (share or copy) with the visit''s attribution; at most 20 an hour per guest network or member sign-in identity, the rest dropped.';

create or replace function public.request_download_link(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  destination text;
  handoff uuid;
begin
  perform private.check_attribution(attribution);
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null then
    raise exception using errcode = '42501', message = '로그인한 회원만 카카오톡으로 받을 수 있습니다.',
      hint = 'download_link_sign_in';
  end if;
  destination := private.message_number(member.id);
  if destination is null then
    raise exception using
      message = '카카오톡으로 받으려면 휴대폰 번호 인증이 필요합니다. 번호를 입력하시면 인증번호를 문자로 보내 드립니다.',
      detail = 'The member has no proven number.',
      hint = 'download_link_no_phone';
  end if;
  perform private.take_member_message_place(member.id, destination, 'download_link');
  begin
    insert into public.download_handoffs
      (user_id, channel, utm_source, utm_medium, utm_campaign, referrer_host, device_class, landing_path)
    values (
      member.id, 'alimtalk',
      private.attribution_value(attribution, 'utm_source'),
      private.attribution_value(attribution, 'utm_medium'),
      private.attribution_value(attribution, 'utm_campaign'),
      private.attribution_value(attribution, 'referrer_host'),
      private.attribution_value(attribution, 'device_class'),
      private.attribution_value(attribution, 'landing_path')
    )
    returning id into handoff;
  exception when check_violation then
    perform private.raise_refused_value();
  end;
  perform private.enqueue_notification('download_link', handoff);
end;
$$;
comment on function public.request_download_link(jsonb) is
  'Queues one 알림톡 with the download page''s link to the caller''s proven number; 3 a day per sign-in identity and per number, within the hourly cap.';

-- The landing path goes with the rest of the attribution, on the same day and by the same rules
-- (campaign_records): when a member leaves (20261202000700) and when the year is up (20261202000800).
create or replace function private.anonymise_download_logs(member uuid) returns bigint
  language sql volatile security definer set search_path = ''
as $$
  with done as (
    update public.download_logs
       set user_id = null, name = '익명', email = '-', tel = '-',
           utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null,
           landing_path = null
     where user_id = member
    returning 1
  )
  select count(*) from done
$$;

create or replace view private.retention_schedule as
  select 'inquiry_records' as key, 'inquiries' as source, i.id::text as row_ref,
         coalesce(i.answered_at, i.created_at) as counted_from
    from public.inquiries as i where i.detached_at is null
  union all
  select 'inquiry_records', 'business_inquiries', b.id::text, coalesce(b.handled_at, b.created_at)
    from public.business_inquiries as b where b.detached_at is null
  union all
  select 'dispute_records', 'inquiries', i.id::text, coalesce(i.answered_at, i.created_at)
    from public.inquiries as i where i.detached_at is not null
  union all
  select 'dispute_records', 'business_inquiries', b.id::text, coalesce(b.handled_at, b.created_at)
    from public.business_inquiries as b where b.detached_at is not null
  union all
  select 'download_records', 'download_logs', d.id::text, d.created_at
    from public.download_logs as d where d.user_id is not null
  union all
  select 'notification_records', 'notification_deliveries', n.event_id::text || '/' || n.target, n.last_attempt_at
    from private.notification_deliveries as n
  union all
  select 'notification_records', 'notification_archive', a.msg_id::text, a.archived_at
    from pgmq.a_notifications as a
  union all
  select 'notification_records', 'notification_queue', q.msg_id::text, q.enqueued_at
    from pgmq.q_notifications as q
  union all
  select 'notification_records', 'staff_alert_hours', h.channel || '/' || h.hour::text, h.hour + interval '1 hour'
    from private.staff_alert_hours as h
  union all
  select 'notification_records', 'member_notifications', m.event_id::text, m.queued_at
    from private.member_notifications as m
  union all
  select 'notification_records', 'member_message_hours', mh.hour::text, mh.hour + interval '1 hour'
    from private.member_message_hours as mh
  union all
  select 'abuse_prevention', 'guest_hits', g.scope, g.at
    from private.guest_hits as g
  union all
  select 'limit_records', 'limit_hits', l.scope, l.expires_at
    from private.limit_hits as l
  union all
  select 'phone_codes', 'phone_codes', c.id::text, c.created_at
    from private.phone_codes as c
  union all
  select 'sign_in_records', 'auth_audit_log', e.id::text, e.created_at
    from auth.audit_log_entries as e
  union all
  select 'campaign_records', 'download_handoffs', h.id::text, h.created_at
    from public.download_handoffs as h
  union all
  select 'campaign_records', 'profiles', p.id::text, p.created_at
    from public.profiles as p where num_nonnulls(p.utm_source, p.utm_medium, p.utm_campaign, p.referrer_host, p.device_class, p.landing_path) > 0
  union all
  select 'campaign_records', 'download_logs', d.id::text, d.created_at
    from public.download_logs as d where num_nonnulls(d.utm_source, d.utm_medium, d.utm_campaign, d.referrer_host, d.device_class, d.landing_path) > 0
  union all
  select 'campaign_records', 'inquiries', i.id::text, i.created_at
    from public.inquiries as i where num_nonnulls(i.utm_source, i.utm_medium, i.utm_campaign, i.referrer_host, i.device_class, i.landing_path) > 0
  union all
  select 'campaign_records', 'business_inquiries', b.id::text, b.created_at
    from public.business_inquiries as b
   where num_nonnulls(b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.device_class, b.landing_path) > 0;

create or replace function private.run_retention(at timestamptz default now())
  returns table (key text, source text, affected bigint)
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  n bigint;
  due_refs text[];
  step record;
begin
  for step in
    select s.key, s.source, array_agg(s.row_ref) as refs
      from private.retention_schedule as s
      join private.retention_periods as p on p.key = s.key
     where s.counted_from + p.keep <= at
     group by s.key, s.source
     -- Attribution first: a row that is also due for deletion is then counted under both.
     order by s.key = 'campaign_records' desc, s.key, s.source
  loop
    due_refs := step.refs;
    case
      when step.key = 'campaign_records' and step.source = 'download_handoffs' then
        delete from public.download_handoffs where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'profiles' then
        update public.profiles set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null, landing_path = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'download_logs' then
        update public.download_logs set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null, landing_path = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'inquiries' then
        update public.inquiries set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null, landing_path = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'business_inquiries' then
        update public.business_inquiries set utm_source = null, utm_medium = null, utm_campaign = null,
               referrer_host = null, device_class = null, landing_path = null where id::text = any (due_refs);
      when step.key in ('inquiry_records', 'dispute_records') and step.source = 'inquiries' then
        delete from public.inquiries where id::text = any (due_refs);
      when step.key in ('inquiry_records', 'dispute_records') and step.source = 'business_inquiries' then
        delete from public.business_inquiries where id::text = any (due_refs);
      when step.key = 'download_records' then
        update public.download_logs
           set user_id = null, name = '익명', email = '-', tel = '-',
               utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null, landing_path = null
         where id::text = any (due_refs);
      when step.source = 'notification_deliveries' then
        delete from private.notification_deliveries where event_id::text || '/' || target = any (due_refs);
      when step.source = 'notification_archive' then
        delete from pgmq.a_notifications where msg_id::text = any (due_refs);
      when step.source = 'notification_queue' then
        delete from pgmq.q_notifications where msg_id::text = any (due_refs);
      when step.source = 'staff_alert_hours' then
        delete from private.staff_alert_hours where channel || '/' || hour::text = any (due_refs);
      when step.source = 'member_notifications' then
        delete from private.member_notifications where event_id::text = any (due_refs);
      when step.source = 'member_message_hours' then
        delete from private.member_message_hours where hour::text = any (due_refs);
      when step.source = 'guest_hits' then
        delete from private.guest_hits as g
         where g.at + (select p.keep from private.retention_periods as p where p.key = 'abuse_prevention')
               <= run_retention.at;
      when step.source = 'limit_hits' then
        delete from private.limit_hits as l
         where l.expires_at + (select p.keep from private.retention_periods as p where p.key = 'limit_records')
               <= run_retention.at;
      when step.source = 'phone_codes' then
        delete from private.phone_codes where id::text = any (due_refs);
      when step.source = 'auth_audit_log' then
        delete from auth.audit_log_entries where id::text = any (due_refs);
    end case;
    get diagnostics n = row_count;
    insert into private.retention_log (run_for, key, source, affected) values (at, step.key, step.source, n);
    key := step.key;
    source := step.source;
    affected := n;
    return next;
  end loop;
end;
$$;
comment on function private.run_retention(timestamptz) is
  'Destroys or anonymises every row whose retention period has ended at `at`; the retention job passes now().';
revoke execute on function private.run_retention(timestamptz) from public;

-- 20261201001100's conversions per Korean day, with the landing path as a column of its own: a
-- view's columns cannot be reordered in place, so it is made again with its comments and grants.
drop view public.staff_conversions_daily;
create view public.staff_conversions_daily with (security_invoker = true) as
  with conversions as (
    select '회원가입' as conversion, p.created_at, p.utm_source, p.utm_medium, p.utm_campaign, p.referrer_host,
           p.device_class, p.landing_path
      from public.profiles as p
    union all
    select '다운로드', d.created_at, d.utm_source, d.utm_medium, d.utm_campaign, d.referrer_host, d.device_class,
           d.landing_path
      from public.download_logs as d
    union all
    select '상담 문의', i.created_at, i.utm_source, i.utm_medium, i.utm_campaign, i.referrer_host, i.device_class,
           i.landing_path
      from public.inquiries as i
    union all
    select '제휴 문의', b.created_at, b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.device_class,
           b.landing_path
      from public.business_inquiries as b
    union all
    select case h.channel when 'alimtalk' then '카카오톡으로 받기' else 'PC로 보내기' end,
           h.created_at, h.utm_source, h.utm_medium, h.utm_campaign, h.referrer_host, h.device_class, h.landing_path
      from public.download_handoffs as h
  )
  select (c.created_at at time zone 'Asia/Seoul')::date as day_kst,
         c.conversion,
         coalesce(c.utm_source, c.referrer_host,
                  case when c.device_class is null then '(기록 없음)' else '(직접 방문)' end) as source,
         coalesce(c.utm_medium, case when c.utm_source is null and c.referrer_host is not null then 'referral' end,
                  '(없음)') as medium,
         coalesce(c.utm_campaign, '(없음)') as campaign,
         coalesce(c.landing_path, '(기록 없음)') as landing_path,
         case c.device_class when 'windows' then '윈도우 PC' when 'mac' then '맥' when 'chromeos' then '크롬북'
              when 'phone' then '휴대폰' when 'tablet' then '태블릿' when 'other' then '기타' else '(기록 없음)' end
           as device,
         count(*)::integer as conversions
    from conversions as c
   group by 1, 2, 3, 4, 5, 6, 7
   order by 1 desc, 2, 8 desc, 3, 4, 5, 6, 7;
comment on view public.staff_conversions_daily is '날짜(한국 시간)·전환 종류·유입 경로·유입 페이지·기기별 전환 수 (최근 날짜부터)';
comment on column public.staff_conversions_daily.day_kst is '날짜 (한국 시간)';
comment on column public.staff_conversions_daily.conversion is
  '전환 종류: 회원가입, 다운로드, 상담 문의, 제휴 문의, PC로 보내기, 카카오톡으로 받기';
comment on column public.staff_conversions_daily.source is
  '유입 경로: utm_source, 없으면 직전 사이트의 도메인, 둘 다 없으면 (직접 방문). 이 기능 이전 기록은 (기록 없음)';
comment on column public.staff_conversions_daily.medium is '광고 유형: utm_medium (다른 사이트 링크로 오면 referral)';
comment on column public.staff_conversions_daily.campaign is '캠페인: utm_campaign';
comment on column public.staff_conversions_daily.landing_path is
  '유입 페이지: 방문에서 처음 연 페이지 (예: /lp/butcher-produce). 이 기능 이전 기록은 (기록 없음)';
comment on column public.staff_conversions_daily.device is '기기: 윈도우 PC, 맥, 크롬북, 휴대폰, 태블릿, 기타';
comment on column public.staff_conversions_daily.conversions is '전환 수';

-- Each landing page's conversions, all time: there is no visit counter, so this is what a page
-- brought, not its rate. The members who signed up on a visit that opened on the page, and how
-- many of them have downloaded since (on any visit), follow one page's sign-ups to installs.
create view public.staff_landing_funnel with (security_invoker = true) as
  with pages as (
    select landing_path from public.profiles
    union select landing_path from public.download_logs
    union select landing_path from public.inquiries
    union select landing_path from public.business_inquiries
    union select landing_path from public.download_handoffs
  )
  select pg.landing_path,
         (select count(*) from public.profiles as p where p.landing_path = pg.landing_path)::integer as sign_ups,
         (select count(*) from public.profiles as p
           where p.landing_path = pg.landing_path
             and exists (select 1 from public.download_logs as d where d.user_id = p.id))::integer
           as sign_ups_downloaded,
         (select count(*) from public.download_logs as d where d.landing_path = pg.landing_path)::integer as downloads,
         (select count(*) from public.download_handoffs as h where h.landing_path = pg.landing_path)::integer
           as handoffs,
         (select count(*) from public.inquiries as i where i.landing_path = pg.landing_path)::integer as inquiries,
         (select count(*) from public.business_inquiries as b where b.landing_path = pg.landing_path)::integer
           as business_inquiries
    from pages as pg
   where pg.landing_path is not null
   order by downloads desc, sign_ups desc, pg.landing_path;
comment on view public.staff_landing_funnel is
  '유입 페이지별 전환: 그 페이지로 들어온 방문에서 생긴 회원가입, 다운로드, 다운로드 링크 보내기, 상담·제휴 문의 (방문 수는 세지 않음)';
comment on column public.staff_landing_funnel.landing_path is '유입 페이지: 방문에서 처음 연 페이지 (예: /lp/butcher-produce)';
comment on column public.staff_landing_funnel.sign_ups is '이 페이지로 들어온 방문에서 가입한 회원 수';
comment on column public.staff_landing_funnel.sign_ups_downloaded is '그중 프로그램을 한 번이라도 내려받은 회원 수';
comment on column public.staff_landing_funnel.downloads is '이 페이지로 들어온 방문에서 내려받은 횟수 (비회원 포함)';
comment on column public.staff_landing_funnel.handoffs is '이 페이지로 들어온 방문에서 보낸 다운로드 링크 수 (PC로 보내기, 카카오톡으로 받기)';
comment on column public.staff_landing_funnel.inquiries is '상담 문의 수';
comment on column public.staff_landing_funnel.business_inquiries is '제휴 문의 수';

-- Staff only, like every staff view (20261201001100, 20261203000200).
revoke all on public.staff_conversions_daily, public.staff_landing_funnel from public, anon, authenticated;
grant select on public.staff_conversions_daily, public.staff_landing_funnel to service_role, staff;
