-- Numbers their owners proved (20261202000300, 000400; docs/product.md#proven-numbers): the
-- sign-in provider's verified number counts from sign-up, any other is proved by a 6-digit code
-- sent by SMS, typed back within 3 minutes in at most 5 tries; at most 3 codes a day to a number
-- and 5 a day per sign-in identity; the code is stored only as a keyed hash and leaves the queue
-- once sent.
begin;
create extension if not exists pgtap with schema extensions;
select plan(36);
select pgmq.purge_queue('notifications');

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "phone_number": "+82 10-1234-5678"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}',
   '{"name": "이서연", "phone_number": "+82 10-2222-3333"}'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', '{"provider": "naver", "naver_id": "nv-1"}',
   '{"name": "박지훈", "mobile": "010-4444-5555"}');

-- What the provider verified.
select results_eq($$ select user_id::text, tel, proven_by from public.proven_phones
  where user_id in ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'cccccccc-cccc-4ccc-8ccc-cccccccccccc')
  order by user_id $$,
  $$ values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '010-1234-5678', 'kakao'),
            ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', '010-4444-5555', 'naver') $$,
  'Kakao''s phone_number and Naver''s mobile count as proven; a number from any other provider does not');

-- Who may read and write them.
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq($$ select tel from public.proven_phones $$, $$ values ('010-1234-5678') $$,
  'a member reads their own proven numbers, and no one else''s');
select throws_ok($$ insert into public.proven_phones (user_id, tel, proven_by)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '010-7777-0000', 'sms_code') $$, '42501', null,
  'a member cannot declare a number proven');
select throws_ok($$ select public.request_phone_code('01077770000') $$, '22023',
  '휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.', 'a number in the wrong shape is refused in Korean, before anything');
select is(public.request_phone_code('010-1234-5678'), 'proven', 'a number already proven needs no code');
reset role;
select is((select count(*)::int from pgmq.q_notifications), 0, '... and nothing is sent');
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select public.request_phone_code('010-7777-0000') $$, '42501', null, 'a guest cannot ask for a code');

-- A code for member B.
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select is(public.request_phone_code('010-7777-0001'), 'sent', 'member B asks for a code to a new number');
reset role;
select set_config('test.code', (select message ->> 'code' from pgmq.q_notifications where message ->> 'kind' = 'phone_code'), true);
select matches(current_setting('test.code'), '^[0-9]{6}$', 'one phone_code event carries six digits');
select is((select count(*)::int from private.phone_codes where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1,
  'one code row is in flight');
select is_empty($$ select 1 from private.phone_codes where code_hash in (current_setting('test.code'),
  encode(sha256(convert_to(current_setting('test.code'), 'UTF8')), 'hex')) or code_hash !~ '^[0-9a-f]{64}$' $$,
  'the row keeps a keyed hash of the code, never the code');
select ok((select expires_at between now() + interval '179 seconds' and now() + interval '181 seconds' from private.phone_codes),
  'the code lasts 3 minutes');

-- What the notify function gets, and what becomes of the event.
set local role service_role;
select results_eq($$ select tel, code = current_setting('test.code'), receipt_no ~ '^[0-9]{6}-C[0-9A-F]{8}$'
  from public.notify_claim(10, 60) where kind = 'phone_code' $$, $$ values ('010-7777-0001', true, true) $$,
  'notify_claim gives the number, the code and a reference');
reset role;
select lives_ok($$ select public.notify_settle(jsonb_build_array(jsonb_build_object('msg_id', q.msg_id,
    'retry_in_seconds', null, 'deliveries', jsonb_build_array(jsonb_build_object('event_id', q.message ->> 'event_id',
    'target', 'member_sms', 'kind', 'phone_code', 'receipt_no', 'x', 'status', 'sent')))))
    from pgmq.q_notifications as q where q.message ->> 'kind' = 'phone_code' $$, 'the function settles the sent code');
select is_empty($$ select 1 from pgmq.q_notifications where message ? 'code' union all select 1 from pgmq.a_notifications where message ? 'code' $$,
  'a sent code''s event is deleted, not archived: the code is nowhere but in the SMS');

-- Typing it back: 5 tries.
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select throws_ok($$ select * from public.confirm_phone_code('010-7777-0001', '12ab56') $$, '22023',
  '인증번호 6자리 숫자를 입력해 주세요.', 'a code that is not six digits is refused in Korean');
create function pg_temp.wrong() returns text language sql as $$
  select lpad(((current_setting('test.code')::int + 1) % 1000000)::text, 6, '0')
$$;
select results_eq($$ select proven, tries_left from public.confirm_phone_code('010-7777-0001', pg_temp.wrong()) $$,
  $$ values (false, 4) $$, 'a wrong code answers how many tries are left, and the try counts');
select results_eq($$ select proven from public.confirm_phone_code('010-7777-0001', current_setting('test.code')) $$,
  $$ values (true) $$, 'the right code proves the number');
select results_eq($$ select tel, proven_by from public.proven_phones $$, $$ values ('010-7777-0001', 'sms_code') $$,
  '... recorded as proved by a code');
select throws_ok($$ select * from public.confirm_phone_code('010-7777-0001', current_setting('test.code')) $$, 'P0001',
  '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.', 'a code works once');

-- Five wrong tries spend a code; an expired one cannot be used.
select is(public.request_phone_code('010-7777-0002'), 'sent', 'a code to another number');
reset role;
select set_config('test.code', (select message ->> 'code' from pgmq.q_notifications where message ->> 'kind' = 'phone_code'
  order by msg_id desc limit 1), true);
set local role authenticated;
select results_eq($$ select tries_left from public.confirm_phone_code('010-7777-0002', pg_temp.wrong()) union all
  select tries_left from public.confirm_phone_code('010-7777-0002', pg_temp.wrong()) union all
  select tries_left from public.confirm_phone_code('010-7777-0002', pg_temp.wrong()) union all
  select tries_left from public.confirm_phone_code('010-7777-0002', pg_temp.wrong()) union all
  select tries_left from public.confirm_phone_code('010-7777-0002', pg_temp.wrong()) $$,
  $$ values (4), (3), (2), (1), (0) $$, 'five wrong tries count down to none');
select throws_ok($$ select * from public.confirm_phone_code('010-7777-0002', current_setting('test.code')) $$, 'P0001',
  '인증번호를 5번 틀려 더 쓸 수 없습니다. 인증번호를 다시 받아 주세요.', 'then even the right code is refused');
reset role;
update private.phone_codes set expires_at = now() - interval '1 second';
set local role authenticated;
select throws_ok($$ select * from public.confirm_phone_code('010-7777-0002', current_setting('test.code')) $$, 'P0001',
  '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.', 'an expired code is refused');
reset role;
set local role service_role;
select results_eq($$ select count(*)::int, count(code)::int from public.notify_claim(10, 60) where kind = 'phone_code' $$,
  $$ values (1, 0) $$, 'an expired code is not sent any more: notify_claim gives no code');
reset role;
do $$ begin execute (select command from cron.job where jobname = 'limit-records-cleanup'); end $$;
select is_empty($$ select 1 from private.phone_codes $$, 'the clean-up job deletes expired codes');

-- How many codes: 3 messages a day to one number (whoever asks), 5 codes a day per identity.
set local role authenticated;
select lives_ok($$ select public.request_phone_code('010-7777-0003') $$, 'a first code to 0003');
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select public.request_phone_code('010-7777-0003'); select public.request_phone_code('010-7777-0003') $$,
  'another member asks for two more to the same number');
select throws_ok($$ select public.request_phone_code('010-7777-0003') $$, 'PT429',
  '이 번호로는 오늘 더 보낼 수 없습니다. 내일 다시 시도해 주세요.', 'the number''s fourth message of the day is refused, whoever asks');
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok($$ select public.request_phone_code('010-7777-0004'); select public.request_phone_code('010-7777-0006') $$,
  'member B''s fourth and fifth codes today, to other numbers');
select throws_ok($$ select public.request_phone_code('010-7777-0005') $$, 'PT429',
  '인증번호는 하루 5번까지 받을 수 있습니다. 내일 다시 시도해 주세요.', 'the sixth is refused: 5 codes a day per sign-in identity');
reset role;
select is((select count(*)::int from private.phone_codes where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1,
  'one code in flight per member: a new one replaces the last');

-- The code's SMS is the member's notification record, and leaves with the account.
select is((select count(*)::int from private.member_notifications where kind = 'phone_code'
  and user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 5, 'each code sent is a notification record of the member''s');
delete from auth.users where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
select is_empty($$ select 1 from public.proven_phones where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
  union all select 1 from private.phone_codes where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$,
  'proven numbers and codes leave with the account');
select ok((select bool_and(prosecdef and proconfig @> array['search_path=""']) from pg_proc
  where oid in ('public.request_phone_code(text)'::regprocedure, 'public.confirm_phone_code(text, text)'::regprocedure)),
  'both functions run as definer with an empty search_path');
select ok(not has_function_privilege('anon', 'public.confirm_phone_code(text, text)', 'execute'),
  'a guest cannot even call confirm_phone_code');

select * from finish();
rollback;
