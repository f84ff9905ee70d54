-- Every cap on an automatic message to a member (20261202000400; docs/product.md#automatic-messages):
-- 3 a day to one number whoever asks, one hourly cap over all member-facing messages (a setting)
-- with a single staff alert when it is reached, and answer and consent notices that go only to a
-- proven number, counted in the hour but never refused.
begin;
create extension if not exists pgtap with schema extensions;
select plan(16);
select pgmq.purge_queue('notifications');
delete from private.member_message_hours;

-- Three members whose provider verified the same shop phone, and one who proved nothing.
insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준", "phone_number": "+82 10-5555-0001"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "kakao"}', '{"name": "이서연", "phone_number": "+82 10-5555-0001"}'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', '{"provider": "kakao"}', '{"name": "박지훈", "phone_number": "+82 10-5555-0002"}'),
  ('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'd@example.com', '{"provider": "google"}', '{"name": "최유나"}');
create function pg_temp.as_member(member text) returns void language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('sub', member, 'role', 'authenticated')::text, true);
$$;
create function pg_temp.queued(kind text) returns int language sql as $$
  select count(*)::int from pgmq.q_notifications where message ->> 'kind' = kind
$$;

-- Per number: 3 a day, whoever asks.
set local role authenticated;
select pg_temp.as_member('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select lives_ok($$ select public.request_download_link(); select public.request_download_link() $$, 'member A sends two links to 010-5555-0001');
select pg_temp.as_member('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
select lives_ok($$ select public.request_download_link() $$, 'member B, on the same number, a third');
select throws_ok($$ select public.request_download_link() $$, 'PT429',
  '이 번호로는 오늘 더 보낼 수 없습니다. 내일 다시 시도해 주세요.', 'a fourth to that number is refused, though B sent only one');

-- The hour: lower the setting to see it work.
reset role;
update private.limit_settings set value = 5 where name = 'member_messages_per_hour';
set local role authenticated;
select pg_temp.as_member('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
select lives_ok($$ select public.request_download_link() $$, 'member C''s link is the hour''s fourth member message');
select lives_ok($$ select public.request_download_link() $$, '... and the fifth, which reaches the cap');
select throws_ok($$ select public.request_download_link() $$, 'PT429',
  '지금은 요청이 많아 메시지를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.', 'the sixth press in the hour is refused');
select pg_temp.as_member('dddddddd-dddd-4ddd-8ddd-dddddddddddd');
select throws_ok($$ select public.request_phone_code('010-5555-0009') $$, 'PT429', null, '... and so is a code for anyone');
reset role;
select is(pg_temp.queued('member_message_cap'), 1, 'staff are alerted once when the hour reaches the cap');
select is((select queued from private.member_message_hours), 5, 'the hour counts five member messages');

-- An answer notice: counted, never refused, and only to a proven number.
insert into public.inquiries (id, user_id, name, tel, sector, content, privacy_consent) values
  ('e1111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-9999-0000', '정육점', '문의', true),
  ('e2222222-2222-4222-8222-222222222222', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', '최유나', '010-9999-0001', '카페', '문의', true);
update public.inquiries set answer = '답변입니다' where id in ('e1111111-1111-4111-8111-111111111111', 'e2222222-2222-4222-8222-222222222222');
select is(pg_temp.queued('answer_written'), 2, 'staff''s answers queue their notices over the cap');
select is((select queued from private.member_message_hours), 6,
  '... counted in the hour when they have somewhere to go (member D proved no number)');
select is(pg_temp.queued('member_message_cap'), 1, '... with no second staff alert');
select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications;
set local role service_role;
select results_eq($$ select subject_id::text, tel from public.notify_claim(50, 60) where kind = 'answer_written' order by subject_id $$,
  $$ values ('e1111111-1111-4111-8111-111111111111', '010-5555-0001'),
            ('e2222222-2222-4222-8222-222222222222', null::text) $$,
  'an answer notice goes to the member''s proven number, not the number typed into the form; without one, nowhere');
reset role;

-- The two-yearly consent notice: a proven number only.
update public.profiles set marketing_consent = true, tel = '010-9999-0001' where id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
update public.profiles set marketing_consent = true where id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
select private.queue_marketing_consent_confirmations(now() + interval '2 years 1 day');
select results_eq($$ select user_id::text from private.marketing_consent_confirmations
  where user_id in ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd') $$,
  $$ values ('cccccccc-cccc-4ccc-8ccc-cccccccccccc') $$,
  'the consent notice is queued only for the member with a proven number (a typed profile number does not count)');
select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications;
set local role service_role;
select results_eq($$ select tel from public.notify_claim(50, 60)
  where kind = 'marketing_consent_due' and subject_id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' $$,
  $$ values ('010-5555-0002') $$, '... to that proven number');
reset role;
select is((select count(*)::int from private.member_notifications where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 3,
  'each message is recorded as the member''s (two links and an answer notice for A)');

select * from finish();
rollback;
