-- Every cap on the way of an automatic message to a member (docs/product.md#automatic-messages):
--   per sign-in identity   카카오톡으로 받기 3 a Korean day, verification codes 5 a day
--                          (private.limit_hits, 20261202000200; they outlive 회원 탈퇴);
--   per destination        3 automatic messages a Korean day to one number, whoever asks
--                          (codes and download links together; keyed hash of the number);
--   for all members        one hourly cap over every member-facing message
--                          (private.limit_settings 'member_messages_per_hour', default 200):
--                          presses beyond it are refused; answer and consent notices are counted
--                          but never refused (staff's answer must reach the member, the consent
--                          notice is owed by law); the first time an hour reaches it, staff get
--                          one alert (event member_message_cap).
-- The outbox's one door, private.enqueue_notification, now also records whose message an event
-- is (for 열람, export_my_data) and counts it in the hour.

alter table private.notification_deliveries
  drop constraint notification_deliveries_kind,
  add constraint notification_deliveries_kind check (kind in (
    'inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest', 'marketing_consent_due',
    'download_link', 'phone_code', 'member_message_cap')),
  drop constraint notification_deliveries_target,
  add constraint notification_deliveries_target check (target in ('staff_webhook', 'staff_sms', 'member_alimtalk', 'member_sms'));

-- Whose message an event is: the member an automatic message goes to. Leaves with the account;
-- the delivery records (no number, no name) stay their 3 months unlinked.
create table private.member_notifications (
  event_id uuid primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null,
  queued_at timestamptz not null default now()
);
comment on table private.member_notifications is
  'The member each automatic message is for, by event: what export_my_data lists as their notification records.';
create index member_notifications_user_id_idx on private.member_notifications (user_id, queued_at desc);
alter table private.member_notifications enable row level security;

-- Member-facing messages queued per clock hour, and the hour's one staff alert.
create table private.member_message_hours (
  hour timestamptz primary key,
  queued integer not null default 0,
  cap_alert_event_id uuid
);
comment on table private.member_message_hours is
  'Member-facing messages queued per hour, for the hourly cap; no one''s data.';
alter table private.member_message_hours enable row level security;

-- The member an event's message goes to, or null for a staff alert.
create function private.notification_member(kind text, subject_id uuid) returns uuid
  language plpgsql stable security definer set search_path = ''
as $$
begin
  return case kind
    when 'answer_written' then (select i.user_id from public.inquiries as i where i.id = subject_id)
    when 'download_link' then (select h.user_id from public.download_handoffs as h where h.id = subject_id)
    when 'marketing_consent_due' then subject_id
    when 'phone_code' then (select c.user_id from private.phone_codes as c where c.id = subject_id)
  end;
end;
$$;
revoke execute on function private.notification_member(text, uuid) from public;

-- Counts one member-facing message in this hour; the first to reach the cap queues staff's alert.
create function private.count_member_message() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  cap integer := private.limit_setting('member_messages_per_hour');
  now_queued integer;
  alert uuid;
begin
  insert into private.member_message_hours as h (hour, queued) values (this_hour, 1)
  on conflict (hour) do update set queued = h.queued + 1
  returning h.queued, h.cap_alert_event_id into now_queued, alert;
  if now_queued >= cap and alert is null then
    alert := private.enqueue_event('member_message_cap', null, jsonb_build_object('hour', this_hour, 'cap', cap));
    update private.member_message_hours set cap_alert_event_id = alert where hour = this_hour;
  end if;
end;
$$;
revoke execute on function private.count_member_message() from public;

-- The outbox write (20261123000400), with what the message needs beyond ids (`extra`: the code of
-- a phone_code event, which the queue alone carries until it is sent and then deleted).
create function private.enqueue_event(kind text, subject_id uuid, extra jsonb default '{}'::jsonb) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  event_id uuid := gen_random_uuid();
  member uuid := private.notification_member(kind, subject_id);
begin
  perform pgmq.send('notifications',
    jsonb_build_object('event_id', event_id, 'kind', kind, 'subject_id', subject_id) || coalesce(extra, '{}'::jsonb));
  if member is not null then
    insert into private.member_notifications (event_id, user_id, kind) values (event_id, member, kind);
    -- Only a message that has somewhere to go counts against the hour: a code goes to the number
    -- being proved, the rest to a proven number, and without one nothing is sent.
    if kind = 'phone_code' or private.message_number(member) is not null then
      perform private.count_member_message();
    end if;
  end if;
  perform private.request_notification_drain();
  return event_id;
end;
$$;
revoke execute on function private.enqueue_event(text, uuid, jsonb) from public;

create or replace function private.enqueue_notification(kind text, subject_id uuid) returns uuid
  language sql volatile security definer set search_path = ''
as $$
  select private.enqueue_event(kind, subject_id, '{}'::jsonb)
$$;

-- The number a member's automatic messages go to: a proven one, preferring `preferred` (an
-- inquiry's number) when the member proved it, else the one proved last. Null: send nothing.
create function private.message_number(member uuid, preferred text default null) returns text
  language sql stable security definer set search_path = ''
as $$
  select p.tel from public.proven_phones as p
   where p.user_id = member
   order by (p.tel = preferred) desc nulls last, p.proven_at desc
   limit 1
$$;
revoke execute on function private.message_number(uuid, text) from public;

-- A press that sends a member a message takes its places here, or is refused in Korean (PT429,
-- HTTP 429) before anything is written: the identity's daily count, the number's, the hour's.
create function private.take_member_message_place(member uuid, destination text, press text) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  queued integer;
begin
  if press = 'download_link' and not private.take_daily_hit(private.identity_hashes(member), 'download_link', 3) then
    raise exception using errcode = 'PT429',
      message = '카카오톡으로 받기는 하루 3번까지 할 수 있습니다. 이미 받은 메시지의 링크를 열거나 PC로 보내기를 이용해 주세요.',
      detail = 'At most 3 download links by 알림톡 per sign-in identity per Korean day.',
      hint = 'download_link_daily_limit';
  end if;
  if press = 'phone_code' and not private.take_daily_hit(private.identity_hashes(member), 'phone_code', 5) then
    raise exception using errcode = 'PT429',
      message = '인증번호는 하루 5번까지 받을 수 있습니다. 내일 다시 시도해 주세요.',
      detail = 'At most 5 verification codes per sign-in identity per Korean day.',
      hint = 'phone_code_daily_limit';
  end if;
  if not private.take_daily_hit(array[private.limit_hash('tel:' || regexp_replace(destination, '[^0-9]', '', 'g'))],
                                'destination', 3) then
    raise exception using errcode = 'PT429',
      message = '이 번호로는 오늘 더 보낼 수 없습니다. 내일 다시 시도해 주세요.',
      detail = 'At most 3 automatic messages per destination number per Korean day.',
      hint = 'destination_daily_limit';
  end if;
  -- Presses take the hour's places one at a time (the lock lasts until commit, when the count
  -- below has grown by this press's message), so they never pass the cap together.
  perform pg_advisory_xact_lock(hashtextextended('member_messages', 0));
  select h.queued into queued from private.member_message_hours as h where h.hour = date_trunc('hour', now());
  if coalesce(queued, 0) >= private.limit_setting('member_messages_per_hour') then
    raise exception using errcode = 'PT429',
      message = '지금은 요청이 많아 메시지를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
      detail = 'The hourly cap on member-facing messages is reached.',
      hint = 'member_message_hourly_limit';
  end if;
end;
$$;
revoke execute on function private.take_member_message_place(uuid, text, text) from public;

-- 카카오톡으로 받기 (20261127200300), to a proven number only, under every cap above. Refusals the
-- dialog shows as is: 42501 sign in first; hint download_link_no_phone: prove a number first;
-- PT429 with the hint of the cap.
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
  exception when check_violation then
    perform private.raise_refused_value();
  end;
  perform private.enqueue_notification('download_link', handoff);
end;
$$;
comment on function public.request_download_link(jsonb) is
  'Queues one 알림톡 with the download page''s link to the caller''s proven number; 3 a day per sign-in identity and per number, within the hourly cap.';

-- A code to prove a number: 6 digits by SMS, valid for 3 minutes. 'proven' when the member has
-- proved it already (nothing is sent), 'sent' otherwise.
create function public.request_phone_code(tel text) returns text
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid := (select p.id from public.profiles as p where p.id = (select auth.uid()));
  code_id uuid := gen_random_uuid();
  code text;
begin
  if member is null then
    raise exception using errcode = '42501', message = '로그인한 회원만 휴대폰 번호를 인증할 수 있습니다.',
      hint = 'phone_code_sign_in';
  end if;
  if request_phone_code.tel is null or request_phone_code.tel !~ '^010-[0-9]{4}-[0-9]{4}$' then
    raise exception using errcode = '22023', message = '휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.',
      hint = 'invalid_tel';
  end if;
  if exists (select 1 from public.proven_phones as p where p.user_id = member and p.tel = request_phone_code.tel) then
    return 'proven';
  end if;
  perform private.take_member_message_place(member, request_phone_code.tel, 'phone_code');
  -- Six digits from 32 random bits of a v4 UUID (a CSPRNG); the bias of the modulo is below 0.03 %.
  code := lpad(((('x' || left(replace(gen_random_uuid()::text, '-', ''), 8))::bit(32)::bigint) % 1000000)::text, 6, '0');
  delete from private.phone_codes as c where c.user_id = member;
  insert into private.phone_codes (id, user_id, tel, code_hash, expires_at)
  values (code_id, member, request_phone_code.tel, private.limit_hash(code_id::text || ':' || code),
          now() + interval '3 minutes');
  perform private.enqueue_event('phone_code', code_id, jsonb_build_object('code', code));
  return 'sent';
end;
$$;
comment on function public.request_phone_code(text) is
  'Sends a 6-digit code by SMS to prove a number (3 minutes, 5 tries); 5 a day per sign-in identity, 3 messages a day per number.';
revoke execute on function public.request_phone_code(text) from public, anon;
grant execute on function public.request_phone_code(text) to authenticated, service_role;

-- The code typed back. A wrong code is an answer, not an error, so its count of tries commits.
create function public.confirm_phone_code(tel text, code text)
  returns table (proven boolean, tries_left integer)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid := (select p.id from public.profiles as p where p.id = (select auth.uid()));
  pending private.phone_codes%rowtype;
begin
  if member is null then
    raise exception using errcode = '42501', message = '로그인한 회원만 휴대폰 번호를 인증할 수 있습니다.',
      hint = 'phone_code_sign_in';
  end if;
  if confirm_phone_code.tel is null or confirm_phone_code.tel !~ '^010-[0-9]{4}-[0-9]{4}$' then
    raise exception using errcode = '22023', message = '휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.',
      hint = 'invalid_tel';
  end if;
  if confirm_phone_code.code is null or confirm_phone_code.code !~ '^[0-9]{6}$' then
    raise exception using errcode = '22023', message = '인증번호 6자리 숫자를 입력해 주세요.', hint = 'invalid_code';
  end if;
  select * into pending from private.phone_codes as c
   where c.user_id = member and c.tel = confirm_phone_code.tel and c.expires_at > now()
   for update;
  if pending.id is null then
    raise exception using message = '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.', hint = 'phone_code_expired';
  end if;
  if pending.tries >= 5 then
    raise exception using message = '인증번호를 5번 틀려 더 쓸 수 없습니다. 인증번호를 다시 받아 주세요.',
      hint = 'phone_code_spent';
  end if;
  if private.limit_hash(pending.id::text || ':' || confirm_phone_code.code) is distinct from pending.code_hash then
    update private.phone_codes as c set tries = c.tries + 1 where c.id = pending.id;
    proven := false;
    tries_left := 5 - (pending.tries + 1);
    return next;
    return;
  end if;
  delete from private.phone_codes as c where c.id = pending.id;
  insert into public.proven_phones (user_id, tel, proven_by) values (member, confirm_phone_code.tel, 'sms_code')
  on conflict on constraint proven_phones_pkey do update set proven_by = 'sms_code', proven_at = now();
  proven := true;
  tries_left := null;
  return next;
end;
$$;
comment on function public.confirm_phone_code(text, text) is
  'Proves the caller''s number with the code sent to it; a wrong code answers how many tries are left.';
revoke execute on function public.confirm_phone_code(text, text) from public, anon;
grant execute on function public.confirm_phone_code(text, text) to authenticated, service_role;
