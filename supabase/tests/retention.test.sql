-- The retention job, with time travel: private.run_retention(at) runs as if it were `at`. A row
-- past its period (3 years + 6 days after handling, for an inquiry) is gone or anonymised after
-- the run; one still inside it (3 years − 1 day) is exactly as it was. The job is scheduled daily
-- as `retention`, and staff see what is due.
begin;
create extension if not exists pgtap with schema extensions;
select plan(22);

-- Four years from now: every row below is dated back from it, so a run at the real date finds
-- them all inside their periods, whatever today's date.
select set_config('test.at', (now() + interval '4 years')::text, true);
create function pg_temp.at() returns timestamptz language sql as $$ select current_setting('test.at')::timestamptz $$;

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
-- Only this file's inquiries and download logs, so the staff view's next date and the run at the
-- real date are theirs.
delete from public.inquiries;
delete from public.business_inquiries;
delete from public.download_logs;

-- Consultation inquiries: answered past the period, answered just inside it, never answered.
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent, created_at, answer, answered_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-2345-6789', '정육점', '3년 6일 지남', true,
   pg_temp.at() - interval '3 years 20 days', '답변', pg_temp.at() - interval '3 years 6 days'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-2345-6789', '정육점', '3년에서 하루 모자람', true,
   pg_temp.at() - interval '3 years 20 days', '답변', pg_temp.at() - interval '3 years' + interval '1 day'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-2345-6789', '정육점', '답변 없이 3년 6일', true,
   pg_temp.at() - interval '3 years 6 days', null, null);
-- Dispute records (a withdrawn member's detached inquiries), on either side of the period.
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent, created_at, answer, answered_at, detached_at) values
  (null, '이**', '010-****-5432', '카페', '탈퇴 회원 3년 6일 지남', true,
   pg_temp.at() - interval '3 years 10 days', '답변', pg_temp.at() - interval '3 years 6 days', pg_temp.at() - interval '1 year'),
  (null, '이**', '010-****-5432', '카페', '탈퇴 회원 하루 모자람', true,
   pg_temp.at() - interval '3 years 10 days', '답변', pg_temp.at() - interval '3 years' + interval '1 day', pg_temp.at() - interval '1 year');
-- Partnership inquiries: handled past the period and inside it.
insert into public.business_inquiries (name, tel, company, content, privacy_consent, created_at, status, handled_at) values
  ('박지훈', '02-123-4567', '꽃집', '제휴 3년 6일 지남', true, pg_temp.at() - interval '3 years 30 days', '완료',
   pg_temp.at() - interval '3 years 6 days'),
  ('박지훈', '02-123-4567', '꽃집', '제휴 하루 모자람', true, pg_temp.at() - interval '3 years 30 days', '완료',
   pg_temp.at() - interval '3 years' + interval '1 day');
-- The guest limits' hits (the salted hash, never the address): over the hour and inside it.
insert into private.guest_hits (scope, client_hash, at) values
  ('business_inquiry', 'hash-old', pg_temp.at() - interval '2 hours'),
  ('download_log', 'hash-new', pg_temp.at() - interval '10 minutes');
-- The hourly caps' counts of staff alerts: kept as long as the delivery records (3 months).
insert into private.staff_alert_hours (channel, hour, sent, held) values
  ('staff_sms', date_trunc('hour', pg_temp.at() - interval '3 months 6 days'), 20, 3),
  ('staff_sms', date_trunc('hour', pg_temp.at() - interval '3 months' + interval '1 day'), 20, 1);
-- Download logs: a member's, past three months and inside them.
insert into public.download_logs (id, user_id, name, email, tel, social, created_at) values
  ('d0000000-0000-4000-8000-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', 'a@example.com', '010-2345-6789', 'kakao',
   pg_temp.at() - interval '3 months 6 days'),
  ('d0000000-0000-4000-8000-000000000002', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', 'a@example.com', '010-2345-6789', 'kakao',
   pg_temp.at() - interval '3 months' + interval '1 day');
-- Delivery records of the notify function.
insert into private.notification_deliveries (event_id, target, kind, receipt_no, status, last_attempt_at) values
  ('c0000000-0000-4000-8000-000000000001', 'member_alimtalk', 'answer_written', '271001-0001', 'sent', pg_temp.at() - interval '3 months 6 days'),
  ('c0000000-0000-4000-8000-000000000002', 'member_alimtalk', 'answer_written', '271001-0002', 'sent', pg_temp.at() - interval '3 months' + interval '1 day');
select pgmq.archive('notifications', pgmq.send('notifications', '{"kind": "retention-test-old"}'));
select pgmq.archive('notifications', pgmq.send('notifications', '{"kind": "retention-test-new"}'));
update pgmq.a_notifications set archived_at = pg_temp.at() - interval '3 months 6 days' where message ->> 'kind' = 'retention-test-old';
update pgmq.a_notifications set archived_at = pg_temp.at() - interval '3 months' + interval '1 day' where message ->> 'kind' = 'retention-test-new';

create temp table inside_before as
  select 'inquiries' as t, to_jsonb(i) as row from public.inquiries as i where content like '%하루 모자람'
  union all select 'business', to_jsonb(b) from public.business_inquiries as b where content = '제휴 하루 모자람'
  union all select 'guest hits', to_jsonb(g) from private.guest_hits as g where client_hash = 'hash-new'
  union all select 'alert hours', to_jsonb(h) from private.staff_alert_hours as h where held = 1
  union all select 'downloads', to_jsonb(d) from public.download_logs as d where id = 'd0000000-0000-4000-8000-000000000002'
  union all select 'deliveries', to_jsonb(n) from private.notification_deliveries as n where receipt_no = '271001-0002'
  union all select 'archive', to_jsonb(a) from pgmq.a_notifications as a where message ->> 'kind' = 'retention-test-new';

-- The job is scheduled daily by the contracted name.
select is((select row(schedule, command)::text from cron.job where jobname = 'retention'),
  row('30 18 * * *', 'select private.run_retention()')::text, 'pg_cron runs `retention` daily at 03:30 in Korea');

-- A run today touches none of these rows: they are all inside their periods as of now.
select is((select coalesce(sum(affected), 0)::int from private.run_retention()
  where key in ('inquiry_records', 'dispute_records', 'download_records')), 0,
  'a run at the real date destroys none of the test rows');

select lives_ok($$ select * from private.run_retention(pg_temp.at()) $$, 'the job runs as of four years from now');

select is_empty($$ select 1 from public.inquiries where content = '3년 6일 지남' $$, 'an inquiry answered 3 years + 6 days ago is gone');
select is_empty($$ select 1 from public.inquiries where content = '답변 없이 3년 6일' $$,
  'an inquiry never answered counts from its filing: 3 years + 6 days, gone');
select is_empty($$ select 1 from public.inquiries where content = '탈퇴 회원 3년 6일 지남' $$,
  'a withdrawn member''s dispute record 3 years + 6 days after handling is gone');
select is_empty($$ select 1 from public.business_inquiries where content = '제휴 3년 6일 지남' $$,
  'a partnership inquiry handled 3 years + 6 days ago is gone');
select is((select row(user_id, name, email, tel, social) from public.download_logs where id = 'd0000000-0000-4000-8000-000000000001'),
  row(null::uuid, '익명'::text, '-'::text, '-'::text, 'kakao'::text), 'a download log older than 3 months is anonymised');
select is_empty($$ select 1 from private.guest_hits where client_hash = 'hash-old' $$,
  'a guest limit''s hit over an hour old is gone (if guest-hits-cleanup missed it)');
select is_empty($$ select 1 from private.staff_alert_hours where held = 3 $$,
  'an hour''s staff-alert counts older than 3 months are gone');
select is_empty($$ select 1 from private.notification_deliveries where receipt_no = '271001-0001' $$,
  'a delivery record older than 3 months is gone');
select is_empty($$ select 1 from pgmq.a_notifications where message ->> 'kind' = 'retention-test-old' $$,
  'so is an archived event older than 3 months');

select results_eq($$ select t, row from inside_before order by t, row::text $$,
  $$ select * from (
       select 'inquiries' as t, to_jsonb(i) as row from public.inquiries as i where content like '%하루 모자람'
       union all select 'business', to_jsonb(b) from public.business_inquiries as b where content = '제휴 하루 모자람'
       union all select 'guest hits', to_jsonb(g) from private.guest_hits as g where client_hash = 'hash-new'
       union all select 'alert hours', to_jsonb(h) from private.staff_alert_hours as h where held = 1
       union all select 'downloads', to_jsonb(d) from public.download_logs as d where id = 'd0000000-0000-4000-8000-000000000002'
       union all select 'deliveries', to_jsonb(n) from private.notification_deliveries as n where receipt_no = '271001-0002'
       union all select 'archive', to_jsonb(a) from pgmq.a_notifications as a where message ->> 'kind' = 'retention-test-new'
     ) as after order by t, row::text $$,
  'every row still inside its period (3 years − 1 day, 3 months − 1 day, 10 minutes of an hour) is exactly as it was');
select is((select count(*)::int from inside_before), 8, 'and there were eight of them');

select is((select affected::int from private.retention_log where run_for = pg_temp.at() and key = 'inquiry_records' and source = 'inquiries'), 2,
  'the run is logged per period and table, as counts');
select lives_ok($$ select * from private.run_retention(pg_temp.at()) $$, 'running again the same day…');
select is((select count(*)::int from private.retention_log where run_for = pg_temp.at() and key = 'inquiry_records' and source = 'inquiries'), 1,
  '…finds nothing more to do');

-- Staff: what is due now, and when the next row falls due.
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent, created_at, answer, answered_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-2345-6789', '정육점', '오늘 기준 지남', true,
   now() - interval '3 years 10 days', '답변', now() - interval '3 years 2 days');
select set_config('test.periods', (select count(*) from private.retention_periods)::text, true);
set local role service_role;
select ok((select due_now >= 1 from public.staff_retention_due where item = '상담·제휴 문의 기록'),
  'the staff view counts the inquiry due today');
select is((select next_due_kst from public.staff_retention_due where item = '상담·제휴 문의 기록'),
  ((pg_temp.at() - interval '3 years' + interval '1 day' + interval '3 years') at time zone 'Asia/Seoul')::date,
  'and names the Korean date the next one falls due');
select is((select count(*)::int from public.staff_retention_due), current_setting('test.periods')::int,
  'one line per period of the policy');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ select * from public.staff_retention_due $$, '42501', null, 'members cannot read it');
select throws_ok($$ select private.run_retention() $$, '42501', null, 'nor run the job');

select * from finish();
rollback;
