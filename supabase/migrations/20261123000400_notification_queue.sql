-- Messages about inquiries (the staff alert, the member's answer notice) leave through a
-- transactional outbox: the event is a pgmq message (Supabase Queues) written in the same
-- transaction as the inquiry or the answer, so it exists exactly when the change commits,
-- whatever the messaging provider is doing. The `notify` Edge Function drains the queue:
-- pg_net calls it right after a commit that queued something, and a pg_cron job every
-- 10 seconds calls it again while anything is due (retries after a failure, or a call that
-- never arrived). A message only carries ids; the function reads the rows when it sends.
--
-- The function's URL and the secret it checks live in Vault (`project_url`, `notify_secret`;
-- see README "알림 흐름"), never in a migration. Until both are set, events wait in the queue.

create extension if not exists pgmq;
create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron;

select pgmq.create('notifications');

-- Only staff tools reach the queue, and only through the functions below: the API roles get
-- nothing in schema pgmq, and the queue tables refuse rows to anyone without BYPASSRLS.
revoke all on schema pgmq from anon, authenticated;
revoke all on all tables in schema pgmq from anon, authenticated;
alter table pgmq.q_notifications enable row level security;
alter table pgmq.a_notifications enable row level security;

-- What became of each message an event asked for, one row per event and target, so a retry
-- never sends the same message twice: a target already `sent` is skipped, and one left
-- `sending` by an attempt that died mid-send is first looked up at the provider (Solapi), or
-- for a webhook, which cannot be asked, reported as `unknown` instead of being sent again.
create table private.notification_deliveries (
  event_id uuid not null,
  target text not null constraint notification_deliveries_target check (target in ('staff_webhook', 'staff_sms', 'member_alimtalk')),
  kind text not null constraint notification_deliveries_kind check (kind in ('inquiry_filed', 'partnership_filed', 'answer_written')),
  receipt_no text,
  status text not null constraint notification_deliveries_status
    check (status in ('sending', 'sent', 'retrying', 'failed', 'unknown', 'skipped')),
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
