-- A stuck outbox is noticed (docs/operations.md#a-stuck-outbox). When notifications wait in the
-- queue longer than 15 minutes past their time (expired Solapi credentials, a missing function
-- secret, Vault secrets not set, the notify function not deployed), staff get one alert, not
-- one per message, and one more when nothing waits that long any more.
--
-- The watch runs in the database, not in the notify function: every cause above stops the
-- function (or its sending) and would stop an alert it sent too. A pg_cron job looks at the
-- queue's age every minute and keeps the state in one row, so a transition alerts once however
-- many messages wait; the alert leaves through pg_net straight to a staff messenger's incoming
-- webhook kept in Vault (`outbox_alert_url`), which needs neither the function, its secrets
-- nor Solapi. An alert whose request failed (the messenger was down) is sent again on the next
-- run until it is answered with 2xx.

-- The watch's state: one row. stuck_since is null while notifications flow.
create table private.outbox_watch (
  singleton boolean primary key default true constraint outbox_watch_singleton check (singleton),
  stuck_since timestamptz,
  -- The last alert: which transition, its text, and pg_net's request id (to resend a failure).
  alert_kind text constraint outbox_watch_alert_kind check (alert_kind in ('stuck', 'flowing')),
  alert_text text,
  alert_request_id bigint,
  alert_sent_at timestamptz,
  checked_at timestamptz
);
comment on table private.outbox_watch is
  'Whether the notification queue is stuck (events waiting 15 minutes past due), and the last alert staff got about it.';
alter table private.outbox_watch enable row level security;
insert into private.outbox_watch default values;

-- When each queued event was due: a digest at the end of its hour (it waits for that on
-- purpose, as in staff_notification_problems), every other event when it was queued.
create view private.outbox_waiting as
  select q.msg_id,
         case q.message ->> 'kind' when 'staff_digest' then (q.message ->> 'hour')::timestamptz + interval '1 hour'
              else q.enqueued_at end as due_at
    from pgmq.q_notifications as q;
comment on view private.outbox_waiting is 'Every queued notification event and the moment it was due.';

-- Posts an alert to the staff messenger's webhook in Vault; null when there is none (the
-- launch check warns). Slack reads `text`, JANDI `body` and its Accept header, as notify sends.
create function private.post_outbox_alert(alert text) returns bigint
  language plpgsql security definer set search_path = ''
as $$
declare
  url text;
begin
  select s.decrypted_secret into url from vault.decrypted_secrets as s where s.name = 'outbox_alert_url';
  if url is null then
    raise warning 'outbox watch: no outbox_alert_url in Vault, the alert was not sent: %', alert;
    return null;
  end if;
  return net.http_post(
    url := url,
    body := jsonb_build_object('text', alert, 'body', alert),
    headers := jsonb_build_object('Content-Type', 'application/json',
                                  'Accept', 'application/vnd.tosslab.jandi-v2+json, application/json;q=0.9, */*;q=0.1'),
    timeout_milliseconds := 10000
  );
end;
$$;
revoke execute on function private.post_outbox_alert(text) from public;

-- One run of the watch at `at` (the job passes now(); tests may pass another moment). Returns
-- the transition it alerted ('stuck' or 'flowing'), or null when nothing changed.
create function private.watch_outbox(at timestamptz default now()) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  stuck_after constant interval := interval '15 minutes';
  state private.outbox_watch;
  late bigint;
  oldest timestamptz;
  failed boolean;
  alert text;
begin
  select * into state from private.outbox_watch for update;
  select count(*), min(w.due_at) into late, oldest
    from private.outbox_waiting as w where w.due_at <= at - stuck_after;

  -- The last alert's request failed (or never left): send the same words again.
  select r.status_code is null or r.status_code not between 200 and 299 into failed
    from net._http_response as r where r.id = state.alert_request_id;
  if coalesce(failed, false) or (state.alert_text is not null and state.alert_request_id is null) then
    update private.outbox_watch set alert_request_id = private.post_outbox_alert(state.alert_text), alert_sent_at = at;
  end if;

  if late > 0 and state.stuck_since is null then
    alert := format(
      '[소담POS] 알림 발송이 멈췄습니다. 알림 %s건이 15분 넘게 나가지 못하고 있습니다(가장 오래된 것은 %s부터 대기). '
      'notify 함수의 비밀값(솔라피 키·발신번호, NOTIFY_SECRET)과 Vault의 project_url·notify_secret을 확인해 주세요. '
      '대기 중인 알림은 대시보드의 staff_notification_problems에 있습니다. 다시 나가기 시작하면 한 번 더 알려 드립니다.',
      late, to_char(oldest at time zone 'Asia/Seoul', 'FMMM"월" FMDD"일" HH24:MI'));
    update private.outbox_watch
       set stuck_since = oldest, alert_kind = 'stuck', alert_text = alert,
           alert_request_id = private.post_outbox_alert(alert), alert_sent_at = at, checked_at = at;
    return 'stuck';
  elsif late = 0 and state.stuck_since is not null then
    alert := format(
      '[소담POS] 알림 발송이 다시 원활합니다. 15분 넘게 기다리는 알림이 없습니다(멈춘 때: %s부터 %s까지). '
      '재시도 끝에 실패한 알림이 있으면 staff_notification_problems에서 확인해 주세요.',
      to_char(state.stuck_since at time zone 'Asia/Seoul', 'FMMM"월" FMDD"일" HH24:MI'),
      to_char(at at time zone 'Asia/Seoul', 'FMMM"월" FMDD"일" HH24:MI'));
    update private.outbox_watch
       set stuck_since = null, alert_kind = 'flowing', alert_text = alert,
           alert_request_id = private.post_outbox_alert(alert), alert_sent_at = at, checked_at = at;
    return 'flowing';
  end if;
  update private.outbox_watch set checked_at = at;
  return null;
end;
$$;
comment on function private.watch_outbox(timestamptz) is
  'The outbox watch: alerts staff once when notifications wait 15 minutes past due, and once when they flow again.';
revoke execute on function private.watch_outbox(timestamptz) from public;

select cron.schedule('outbox-watch', '* * * * *', 'select private.watch_outbox()');

-- What staff read about the watch in the dashboard.
create view public.staff_outbox_watch as
  select case when w.stuck_since is null then '원활' else '멈춤' end as state,
         (w.stuck_since at time zone 'Asia/Seoul')::timestamp(0) as stuck_since_kst,
         (select count(*) from private.outbox_waiting as q where q.due_at <= now() - interval '15 minutes') as late_events,
         case w.alert_kind when 'stuck' then '멈춤 알림' when 'flowing' then '재개 알림' end as last_alert,
         (w.alert_sent_at at time zone 'Asia/Seoul')::timestamp(0) as last_alert_kst,
         (w.checked_at at time zone 'Asia/Seoul')::timestamp(0) as checked_kst
    from private.outbox_watch as w;
comment on view public.staff_outbox_watch is '알림 발송 감시: 15분 넘게 나가지 못한 알림이 있는지와 마지막으로 담당자에게 보낸 알림';
comment on column public.staff_outbox_watch.state is '지금 상태 (원활, 멈춤)';
comment on column public.staff_outbox_watch.stuck_since_kst is '멈춘 알림 중 가장 오래된 것이 대기를 시작한 시각 (한국 시간)';
comment on column public.staff_outbox_watch.late_events is '15분 넘게 나가지 못한 알림 수';
comment on column public.staff_outbox_watch.last_alert is '마지막으로 담당자에게 보낸 감시 알림';
comment on column public.staff_outbox_watch.last_alert_kst is '그 알림을 보낸 시각 (한국 시간)';
comment on column public.staff_outbox_watch.checked_kst is '감시 작업이 마지막으로 확인한 시각 (매분)';
revoke all on public.staff_outbox_watch from public, anon, authenticated;
grant select on public.staff_outbox_watch to service_role;
