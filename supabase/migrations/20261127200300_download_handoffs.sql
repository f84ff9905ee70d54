-- Handing the installer's page from a device that cannot run it (a phone, a tablet, a Mac, a
-- Chromebook) to the shop's Windows PC (docs/product.md#download-on-a-phone): one row per
-- handoff, with the visit's attribution, for staff statistics and the handoff funnel.
--
--   share     PC로 보내기 through the system share sheet
--   copy      PC로 보내기 where the browser cannot share: the link was copied
--   alimtalk  카카오톡으로 받기: one 알림톡 (SMS fallback) with the link to the member's own number
--
-- 알림톡 costs money per message, so the limit lives here: at most 3 a day (Korean date) per
-- member, the 4th refused with a Korean message. Shares and copies cost nothing; like guest
-- download logs, a guest's are kept up to 20 an hour (counted per network in private.guest_hits,
-- 20261127000500) and dropped beyond.

create table public.download_handoffs (
  id uuid primary key default gen_random_uuid(),
  -- Null for a guest's share or copy. The row leaves with the member's account.
  user_id uuid references public.profiles (id) on delete cascade,
  channel text not null constraint download_handoffs_channel_known check (channel in ('share', 'copy', 'alimtalk')),
  created_at timestamptz not null default now(),
  constraint download_handoffs_alimtalk_member check (channel <> 'alimtalk' or user_id is not null)
);
comment on table public.download_handoffs is
  'PC로 보내기 and 카카오톡으로 받기 presses from devices that cannot run the installer.';
select private.add_attribution_columns('public.download_handoffs');
comment on column public.download_handoffs.id is '기록 고유 ID (자동 생성). 카카오톡으로 받기 알림의 대상';
comment on column public.download_handoffs.user_id is '누른 회원 (profiles.id). 비회원의 PC로 보내기는 비어 있음';
comment on column public.download_handoffs.channel is
  '보낸 방법: share(PC로 보내기, 공유), copy(PC로 보내기, 링크 복사), alimtalk(카카오톡으로 받기)';
comment on column public.download_handoffs.created_at is '누른 시각';

create index download_handoffs_created_at_idx on public.download_handoffs (created_at desc);
create index download_handoffs_user_id_created_at_idx on public.download_handoffs (user_id, created_at desc)
  where user_id is not null;

alter table private.guest_hits drop constraint guest_hits_scope,
  add constraint guest_hits_scope check (scope in ('business_inquiry', 'download_log', 'download_handoff'));

alter table public.download_handoffs enable row level security;
-- No policies: the API roles go through the two functions below; staff bypass RLS.
revoke all on table public.download_handoffs from anon, authenticated;
grant all on table public.download_handoffs to service_role;

-- PC로 보내기: records a share or a copy. Statistics only, so a flooding guest is not told.
create function public.log_handoff(channel text, attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid := (select p.id from public.profiles as p where p.id = (select auth.uid()));
begin
  if channel is null or channel not in ('share', 'copy') then
    raise exception using errcode = '22023', message = '알 수 없는 방법입니다.',
      detail = 'log_handoff takes share or copy; 카카오톡으로 받기 is request_download_link().';
  end if;
  if member is null and not private.take_guest_hit('download_handoff', 20) then
    return;
  end if;
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
end;
$$;
comment on function public.log_handoff(text, jsonb) is
  'Records a PC로 보내기 (share or copy) with the visit''s attribution; a guest''s at most 20 an hour.';
revoke execute on function public.log_handoff(text, jsonb) from public;
grant execute on function public.log_handoff(text, jsonb) to anon, authenticated, service_role;

-- 카카오톡으로 받기: one event on the outbox per call, which the notify function sends as one
-- 알림톡 to the number in the member's profile. Refusals are what the dialog shows as is:
--   42501  a guest (the dialog asks them to sign in first)
--   P0001  hint download_link_no_phone: no phone number in the profile
--   PT429  hint download_link_daily_limit: the 4th of the day (HTTP 429 through PostgREST)
create function public.request_download_link(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  handoff uuid;
  today date := (now() at time zone 'Asia/Seoul')::date;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null then
    raise exception using errcode = '42501', message = '로그인한 회원만 카카오톡으로 받을 수 있습니다.',
      hint = 'download_link_sign_in';
  end if;
  if member.tel is null then
    raise exception using
      message = '회원 정보에 휴대폰 번호가 없어 카카오톡으로 보낼 수 없습니다. 휴대폰 번호를 입력해 주세요.',
      detail = 'profiles.tel is empty.',
      hint = 'download_link_no_phone';
  end if;
  -- Serialise one member's concurrent presses, so a burst cannot see 2 rows four times over.
  perform pg_advisory_xact_lock(hashtextextended('download_link:' || member.id::text, 0));
  if (select count(*) from public.download_handoffs as h
       where h.user_id = member.id and h.channel = 'alimtalk'
         and h.created_at >= (today::timestamp at time zone 'Asia/Seoul')) >= 3 then
    raise exception using
      errcode = 'PT429',
      message = '카카오톡으로 받기는 하루 3번까지 할 수 있습니다. 이미 받은 메시지의 링크를 열거나 PC로 보내기를 이용해 주세요.',
      detail = 'At most 3 download links by 알림톡 per member per Korean day.',
      hint = 'download_link_daily_limit';
  end if;
  insert into public.download_handoffs
    (user_id, channel, utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  values (
    member.id, 'alimtalk',
    private.attribution_value(attribution, 'utm_source'),
    private.attribution_value(attribution, 'utm_medium'),
    private.attribution_value(attribution, 'utm_campaign'),
    private.attribution_value(attribution, 'referrer_host'),
    private.attribution_value(attribution, 'device_class')
  )
  returning id into handoff;
  perform private.enqueue_notification('download_link', handoff);
end;
$$;
comment on function public.request_download_link(jsonb) is
  'Queues one 알림톡 with the download page''s link to the caller''s own number; at most 3 a day.';
revoke execute on function public.request_download_link(jsonb) from public, anon;
grant execute on function public.request_download_link(jsonb) to authenticated, service_role;
