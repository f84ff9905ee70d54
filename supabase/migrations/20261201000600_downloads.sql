-- The baseline schema, part 6 of 11: downloads and storage. The installer lives in a private
-- bucket that only the `download` Edge Function signs links for, after log_download() has logged
-- the download as the caller (docs/product.md#download). A device that cannot run the installer
-- hands the page on to a PC instead (docs/product.md#download-on-a-phone), logged here too.

-- One row per installer download attempt (the spec's "down" collection), for staff statistics.
-- Written only by log_download(), which copies the caller's profile, or for a guest the spec's
-- values: name '비회원' and '-' everywhere else.
create table public.download_logs (
  id uuid primary key default gen_random_uuid(),
  -- Null for a guest (the spec's uid '-'), and once the row is anonymised.
  user_id uuid references public.profiles (id) on delete set null,
  name text not null,
  email text not null,
  tel text not null,
  social text not null,
  created_at timestamptz not null default now(),
  -- An anonymised log (after 회원 탈퇴 or its retention period) reads 익명: no owner, name, e-mail
  -- or phone; the date and the sign-in method stay for the staff's counts.
  constraint download_logs_guest_values check (
    user_id is not null
    or (name = '비회원' and email = '-' and tel = '-' and social = '-')
    or (name = '익명' and email = '-' and tel = '-')
  )
);
comment on table public.download_logs is 'Installer downloads by members and guests; written through log_download().';
comment on column public.download_logs.id is '기록 고유 ID (자동 생성)';
comment on column public.download_logs.user_id is '내려받은 회원 (profiles.id). 비회원과 익명 처리된 기록은 비어 있음';
comment on column public.download_logs.name is '내려받을 때의 회원 이름 (비회원은 ''비회원'', 탈퇴했거나 보유 기간이 지난 기록은 ''익명'')';
comment on column public.download_logs.email is '내려받을 때의 회원 이메일 (비회원은 -)';
comment on column public.download_logs.tel is '내려받을 때의 회원 휴대폰 번호 (비회원은 -)';
comment on column public.download_logs.social is '회원의 로그인 방법 (비회원은 -)';
comment on column public.download_logs.created_at is '내려받은 시각';

create index download_logs_created_at_idx on public.download_logs (created_at desc);
-- A member's hourly count in log_download().
create index download_logs_user_id_created_at_idx
  on public.download_logs (user_id, created_at) where user_id is not null;

alter table public.download_logs enable row level security;

-- The API roles get nothing on the table itself; they go through log_download(). No policies:
-- with RLS on and none, anon and authenticated can neither read nor write rows; staff
-- (service_role, postgres) bypass RLS to read them.
revoke all on table public.download_logs from anon, authenticated;
grant all on table public.download_logs to service_role;

-- Security definer so the insert runs as the table owner, whatever the caller may do; the values
-- come from the signed JWT and the profile table, never from arguments the caller could forge,
-- except the visit's attribution, which its columns' CHECKs judge as they judge the forms'.
-- A member may log 10 an hour (PT429 beyond, which the download function answers with 429); a
-- guest's call beyond 20 an hour is accepted and stores nothing, since a refusal would tell a
-- flooder nothing they could use but that the limit exists. A signed-in token without a profile
-- (a deleted account's, valid for up to an hour) is refused, so it gets no log row and no link.
create function public.log_download(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  recent integer;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null and (select auth.uid()) is not null then
    raise exception using
      errcode = '42501',
      message = '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.',
      detail = 'The token''s user has no profile (deleted account).';
  end if;
  if member.id is not null then
    if current_setting('role', true) = 'authenticated' then
      perform pg_advisory_xact_lock(hashtextextended('download_logs:' || member.id::text, 0));
      select count(*) into recent
        from public.download_logs as d
       where d.user_id = member.id and d.created_at > now() - interval '1 hour';
      if recent >= 10 then
        raise exception using
          errcode = 'PT429',
          message = '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 10 download logs per hour from one member.',
          hint = 'download_rate_limit';
      end if;
    end if;
  elsif not private.take_guest_hit('download_log', 20) then
    return;
  end if;
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
end;
$$;
comment on function public.log_download(jsonb) is
  'Records an installer download for the caller: their profile''s fields (at most 10 per member per hour), or the guest values (at most 20 per guest per hour), with the visit''s attribution; a token without a profile is refused.';
revoke execute on function public.log_download(jsonb) from public;
grant execute on function public.log_download(jsonb) to anon, authenticated, service_role;

-- The installer (skpossetup.exe) lives in a private bucket: no public URL exists. The `download`
-- Edge Function is the one way to the file: it checks the member, logs the download as them and
-- signs a link for at most two minutes with the secret key. A link a member signed themself would
-- live as long as they asked (a link valid for years could be posted anywhere) and skip the log.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'installers',
  'installers',
  false,
  524288000, -- 500 MiB
  array['application/octet-stream', 'application/x-msdownload', 'application/vnd.microsoft.portable-executable']
)
on conflict (id) do nothing;

-- Signed-in members may see the bucket itself (its name and limits, nothing secret), and nothing
-- in it: without a select policy on storage.objects, Storage neither lists nor signs for them.
create policy "members see the installers bucket"
  on storage.buckets for select to authenticated
  using (id = 'installers');

-- No insert, update or delete policy: only staff upload or replace the installer, with the
-- secret key or in the dashboard (both bypass RLS).

-- Handing the installer's page from a device that cannot run it (a phone, a tablet, a Mac, a
-- Chromebook) to the shop's Windows PC: one row per handoff, for staff statistics and the
-- handoff funnel.
--   share     PC로 보내기 through the system share sheet
--   copy      PC로 보내기 where the browser cannot share: the link was copied
--   alimtalk  카카오톡으로 받기: one 알림톡 (SMS fallback) with the link to the member's own number
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
comment on column public.download_handoffs.id is '기록 고유 ID (자동 생성). 카카오톡으로 받기 알림의 대상';
comment on column public.download_handoffs.user_id is '누른 회원 (profiles.id). 비회원의 PC로 보내기는 비어 있음';
comment on column public.download_handoffs.channel is
  '보낸 방법: share(PC로 보내기, 공유), copy(PC로 보내기, 링크 복사), alimtalk(카카오톡으로 받기)';
comment on column public.download_handoffs.created_at is '누른 시각';

create index download_handoffs_created_at_idx on public.download_handoffs (created_at desc);
create index download_handoffs_user_id_created_at_idx on public.download_handoffs (user_id, created_at desc)
  where user_id is not null;

alter table public.download_handoffs enable row level security;
-- No policies: the API roles go through the two functions below; staff bypass RLS.
revoke all on table public.download_handoffs from anon, authenticated;
grant all on table public.download_handoffs to service_role;

-- PC로 보내기: records a share or a copy. Shares and copies cost nothing and are statistics only:
-- like guest download logs, a guest's are kept up to 20 an hour and dropped beyond, untold.
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
-- 알림톡 to the number in the member's profile. 알림톡 costs money per message, so the limit lives
-- here: at most 3 a day (Korean date) per member. Refusals are what the dialog shows as is:
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
