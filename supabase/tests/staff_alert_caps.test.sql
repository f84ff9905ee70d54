-- Staff alerts per channel and hour: notify_begin lets the cap through and holds the rest,
-- queues one digest per channel and hour (due after the hour, its message counted in the next
-- hour), and the digest's delivery settles the alerts it announced. Member notices are never
-- held, and a retry of an alert already begun is not counted again.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);
-- Start from an empty queue, no delivery records and no counted hours: this file's alone.
select pgmq.purge_queue('notifications');
delete from private.notification_deliveries;
delete from private.staff_alert_hours;

create function pg_temp.target(n integer, target text, kind text default 'partnership_filed') returns jsonb
  language sql as $$
  select jsonb_build_object('event_id', ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
    'target', target, 'kind', kind, 'receipt_no', '261127-' || lpad(n::text, 4, '0'))
$$;
create function pg_temp.hour_row(channel text, offset_hours integer default 0) returns private.staff_alert_hours
  language sql as $$
  select * from private.staff_alert_hours as h
   where h.channel = hour_row.channel and h.hour = date_trunc('hour', now()) + make_interval(hours => offset_hours)
$$;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select * from public.notify_begin('[]') $$, '42501', null, 'a guest cannot begin deliveries');
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ select * from public.notify_begin('[]') $$, '42501', null, 'a member cannot begin deliveries');

set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is_empty($$ select * from public.notify_begin(jsonb_build_array(pg_temp.target(1, 'staff_sms'), pg_temp.target(2, 'staff_sms')),
  '{"staff_sms": 2}') $$, 'two staff SMS within a cap of two are begun, none held');
select results_eq($$ select target, event_id from public.notify_begin(jsonb_build_array(pg_temp.target(3, 'staff_sms'),
  pg_temp.target(3, 'staff_webhook'), pg_temp.target(4, 'member_alimtalk', 'answer_written')), '{"staff_sms": 2}') $$,
  $$ values ('staff_sms'::text, '00000000-0000-4000-8000-000000000003'::uuid) $$,
  'the third SMS of the hour is held; the webhook (its own cap) and the member''s notice go on');
select is_empty($$ select * from public.notify_begin(jsonb_build_array(pg_temp.target(1, 'staff_sms')), '{"staff_sms": 2}') $$,
  'a retry of an alert already begun is not held');
select is_empty($$ select * from public.notify_begin(jsonb_build_array(pg_temp.target(9, 'staff_sms', 'staff_digest')), '{"staff_sms": 0}') $$,
  'a digest is never held: its place was reserved');
reset role;

select results_eq($$ select status, count(*)::int from private.notification_deliveries
  where target = 'staff_sms' and kind <> 'staff_digest' group by status order by status $$,
  $$ values ('held'::text, 1), ('sending', 2) $$, 'two alerts are being sent and one is held');
select is((select (sent, held) from pg_temp.hour_row('staff_sms')), (2, 1), 'the hour counts two sent and one held');
select is((select sent from pg_temp.hour_row('staff_sms', 1)), 1, 'one place of the next hour is kept for the digest');
select is((select sent from pg_temp.hour_row('staff_webhook')), 1, 'the webhook is counted on its own');
select is((select count(*)::int from pgmq.q_notifications where message ->> 'kind' = 'staff_digest'), 1, 'one digest is queued');
select ok((select vt >= date_trunc('hour', now()) + interval '1 hour' from pgmq.q_notifications
  where message ->> 'kind' = 'staff_digest'), 'due only once the hour has turned');
select is((select message ->> 'event_id' from pgmq.q_notifications where message ->> 'kind' = 'staff_digest'),
  (select digest_event_id::text from pg_temp.hour_row('staff_sms')), 'the hour knows its digest');

set local role service_role;
select results_eq($$ select target, event_id from public.notify_begin(jsonb_build_array(pg_temp.target(5, 'staff_sms')),
  '{"staff_sms": 2}') $$, $$ values ('staff_sms'::text, '00000000-0000-4000-8000-000000000005'::uuid) $$,
  'another alert over the cap in the same hour is held too');
reset role;
select is((select count(*)::int from pgmq.q_notifications where message ->> 'kind' = 'staff_digest'), 1,
  'and joins the same digest');

-- The hour turns: the digest is claimed with what it announces, sent, and settles them.
update pgmq.q_notifications set vt = now() where message ->> 'kind' = 'staff_digest';
select set_config('test.digest_hour', message ->> 'hour', true) from pgmq.q_notifications where message ->> 'kind' = 'staff_digest';
set local role service_role;
select is((select digest from public.notify_claim(10, 60) where kind = 'staff_digest'),
  jsonb_build_object('channel', 'staff_sms', 'hour', current_setting('test.digest_hour'),
    'held', jsonb_build_array(jsonb_build_object('kind', 'partnership_filed', 'receipt_no', '261127-0003'),
                              jsonb_build_object('kind', 'partnership_filed', 'receipt_no', '261127-0005'))),
  'the digest carries its channel, its hour and the held alerts, oldest first');
reset role;
select set_config('test.outcomes', jsonb_build_array(jsonb_build_object('msg_id', msg_id, 'retry_in_seconds', null,
  'deliveries', jsonb_build_array(jsonb_build_object('event_id', message ->> 'event_id', 'target', 'staff_sms',
    'kind', 'staff_digest', 'receipt_no', null, 'status', 'sent'))))::text, true)
  from pgmq.q_notifications where message ->> 'kind' = 'staff_digest';
set local role service_role;
select public.notify_settle(current_setting('test.outcomes')::jsonb);
reset role;
select results_eq($$ select status, count(*)::int from private.notification_deliveries
  where target = 'staff_sms' and kind <> 'staff_digest' group by status order by status $$,
  $$ values ('digested'::text, 2), ('sending', 2) $$, 'the digest settles the two held alerts as digested');

select * from finish();
rollback;
