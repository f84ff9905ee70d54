-- export_my_data and delete_my_account touch only the caller's rows; a guest gets nothing from
-- either. Deleting an account removes the auth user, every session and refresh token, the
-- identities and the profile; the member's inquiries stay, detached and masked, and their
-- download logs stay anonymised; another member's rows are exactly as they were.
begin;
create extension if not exists pgtap with schema extensions;
select plan(29);
-- Count only this file's account deletions.
delete from private.member_rights_events;

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'minjun.a@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "nickname": "민준", "avatar_url": "https://k.kakaocdn.net/a.jpg", "phone_number": "+82 10-2345-6789"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'seoyeon.b@example.com', '{"provider": "google"}', '{"name": "이서연"}');
insert into auth.identities (provider_id, user_id, identity_data, provider) values
  ('4099999901', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '{"sub": "4012345678", "name": "김민준"}', 'kakao'),
  ('104999999902', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '{"sub": "104938271650", "name": "이서연"}', 'google');
insert into auth.sessions (id, user_id) values
  ('a0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  ('b0000000-0000-4000-8000-00000000000b', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
insert into auth.refresh_tokens (token, user_id, revoked, session_id) values
  ('token-a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', false, 'a0000000-0000-4000-8000-00000000000a'),
  ('token-b', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', false, 'b0000000-0000-4000-8000-00000000000b');
insert into public.inquiries (user_id, name, tel, email, sector, content, privacy_consent) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-2345-6789', 'minjun.a@example.com', '정육점', 'A의 문의', true),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '이서연', '010-9876-5432', 'seoyeon.b@example.com', '카페', 'B의 문의', true);
insert into public.business_inquiries (user_id, name, tel, company, content, privacy_consent) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '02-123-4567', '정육점', 'A의 제휴 문의', true);
update public.business_inquiries set staff_memo = '담당자만 보는 메모' where content = 'A의 제휴 문의';
insert into public.download_logs (id, user_id, name, email, tel, social) values
  ('d0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', 'minjun.a@example.com', '010-2345-6789', 'kakao'),
  ('d0000000-0000-4000-8000-00000000000b', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '이서연', 'seoyeon.b@example.com', '-', 'google');
create temp table b_before as
  select 'inquiries' as t, to_jsonb(i) as row from public.inquiries as i where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
  union all select 'downloads', to_jsonb(d) from public.download_logs as d where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
  union all select 'profile', to_jsonb(p) from public.profiles as p where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

-- A guest gets nothing from either function.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select public.export_my_data() $$, '42501', null, 'a guest cannot export anything');
select throws_ok($$ select public.delete_my_account() $$, '42501', null, 'a guest cannot delete any account');
reset role;

-- A PC로 보내기 press each (the downloads migration).
insert into public.download_handoffs (user_id, channel, utm_source) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'share', 'naver'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'copy', 'kakao');

-- Member A's export: their rows, all of them, and nobody else's.
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated", "email": "minjun.a@example.com"}';
select set_config('test.export', public.export_my_data()::text, true);
select is((current_setting('test.export')::jsonb -> 'profile' ->> 'id'), 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'the export is A''s profile');
select is((select array_agg(value ->> 'content') from jsonb_array_elements(current_setting('test.export')::jsonb -> 'inquiries')),
  array['A의 문의'], 'with A''s inquiry only');
select is((select array_agg(value ->> 'name') from jsonb_array_elements(current_setting('test.export')::jsonb -> 'download_logs')),
  array['김민준'], 'and A''s download log only');
select is((current_setting('test.export')::jsonb -> 'account' -> 'provider_profile' ->> 'avatar_url'), 'https://k.kakaocdn.net/a.jpg',
  'it includes what the provider sent (the profile picture''s address)');
select is((current_setting('test.export')::jsonb -> 'sign_in_methods' -> 0 ->> 'provider'), 'kakao', 'and the sign-in method');
select is((current_setting('test.export')::jsonb -> 'business_inquiries' -> 0 ->> 'content'), 'A의 제휴 문의',
  'and their partnership inquiry…');
select ok(not (current_setting('test.export')::jsonb -> 'business_inquiries' -> 0) ? 'staff_memo', '…without the staff''s memo');
select is((select array_agg((value ->> 'channel') || '/' || (value ->> 'utm_source'))
             from jsonb_array_elements(current_setting('test.export')::jsonb -> 'download_handoffs')),
  array['share/naver'], 'and A''s PC로 보내기 press with where A came from, not B''s');
select ok(position('이서연' in current_setting('test.export')) = 0 and position('seoyeon.b' in current_setting('test.export')) = 0,
  'nothing of member B appears anywhere in it');

-- Member A leaves.
select lives_ok($$ select public.delete_my_account() $$, 'member A deletes their account');
reset role;
select is_empty($$ select 1 from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, 'A''s auth user is gone');
select is_empty($$ select 1 from auth.identities where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'with A''s identity, so the same Kakao account signs up anew');
select is_empty($$ select 1 from auth.sessions where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, 'every session of A is gone');
select is_empty($$ select 1 from auth.refresh_tokens where token = 'token-a' $$, 'and every refresh token');
select is_empty($$ select 1 from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, 'A''s profile is gone');
select is((select row(user_id, name, tel, email, detached_at is not null) from public.inquiries where content = 'A의 문의'),
  row(null::uuid, '김**'::text, '010-****-6789'::text, 'mi***@example.com'::text, true),
  'A''s inquiry stays as a dispute record: no owner, name, phone and e-mail masked');
select is((select row(user_id, name, tel, detached_at is not null) from public.business_inquiries where content = 'A의 제휴 문의'),
  row(null::uuid, '김**'::text, '02-***-4567'::text, true), 'so does A''s partnership inquiry');
select is((select row(user_id, name, email, tel, social) from public.download_logs where id = 'd0000000-0000-4000-8000-00000000000a'),
  row(null::uuid, '익명'::text, '-'::text, '-'::text, 'kakao'::text), 'A''s download log stays anonymised: date and sign-in method only');
select is((select count(*)::int from private.member_rights_events where kind = 'account_deleted_by_member'), 1,
  'the withdrawal is counted as the member''s own');

-- Member B: untouched.
select is((select count(*)::int from auth.sessions where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, 'B''s session stays');
select results_eq($$ select t, row from b_before order by t $$,
  $$ select 'downloads', to_jsonb(d) from public.download_logs as d where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
     union all select 'inquiries', to_jsonb(i) from public.inquiries as i where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
     union all select 'profile', to_jsonb(p) from public.profiles as p where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' order by 1 $$,
  'B''s profile, inquiry and download log are exactly as they were');

-- A's old token still verifies until it expires; it finds nothing and deletes nothing.
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select is_empty($$ select 1 from public.inquiries $$, 'A''s leftover token reads no inquiry, not even the detached one');
select is((public.export_my_data() -> 'inquiries'), '[]'::jsonb, 'and exports nothing of what was A''s');
select lives_ok($$ select public.delete_my_account() $$, 'calling it again is harmless');
select throws_ok($$ select public.log_download() $$, '42501', null,
  'nor may it log a download as a guest, so the download function signs it no link');
reset role;
select is((select count(*)::int from auth.users where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, 'B''s account is still there');

-- Staff deleting a user in the dashboard detach the inquiries the same way.
delete from auth.users where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
select is((select row(user_id, name, tel) from public.inquiries where content = 'B의 문의'),
  row(null::uuid, '이**'::text, '010-****-5432'::text), 'a user deleted by staff leaves a detached, masked inquiry too');

select * from finish();
rollback;
