-- The notification outbox: each inquiry and each first answer queues exactly one event in the
-- same transaction; only the service role reaches the queue (through the notify_* functions)
-- and the staff views; guests and members reach none of it.
begin;
create extension if not exists pgtap with schema extensions;
select plan(36);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
-- Start from an empty queue, archive and delivery record, and no guest hits: the counts below
-- are this file's alone.
select pgmq.purge_queue('notifications');
delete from pgmq.a_notifications;
delete from private.notification_deliveries;
delete from private.guest_hits;
-- The answer notice goes to a number its owner proved (docs/product.md#proven-numbers).
insert into public.proven_phones (user_id, tel, proven_by) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '010-1234-5678', 'sms_code');

create function pg_temp.events(kind text) returns bigint language sql as $$
  select count(*) from pgmq.q_notifications where message ->> 'kind' = kind
$$;

-- Who can reach the queue, the delivery records and the staff views.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select * from pgmq.q_notifications $$, '42501', null, 'a guest cannot read the queue');
select throws_ok($$ select * from pgmq.a_notifications $$, '42501', null, 'a guest cannot read the archive');
select throws_ok($$ select * from pgmq.read('notifications', 30, 10) $$, '42501', null, 'a guest cannot read the queue through pgmq');
select throws_ok($$ select * from public.notify_claim() $$, '42501', null, 'a guest cannot claim events');
select throws_ok($$ select * from public.staff_open_inquiries $$, '42501', null, 'a guest cannot read the open consultation view');
select throws_ok($$ select * from public.staff_open_partnerships $$, '42501', null, 'a guest cannot read the open partnership view');
select throws_ok($$ select * from public.staff_notification_problems $$, '42501', null, 'a guest cannot read the problems view');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ select * from pgmq.q_notifications $$, '42501', null, 'a member cannot read the queue');
select throws_ok($$ select pgmq.send('notifications', '{}') $$, '42501', null, 'a member cannot write to the queue');
select throws_ok($$ select * from public.notify_claim() $$, '42501', null, 'a member cannot claim events');
select throws_ok($$ select public.notify_settle('[]') $$, '42501', null, 'a member cannot settle events');
select throws_ok($$ select * from public.staff_open_inquiries $$, '42501', null, 'a member cannot read the open consultation view');
select throws_ok($$ select * from public.staff_open_partnerships $$, '42501', null, 'a member cannot read the open partnership view');
select throws_ok($$ select * from public.staff_notification_problems $$, '42501', null, 'a member cannot read the problems view');
select throws_ok($$ select * from private.notification_deliveries $$, '42501', null, 'a member cannot read the delivery records');

-- The events. A member files an inquiry: one inquiry_filed event, in the same transaction.
select lives_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', '알림 시험', true) $$, 'a member files an inquiry');
reset role;
select is(pg_temp.events('inquiry_filed'), 1::bigint, 'filing queues one inquiry_filed event');
select is((select message ->> 'subject_id' from pgmq.q_notifications where message ->> 'kind' = 'inquiry_filed'),
  (select id::text from public.inquiries where content = '알림 시험'), 'the event names the inquiry, and nothing personal');

savepoint before_refused;
select throws_ok($$ insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '', true) $$, '23514', null,
  'a refused insert (blank content)…');
rollback to savepoint before_refused;
select is(pg_temp.events('inquiry_filed'), 1::bigint, '…queues nothing');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "203.0.113.80"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', '알림 시험', true) $$, 'a guest sends a partnership inquiry');
reset role;
select is(pg_temp.events('partnership_filed'), 1::bigint, 'it queues one partnership_filed event');

-- Staff answer in the dashboard: one answer_written event, and the time it was queued.
set local role service_role;
update public.inquiries set answer = '답변 드립니다.' where content = '알림 시험';
reset role;
select is(pg_temp.events('answer_written'), 1::bigint, 'the first answer queues one answer_written event');
select ok((select answer_notice_at is not null from public.inquiries where content = '알림 시험'), 'and stamps answer_notice_at');
set local role service_role;
update public.inquiries set answer = '답변을 고쳐 씁니다.' where content = '알림 시험';
update public.inquiries set answer = null where content = '알림 시험';
update public.inquiries set answer = '다시 씁니다.' where content = '알림 시험';
reset role;
select is(pg_temp.events('answer_written'), 1::bigint, 'editing, clearing and rewriting the answer queue nothing more');
set local role service_role;
update public.inquiries set resend_answer_notice = true where content = '알림 시험';
reset role;
select is(pg_temp.events('answer_written'), 2::bigint, 'ticking resend_answer_notice queues one more');
select is((select resend_answer_notice from public.inquiries where content = '알림 시험'), false, 'and the box is cleared on save');
set local role service_role;
-- An unanswered inquiry of this file's own, filed and refused in one statement, so it is rolled
-- back with the refusal and queues nothing.
select throws_ok($$ insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '답변 없는 문의', true);
  update public.inquiries set resend_answer_notice = true where content = '답변 없는 문의' $$, '23514',
  '답변이 없는 문의에는 답변 알림을 보낼 수 없습니다.', 'a notice for an unanswered inquiry is refused');

-- The function's side: claim, begin, settle.
select is((select count(*)::int from public.notify_claim(10, 60)), 4, 'the service role claims the four events');
select is((select count(*)::int from public.notify_claim(10, 60)), 0, 'claimed events are hidden for the lease');
reset role;
select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications;
set local role service_role;
select results_eq($$ select kind, receipt_no is not null, tel, read_ct from public.notify_claim(10, 60) order by msg_id $$,
  $$ values ('inquiry_filed', true, null::text, 2), ('partnership_filed', true, null, 2),
            ('answer_written', true, '010-1234-5678', 2), ('answer_written', true, '010-1234-5678', 2) $$,
  'a claim carries the receipt number, the member''s number only for answer notices, and the read count');
-- The outcomes the function would send: the two staff alerts went out, the answer notices retry.
reset role;
select set_config('test.outcomes', jsonb_agg(jsonb_build_object('msg_id', msg_id,
  'retry_in_seconds', case when message ->> 'kind' = 'answer_written' then 30 end,
  'deliveries', jsonb_build_array(jsonb_build_object('event_id', message ->> 'event_id',
    'target', case when message ->> 'kind' = 'answer_written' then 'member_alimtalk' else 'staff_webhook' end,
    'kind', message ->> 'kind', 'receipt_no', null,
    'status', case when message ->> 'kind' = 'answer_written' then 'retrying' else 'sent' end)))
  )::text, true) from pgmq.q_notifications;
set local role service_role;
select lives_ok($$ select public.notify_settle(current_setting('test.outcomes')::jsonb) $$, 'the service role settles the batch');
reset role;
select is((select count(*)::int from pgmq.a_notifications where message ->> 'kind' in ('inquiry_filed', 'partnership_filed')), 2,
  'settled events are archived');
select is((select count(*)::int from private.notification_deliveries where status = 'sent'), 2, 'and their deliveries recorded as sent');
select is((select count(*)::int from pgmq.q_notifications where message ->> 'kind' = 'answer_written' and vt > now() + interval '20 seconds'), 2,
  'events to retry stay queued, invisible for the delay given');
select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications;
set local role service_role;
select is((select deliveries -> 'member_alimtalk' ->> 'status' from public.notify_claim(1, 60)), 'retrying',
  'the next claim carries each target''s earlier outcome');
reset role;

select * from finish();
rollback;
