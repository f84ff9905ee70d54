-- The outbox watch: one alert when notifications wait 15 minutes past due, however many wait,
-- one more when none does, both through pg_net to the webhook in Vault, never through the
-- notify function; a failed alert is sent again; staff read the state, guests and members not.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);

select pgmq.purge_queue('notifications');
delete from net.http_request_queue;
select vault.create_secret('https://hooks.example.test/outbox', 'outbox_alert_url');

create function pg_temp.alerts() returns setof text language sql as $$
  select convert_from(q.body, 'UTF8')::jsonb ->> 'text' from net.http_request_queue as q
   where q.url = 'https://hooks.example.test/outbox' order by q.id
$$;
-- An event queued `age` ago (a statement's own insert is invisible to its update, hence two).
create function pg_temp.queue_event(kind text, age interval) returns bigint language plpgsql as $$
declare
  id bigint := pgmq.send('notifications', jsonb_build_object('event_id', gen_random_uuid(), 'kind', kind));
begin
  update pgmq.q_notifications set enqueued_at = now() - age where msg_id = id;
  return id;
end;
$$;

select is((select schedule from cron.job where jobname = 'outbox-watch'), '* * * * *', 'the watch runs every minute');
select is(private.watch_outbox(), null, 'an empty queue is no trouble');

select pg_temp.queue_event('answer_written', interval '14 minutes');
select is(private.watch_outbox(), null, 'an event 14 minutes old is not late yet');
select is_empty('select * from pg_temp.alerts()', 'and nobody is alerted');

select pg_temp.queue_event('answer_written', interval '16 minutes');
select pg_temp.queue_event('inquiry_filed', interval '20 minutes');
select is(private.watch_outbox(), 'stuck', 'two events 15 minutes past due: the outbox is stuck');
select is((select count(*) from pg_temp.alerts()), 1::bigint, 'staff get one alert for both');
select matches((select a from pg_temp.alerts() as a limit 1), '^\[소담POS\] 알림 발송이 멈췄습니다\. 알림 2건이',
  'the alert says how many wait, in Korean');

select pg_temp.queue_event('partnership_filed', interval '30 minutes');
select is(private.watch_outbox(), null, 'more late events while stuck alert nobody again');
select is((select count(*) from pg_temp.alerts()), 1::bigint, 'still one alert');

-- A digest waits for its hour on purpose: late only 15 minutes after the hour ended.
select pgmq.purge_queue('notifications');
select pgmq.send('notifications', jsonb_build_object('kind', 'staff_digest', 'hour', date_trunc('hour', now())));
select is(private.watch_outbox(), 'flowing', 'with only this hour''s digest waiting, notifications flow again');
select is((select count(*) from pg_temp.alerts()), 2::bigint, 'and staff get the second alert');
select matches((select a from pg_temp.alerts() as a offset 1), '^\[소담POS\] 알림 발송이 다시 원활합니다\.',
  'which says so');
select is(private.watch_outbox(), null, 'flowing stays quiet');

-- The messenger refused the last alert: the next run sends the same words again.
insert into net._http_response (id, status_code, content) select alert_request_id, 503, 'unavailable' from private.outbox_watch;
select is(private.watch_outbox(), null, 'a refused alert is no new transition');
select is((select count(*) from pg_temp.alerts() as a where a like '%다시 원활합니다%'), 2::bigint, 'but it is sent again');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok('select * from public.staff_outbox_watch', '42501', null, 'a member cannot read the watch');
reset role;
set local role service_role;
select is((select state from public.staff_outbox_watch), '원활', 'staff read the state');

select * from finish();
rollback;
