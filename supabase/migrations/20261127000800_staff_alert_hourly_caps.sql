-- Staff alerts are capped per hour by channel, so a flood of inquiries (many guests, many
-- members) cannot run up the SMS bill or bury the staff channel: by default at most 20 staff
-- SMS and 60 webhook posts an hour (the notify function passes its NOTIFY_STAFF_*_PER_HOUR).
-- What is over the cap is not lost: the alert is recorded `held`, and one `staff_digest`
-- event per channel and hour, due once the hour has turned, sends a single message listing
-- every held inquiry; its delivery marks them `digested`. The digest's message is counted in
-- the hour it goes out in (reserved when the first alert is held), so no clock hour ever
-- carries more than the cap.
--
-- The count is taken in notify_begin, in the same transaction that marks a message `sending`,
-- with the hour's row locked: concurrent drains cannot both take the last place. A retry of a
-- message already begun is not counted again.

alter table private.notification_deliveries
  drop constraint notification_deliveries_status,
  add constraint notification_deliveries_status
    check (status in ('sending', 'sent', 'retrying', 'failed', 'unknown', 'skipped', 'held', 'digested')),
  drop constraint notification_deliveries_kind,
  add constraint notification_deliveries_kind
    check (kind in ('inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest'));

create table private.staff_alert_hours (
  channel text not null constraint staff_alert_hours_channel check (channel in ('staff_webhook', 'staff_sms')),
  hour timestamptz not null,
  -- Messages let through in this hour, the digest of the hour before included.
  sent integer not null default 0,
  -- Alerts over the cap in this hour, which this hour's digest announces.
  held integer not null default 0,
  digest_event_id uuid,
  primary key (channel, hour)
);
comment on table private.staff_alert_hours is
  'Staff alerts sent and held per channel and hour, for the hourly caps; one digest event per hour with held alerts.';
alter table private.staff_alert_hours enable row level security;

-- Takes one place in this hour's cap for a new staff alert, or holds it and makes sure the
-- hour's digest exists. True when the alert may be sent now.
create function private.take_staff_alert_place(channel text, cap integer) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  taken boolean;
  digest uuid;
begin
  insert into private.staff_alert_hours as h (channel, hour) values (take_staff_alert_place.channel, this_hour)
  on conflict on constraint staff_alert_hours_pkey do nothing;
  update private.staff_alert_hours as h set sent = h.sent + 1
   where h.channel = take_staff_alert_place.channel and h.hour = this_hour and h.sent < cap
  returning true into taken;
  if taken then
    return true;
  end if;
  update private.staff_alert_hours as h set held = h.held + 1
   where h.channel = take_staff_alert_place.channel and h.hour = this_hour
  returning h.digest_event_id into digest;
  if digest is null then
    digest := gen_random_uuid();
    update private.staff_alert_hours as h set digest_event_id = digest
     where h.channel = take_staff_alert_place.channel and h.hour = this_hour;
    -- Due 10 s into the next hour, when nothing more can be held in this one.
    perform pgmq.send('notifications',
      jsonb_build_object('event_id', digest, 'kind', 'staff_digest', 'channel', take_staff_alert_place.channel, 'hour', this_hour),
      greatest(1, ceil(extract(epoch from (this_hour + interval '1 hour' - clock_timestamp())))::integer + 10));
    insert into private.staff_alert_hours as h (channel, hour, sent)
    values (take_staff_alert_place.channel, this_hour + interval '1 hour', 1)
    on conflict on constraint staff_alert_hours_pkey do update set sent = h.sent + 1;
  end if;
  return false;
end;
$$;
revoke execute on function private.take_staff_alert_place(text, integer) from public;

-- notify_begin now takes the caps and answers which targets were held instead of begun.
drop function public.notify_begin(jsonb);
create function public.notify_begin(targets jsonb, caps jsonb default '{}'::jsonb)
  returns table (event_id uuid, target text)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  t record;
begin
  for t in
    select x.event_id, x.target, x.kind, x.receipt_no
      from jsonb_to_recordset(targets) as x(event_id uuid, target text, kind text, receipt_no text)
  loop
    if t.target in ('staff_webhook', 'staff_sms') and t.kind <> 'staff_digest'
       and not exists (select 1 from private.notification_deliveries as d where d.event_id = t.event_id and d.target = t.target)
       and not private.take_staff_alert_place(t.target,
             coalesce((caps ->> t.target)::integer, case t.target when 'staff_sms' then 20 else 60 end)) then
      insert into private.notification_deliveries (event_id, target, kind, receipt_no, status, attempts)
      values (t.event_id, t.target, t.kind, t.receipt_no, 'held', 0);
      event_id := t.event_id;
      target := t.target;
      return next;
      continue;
    end if;
    insert into private.notification_deliveries as d (event_id, target, kind, receipt_no, status, attempts)
    values (t.event_id, t.target, t.kind, t.receipt_no, 'sending', 1)
    on conflict on constraint notification_deliveries_pkey do update
      set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(), last_error = null;
  end loop;
end;
$$;
revoke execute on function public.notify_begin(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.notify_begin(jsonb, jsonb) to service_role;
comment on function public.notify_begin(jsonb, jsonb) is
  'For the notify Edge Function only: marks targets as being sent, or holds staff alerts over the hourly cap (returned).';

-- notify_claim now also answers for digest events: `digest` holds the channel, the hour and the
-- held alerts it announces (kind and receipt number, oldest first). Other events: null.
drop function public.notify_claim(integer, integer);
create function public.notify_claim(batch_size integer default 50, lease_seconds integer default 60)
  returns table (
    msg_id bigint,
    read_ct integer,
    event_id uuid,
    kind text,
    subject_id uuid,
    subject_table text,
    subject_table_oid bigint,
    receipt_no text,
    filed_at timestamptz,
    sector text,
    company text,
    tel text,
    deliveries jsonb,
    digest jsonb
  )
  language sql volatile security definer set search_path = ''
as $$
  with claimed as (
    select m.msg_id, m.read_ct, m.message, (m.message ->> 'event_id')::uuid as event_id,
           m.message ->> 'kind' as kind, (m.message ->> 'subject_id')::uuid as subject_id
      from pgmq.read('notifications', lease_seconds, batch_size) as m
  )
  select c.msg_id, c.read_ct, c.event_id, c.kind, c.subject_id,
         case when c.kind = 'partnership_filed' then 'business_inquiries' else 'inquiries' end,
         case when c.kind = 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no),
         coalesce(i.created_at, b.created_at, (c.message ->> 'hour')::timestamptz),
         i.sector,
         b.company,
         -- The member's number only where a message goes to the member.
         case when c.kind = 'answer_written' then i.tel end,
         coalesce((select jsonb_object_agg(d.target, jsonb_build_object('status', d.status, 'since', d.first_attempt_at))
                     from private.notification_deliveries as d
                    where d.event_id = c.event_id), '{}'::jsonb),
         case when c.kind = 'staff_digest' then jsonb_build_object(
           'channel', c.message ->> 'channel',
           'hour', c.message ->> 'hour',
           'held', coalesce((select jsonb_agg(jsonb_build_object('kind', d.kind, 'receipt_no', d.receipt_no)
                                               order by d.first_attempt_at, d.receipt_no)
                               from private.notification_deliveries as d
                              where d.status = 'held' and d.target = c.message ->> 'channel'
                                and d.first_attempt_at >= (c.message ->> 'hour')::timestamptz
                                and d.first_attempt_at < (c.message ->> 'hour')::timestamptz + interval '1 hour'),
                            '[]'::jsonb)) end
    from claimed as c
    left join public.inquiries as i on c.kind in ('inquiry_filed', 'answer_written') and i.id = c.subject_id
    left join public.business_inquiries as b on c.kind = 'partnership_filed' and b.id = c.subject_id
   order by c.msg_id
$$;
revoke execute on function public.notify_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer) to service_role;
comment on function public.notify_claim(integer, integer) is
  'For the notify Edge Function only: reads a batch of notification events with a lease (digests with their held alerts).';

-- A digest that went out settles the alerts it announced.
create or replace function public.notify_settle(outcomes jsonb) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  outcome record;
begin
  insert into private.notification_deliveries as d (event_id, target, kind, receipt_no, status, attempts, last_error, provider_ref, sent_at)
  select x.event_id, x.target, x.kind, x.receipt_no, x.status, 0, x.error, x.provider_ref,
         case when x.status = 'sent' then now() end
    from jsonb_array_elements(outcomes) as o(value)
   cross join lateral jsonb_to_recordset(o.value -> 'deliveries')
         as x(event_id uuid, target text, kind text, receipt_no text, status text, error text, provider_ref text)
  on conflict (event_id, target) do update
    set status = excluded.status,
        last_error = excluded.last_error,
        provider_ref = coalesce(excluded.provider_ref, d.provider_ref),
        sent_at = coalesce(excluded.sent_at, d.sent_at),
        last_attempt_at = now();

  update private.notification_deliveries as d
     set status = 'digested', sent_at = now(), last_attempt_at = now()
    from private.staff_alert_hours as h
   where h.digest_event_id in (
           select x.event_id
             from jsonb_array_elements(outcomes) as o(value)
            cross join lateral jsonb_to_recordset(o.value -> 'deliveries') as x(event_id uuid, kind text, status text)
            where x.kind = 'staff_digest' and x.status = 'sent')
     and d.status = 'held' and d.target = h.channel
     and d.first_attempt_at >= h.hour and d.first_attempt_at < h.hour + interval '1 hour';

  for outcome in
    select (o.value ->> 'msg_id')::bigint as msg_id, (o.value ->> 'retry_in_seconds')::integer as retry_in
      from jsonb_array_elements(outcomes) as o(value)
  loop
    if outcome.retry_in is null then
      perform pgmq.archive('notifications', outcome.msg_id);
    else
      perform pgmq.set_vt('notifications', outcome.msg_id, outcome.retry_in);
    end if;
  end loop;
end;
$$;

-- The problems view names a digest that failed for good in Korean too.
create or replace view public.staff_notification_problems as
  select case d.kind when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' else '답변 알림' end as kind,
         d.receipt_no,
         case d.target when 'staff_webhook' then '담당자 메신저(웹훅)' when 'staff_sms' then '담당자 문자'
              else '회원 알림톡·문자' end as target,
         case d.status when 'failed' then '실패 (재시도 끝남)' else '확인 필요 (발송 여부 불명)' end as problem,
         d.attempts, d.last_error,
         (d.last_attempt_at at time zone 'Asia/Seoul')::timestamp(0) as last_attempt_kst,
         d.provider_ref, d.event_id
    from private.notification_deliveries as d
   where d.status in ('failed', 'unknown')
  union all
  select case q.message ->> 'kind' when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' else '답변 알림' end,
         coalesce(i.receipt_no, b.receipt_no),
         '발송 대기열',
         '10분 넘게 대기 중 (notify 함수 호출 설정 확인)',
         q.read_ct, null, (q.enqueued_at at time zone 'Asia/Seoul')::timestamp(0), null, (q.message ->> 'event_id')::uuid
    from pgmq.q_notifications as q
    left join public.inquiries as i on i.id = (q.message ->> 'subject_id')::uuid
    left join public.business_inquiries as b on b.id = (q.message ->> 'subject_id')::uuid
   -- A digest waits for its hour to end on purpose: it is late only 10 minutes after it was due.
   where case q.message ->> 'kind' when 'staff_digest' then q.vt else q.enqueued_at end < now() - interval '10 minutes'
   order by 7;
