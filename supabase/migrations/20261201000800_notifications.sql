-- The baseline schema, part 8 of 11: notifications (docs/architecture.md#notifications-the-transactional-outbox).
-- Every message (the staff alert, the member's answer notice, the consent confirmation, the
-- download link) leaves through a transactional outbox: the event is a pgmq message written in
-- the same transaction as the change that asks for it, so it exists exactly when that change
-- commits, whatever the messaging provider is doing. The `notify` Edge Function drains the queue:
-- pg_net calls it right after a commit that queued something, and a pg_cron job every 10 seconds
-- calls it again while anything is due (retries after a failure, or a call that never arrived).
-- A message only carries ids; the function reads the rows when it sends.
--
-- The function's URL and the secret it checks live in Vault (`project_url`, `notify_secret`),
-- never in a migration. Until both are set, events wait in the queue.

select pgmq.create('notifications');

-- Only staff tools reach the queue, and only through the functions below: the API roles get
-- nothing in schema pgmq, and the queue tables refuse rows to anyone without BYPASSRLS.
revoke all on schema pgmq from anon, authenticated;
revoke all on all tables in schema pgmq from anon, authenticated;
alter table pgmq.q_notifications enable row level security;
alter table pgmq.a_notifications enable row level security;

-- What became of each message an event asked for, one row per event and target, so a retry never
-- sends the same message twice: a target already `sent` is skipped, and one left `sending` by an
-- attempt that died mid-send is first looked up at the provider (Solapi), or for a webhook, which
-- cannot be asked, reported as `unknown` instead of being sent again. Staff alerts over the
-- hourly cap are `held` until their digest goes out, and then `digested` (the limits file).
create table private.notification_deliveries (
  event_id uuid not null,
  target text not null constraint notification_deliveries_target check (target in ('staff_webhook', 'staff_sms', 'member_alimtalk')),
  kind text not null constraint notification_deliveries_kind
    check (kind in ('inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest', 'marketing_consent_due',
                    'download_link')),
  receipt_no text,
  status text not null constraint notification_deliveries_status
    check (status in ('sending', 'sent', 'retrying', 'failed', 'unknown', 'skipped', 'held', 'digested')),
  attempts integer not null default 0,
  last_error text,
  -- The provider's id for the message (Solapi's messageId), for looking it up in its console.
  provider_ref text,
  first_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (event_id, target)
);
comment on table private.notification_deliveries is
  'Outcome of every message the notify function sent or tried, keyed by event and target.';
create index notification_deliveries_problems_idx on private.notification_deliveries (last_attempt_at)
  where status in ('failed', 'unknown');

-- Asks pg_net to call the notify function once this transaction commits (pg_net sends only
-- committed requests). Once per transaction: one call drains everything due.
create function private.request_notification_drain() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  project_url text;
  secret text;
begin
  if current_setting('notify.drain_requested', true) = 'yes' then
    return;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into secret from vault.decrypted_secrets as s where s.name = 'notify_secret';
  if project_url is null or secret is null then
    return;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/notify',
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
    timeout_milliseconds := 60000
  );
  perform set_config('notify.drain_requested', 'yes', true);
end;
$$;
revoke execute on function private.request_notification_drain() from public;

-- The outbox write: one event, in the caller's transaction.
create function private.enqueue_notification(kind text, subject_id uuid) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  event_id uuid := gen_random_uuid();
begin
  perform pgmq.send('notifications', jsonb_build_object('event_id', event_id, 'kind', kind, 'subject_id', subject_id));
  perform private.request_notification_drain();
  return event_id;
end;
$$;
revoke execute on function private.enqueue_notification(text, uuid) from public;

-- The sweep: calls the function while any message is due (visible), and costs one indexed
-- look-up otherwise.
create function private.sweep_notifications() returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from pgmq.q_notifications where vt <= clock_timestamp()) then
    perform private.request_notification_drain();
  end if;
end;
$$;
revoke execute on function private.sweep_notifications() from public;

select cron.schedule('notify-sweep', '10 seconds', 'select private.sweep_notifications()');
-- A job every 10 seconds writes 8,640 rows a day into pg_cron's run history; keep a week.
select cron.schedule('cron-history-cleanup', '17 3 * * *',
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$);

-- The events of the inquiry loop, written by triggers:
--   inquiry_filed      a consultation inquiry was filed       → staff alert
--   partnership_filed  a partnership inquiry was sent        → staff alert
--   answer_written     staff wrote the first answer          → 알림톡 (or SMS) to the member
-- (The consent confirmation and the download link are queued by the member rights and downloads
-- files.)
create function private.notify_staff_of_inquiry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    case tg_table_name when 'inquiries' then 'inquiry_filed' else 'partnership_filed' end,
    new.id
  );
  return null;
end;
$$;
revoke execute on function private.notify_staff_of_inquiry() from public;

create trigger inquiries_notify_staff
  after insert on public.inquiries
  for each row execute function private.notify_staff_of_inquiry();
create trigger business_inquiries_notify_staff
  after insert on public.business_inquiries
  for each row execute function private.notify_staff_of_inquiry();

-- Editing an answer later sends nothing; staff who want the member told again tick
-- resend_answer_notice and save. Either way the member is told once per request. A detached
-- inquiry (its member deleted their account) has no one to tell: its number is masked, and
-- answering it (staff may still record the outcome of a dispute) queues nothing.
--
-- Before the row is written, so it can stamp answer_notice_at and clear the resend box in the
-- same update; named to fire after inquiries_sync_answer_state, which has already turned a blank
-- answer into null. If the update fails later, the event goes with it.
create function private.notify_member_of_answer() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.user_id is null then
    new.resend_answer_notice := false;
    return new;
  end if;
  if new.resend_answer_notice then
    if new.answer is null then
      raise exception using
        errcode = '23514',
        message = '답변이 없는 문의에는 답변 알림을 보낼 수 없습니다.',
        detail = 'resend_answer_notice needs an answer.';
    end if;
  elsif not (old.answer is null and new.answer is not null and old.answer_notice_at is null) then
    return new;
  end if;
  perform private.enqueue_notification('answer_written', new.id);
  new.answer_notice_at := now();
  new.resend_answer_notice := false;
  return new;
end;
$$;
revoke execute on function private.notify_member_of_answer() from public;

create trigger inquiries_when_answered_notify_member
  before update on public.inquiries
  for each row execute function private.notify_member_of_answer();

-- What staff read in place of a receipt number for a download link: the Korean date of the press
-- and the handoff id's first eight characters (L for link), e.g. 261127-L3F2A9C1B.
create function private.download_link_reference(handoff uuid, pressed_at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select to_char(pressed_at at time zone 'Asia/Seoul', 'YYMMDD') || '-L' || upper(left(handoff::text, 8))
$$;
-- Function calls in a view run with the reader's rights: staff read the problems view.
revoke execute on function private.download_link_reference(uuid, timestamptz) from public;
grant execute on function private.download_link_reference(uuid, timestamptz) to service_role;

-- What the `notify` Edge Function calls, over PostgREST with the service role key (the only role
-- allowed): claim a batch, mark what it is about to send, and record what happened. One drain of
-- n events is three round trips, whatever n is.
--
--   notify_claim   pgmq.read with a lease: the messages become invisible to other readers for
--                  lease_seconds (at-least-once: if the function dies, they come back), joined
--                  with what the messages need (receipt number, time, sector or company, and for
--                  a message to the member their number) and the event's delivery records as
--                  {target: {status, since}} (since: the first attempt's time). A digest carries
--                  its channel, hour and held alerts (kind and receipt number, oldest first). A
--                  consent confirmation carries the member's number and, as filed_at, the date of
--                  the consent it confirms, both only while that consent still stands: withdrawn
--                  (or given again) since it was queued, it carries no number and the notify
--                  function archives it unsent. A download link's reference is the handoff's, its
--                  time the press, its number the member's profile at the time of sending.
--   notify_begin   marks targets `sending` before the provider is called, so a later attempt can
--                  tell "never sent" from "the attempt died mid-send"; a staff alert over the
--                  hourly cap is held instead, and returned.
--   notify_settle  records each target's outcome, settles the alerts a sent digest announced, and
--                  then archives the message (done) or sets its visibility timeout (retry after
--                  the given delay).
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
         case c.kind when 'partnership_filed' then 'business_inquiries' when 'download_link' then 'download_handoffs'
              when 'marketing_consent_due' then 'profiles' else 'inquiries' end,
         case c.kind when 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              when 'download_link' then 'public.download_handoffs'::regclass::oid
              when 'marketing_consent_due' then 'public.profiles'::regclass::oid
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no, private.download_link_reference(h.id, h.created_at)),
         coalesce(i.created_at, b.created_at, h.created_at, mc.consented_at, (c.message ->> 'hour')::timestamptz),
         i.sector,
         b.company,
         -- The member's number only where a message goes to the member.
         case c.kind when 'answer_written' then i.tel when 'download_link' then p.tel
              when 'marketing_consent_due' then cp.tel end,
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
    left join public.download_handoffs as h on c.kind = 'download_link' and h.id = c.subject_id
    left join public.profiles as p on p.id = h.user_id
    left join private.marketing_consent_confirmations as mc on c.kind = 'marketing_consent_due' and mc.event_id = c.event_id
    left join public.profiles as cp on cp.id = mc.user_id and cp.marketing_consent and cp.marketing_consent_at = mc.consented_at
   order by c.msg_id
$$;
comment on function public.notify_claim(integer, integer) is
  'For the notify Edge Function only: reads a batch of notification events with a lease (digests with their held alerts, consent confirmations and download links with the member''s number).';
-- Supabase grants every API role execute on new public functions; these are the function's only.
revoke execute on function public.notify_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer) to service_role;

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
    -- A retry of a message already begun is not counted again.
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
comment on function public.notify_begin(jsonb, jsonb) is
  'For the notify Edge Function only: marks targets as being sent, or holds staff alerts over the hourly cap (returned).';
revoke execute on function public.notify_begin(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.notify_begin(jsonb, jsonb) to service_role;

create function public.notify_settle(outcomes jsonb) returns void
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

  -- A digest that went out settles the alerts it announced.
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
comment on function public.notify_settle(jsonb) is 'For the notify Edge Function only: records outcomes, then archives or delays each event.';
revoke execute on function public.notify_settle(jsonb) from public, anon, authenticated;
grant execute on function public.notify_settle(jsonb) to service_role;
