-- Handing the download page to a PC (the downloads and notifications migrations, and proven
-- numbers, 20261202000400): PC로 보내기 is logged for anyone, a guest's at most 20 an hour;
-- 카카오톡으로 받기 is for members with a proven number (the provider's, or one proved by a code),
-- queues exactly one download_link event per call and refuses the 4th of a Korean day; only staff
-- read the records, and the notify function gets what the message needs.
begin;
create extension if not exists pgtap with schema extensions;
select plan(33);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "phone_number": "+82 10-1234-5678"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');
-- Start from no handoffs, no guest hits and an empty queue, so the counts below are this file's alone.
delete from public.download_handoffs;
delete from private.guest_hits;
select pgmq.purge_queue('notifications');

create function pg_temp.links(member uuid) returns bigint language sql as $$
  select count(*) from pgmq.q_notifications as q
   where q.message ->> 'kind' = 'download_link'
     and (q.message ->> 'subject_id')::uuid in (select h.id from public.download_handoffs as h where h.user_id = member)
$$;

-- Guests
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"cf-connecting-ip": "203.0.113.40"}';
select lives_ok($$ select public.log_handoff('share', '{"device_class": "phone", "utm_source": "naver"}') $$,
  'a guest''s PC로 보내기 (share) is logged');
select lives_ok($$ select public.log_handoff('copy') $$, '... and a copied link, without attribution');
select throws_ok($$ select public.log_handoff('alimtalk') $$, '22023', null, 'log_handoff is not a way to send 알림톡');
select throws_ok($$ select public.request_download_link() $$, '42501', null, 'a guest cannot ask for a 카카오톡 link');
select throws_ok($$ select * from public.download_handoffs $$, '42501', null, 'a guest cannot read the records');
select throws_ok($$ insert into public.download_handoffs (channel) values ('share') $$, '42501', null,
  'a guest cannot write them directly');
select lives_ok($$ select public.log_handoff('share') from generate_series(1, 25) $$,
  'a guest pressing 25 more times gets no error');

-- Member A, whose number Kakao verified
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select public.log_handoff('share', '{"device_class": "phone"}') $$, 'member A''s share is logged');
select throws_ok($$ select * from public.download_handoffs $$, '42501', null, 'member A cannot read the records');
select throws_ok($$ update public.download_handoffs set channel = 'copy' $$, '42501', null, 'member A cannot change them');
select lives_ok($$ select public.request_download_link('{"device_class": "phone", "utm_campaign": "spring"}') $$,
  'member A asks for the link by 카카오톡');
select lives_ok($$ select public.request_download_link() $$, '... a second time');
select lives_ok($$ select public.request_download_link() $$, '... a third time');
select throws_ok($$ select public.request_download_link() $$, 'PT429',
  '카카오톡으로 받기는 하루 3번까지 할 수 있습니다. 이미 받은 메시지의 링크를 열거나 PC로 보내기를 이용해 주세요.',
  'the 4th of the day is refused, in Korean');
select throws_ok($$ select public.request_download_link() from generate_series(1, 10) $$, 'PT429', null,
  'so is a burst of ten more');

-- Member B, without a proven number
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select throws_ok($$ select public.request_download_link() $$, 'P0001',
  '카카오톡으로 받으려면 휴대폰 번호 인증이 필요합니다. 번호를 입력하시면 인증번호를 문자로 보내 드립니다.',
  'a member without a proven number is asked to prove one');
select lives_ok($$ update public.profiles set tel = '010-9876-5432' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$,
  '... types a number on their profile');
select throws_ok($$ select public.request_download_link() $$, 'P0001', null,
  '... which stays a number for staff to call back: still no link');
select is(public.request_phone_code('010-9876-5432'), 'sent', '... so they ask for a code by SMS');
reset role;
select set_config('test.code', (select q.message ->> 'code' from pgmq.q_notifications as q
  where q.message ->> 'kind' = 'phone_code' order by q.msg_id desc limit 1), true);
set local role authenticated;
select results_eq($$ select proven from public.confirm_phone_code('010-9876-5432', current_setting('test.code')) $$,
  $$ values (true) $$, '... type it back');
select lives_ok($$ select public.request_download_link() $$, '... and then get the link');

-- What was stored and queued
reset role;
select is(pg_temp.links('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 3::bigint, 'exactly three download_link events for A');
select is(pg_temp.links('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1::bigint, 'one for B');
select results_eq($$ select channel, count(*)::int from public.download_handoffs
  where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' group by channel order by channel $$,
  $$ values ('alimtalk', 3), ('share', 1) $$, 'A''s records: three 카카오톡, one share');
select is((select utm_campaign from public.download_handoffs
  where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' and channel = 'alimtalk' and utm_campaign is not null), 'spring',
  'with the visit''s attribution');
select is((select count(*)::int from public.download_handoffs where user_id is null), 20,
  'a guest''s presses are kept up to 20 an hour');
select is((select count(*)::int from private.guest_hits where scope = 'download_handoff'), 20,
  '... each counted in the guests'' hourly hits, and the row carries nothing about the address');

-- A new Korean day: the count starts again at midnight in Korea, not in UTC.
update public.download_handoffs set created_at = date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul' - interval '1 minute'
 where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
-- The counts are kept apart from the rows (per sign-in identity and per number): they age too.
update private.limit_hits set at = date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul' - interval '1 minute';
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select public.request_download_link() $$, 'presses from before midnight (Korea) do not count today');
reset role;

-- What the notify function claims for such an event
set local role service_role;
select results_eq($$ select subject_table, tel, receipt_no ~ '^[0-9]{6}-L[0-9A-F]{8}$', sector, company
  from public.notify_claim(100, 60) where kind = 'download_link' and tel = '010-9876-5432' $$,
  $$ values ('download_handoffs', '010-9876-5432', true, null::text, null::text) $$,
  'notify_claim gives the table, the member''s number and a reference in place of a receipt number');
select lives_ok($$ select public.notify_settle(jsonb_build_array(jsonb_build_object('msg_id', 0, 'retry_in_seconds', null,
  'deliveries', jsonb_build_array(jsonb_build_object('event_id', gen_random_uuid(), 'target', 'member_alimtalk',
  'kind', 'download_link', 'receipt_no', '261127-L00000000', 'status', 'failed', 'error', 'test'))))) $$,
  'its deliveries are recorded under the new kind');
select is((select kind from public.staff_notification_problems where receipt_no = '261127-L00000000'), '다운로드 링크 알림톡',
  'and a failed one shows in the problems view by name');
reset role;

select ok((select prosecdef and proconfig @> array['search_path=""'] from pg_proc
  where oid = 'public.request_download_link(jsonb)'::regprocedure), 'request_download_link runs as definer with an empty search_path');
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is_empty($$ select 1 from public.download_handoffs where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'a member''s records leave with their account');

select * from finish();
rollback;
