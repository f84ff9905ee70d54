-- profiles: the sign-up trigger fills them from provider metadata; a member reads and edits
-- (name, tel only) their own; guests see nothing; staff see and manage all.
begin;
create extension if not exists pgtap with schema extensions;
select plan(32);

-- Fixtures, inserted as Supabase Auth would (this session starts as postgres, i.e. staff).
insert into auth.users (id, email, phone, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', null, '{"provider": "kakao"}',
   '{"name": "김카카오", "phone_number": "+82 10-1234-5678"}', '2026-01-02 09:00:00+09'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', null, '{"provider": "google"}',
   '{"full_name": "Lee Google", "email": "b@example.com"}', now()),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', null, '{"provider": "naver"}',
   '{"name": "박네이버", "mobile": "010-2222-3333"}', now()),
  ('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'staff@example.com', '821099998888', '{"provider": "email"}', '{}', now()),
  ('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', null, null, '{"provider": "kakao"}',
   '{"nickname": "   ", "user_name": "한 사람의 아주 긴 닉네임입니다 한 사람의 아주 긴 닉네임입니다 한 사람의 아주 긴 닉네임", "phone_number": "+1 555 0100"}', now());

-- The trigger
select is((select row(name, email, tel, social::text) from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  row('김카카오'::text, 'a@example.com'::text, '010-1234-5678'::text, 'kakao'::text), 'a Kakao sign-up gets its name, e-mail, +82 phone as 010-xxxx-xxxx and social kakao');
select is((select row(name, email, tel, social::text) from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'),
  row('Lee Google'::text, 'b@example.com'::text, null::text, 'google'::text), 'a Google sign-up takes full_name when there is no name, and has no phone');
select is((select row(name, tel, social::text) from public.profiles where id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'),
  row('박네이버'::text, '010-2222-3333'::text, 'naver'::text), 'a Naver user (app_metadata.provider naver) gets social naver and Naver''s mobile');
select is((select row(tel, social::text) from public.profiles where id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'),
  row('010-9999-8888'::text, null::text), 'an account from another provider has no social value; auth.users.phone is used');
select is((select char_length(name) from public.profiles where id = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'), 50,
  'a blank nickname is skipped and an over-long name is cut to 50 characters');
select is((select tel from public.profiles where id = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'), null,
  'a phone number that is not a Korean mobile number is not kept');
select is((select created_at from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  (select created_at from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 'the profile is dated like the account');

-- Guest (anon)
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select * from public.profiles $$, '42501', null, 'a guest cannot read profiles');
select throws_ok($$ insert into public.profiles (id) values ('ffffffff-ffff-4fff-8fff-ffffffffffff') $$, '42501', null, 'a guest cannot create a profile');
select throws_ok($$ update public.profiles set name = '해커' $$, '42501', null, 'a guest cannot update profiles');
select throws_ok($$ delete from public.profiles $$, '42501', null, 'a guest cannot delete profiles');

-- Member A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq($$ select id from public.profiles $$, $$ values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid) $$,
  'member A sees only their own profile');
select is_empty($$ select 1 from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$, 'member A cannot read B''s profile');
select lives_ok($$ update public.profiles set name = '김민준', tel = '010-5555-6666' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'member A updates their own name and phone');
select results_eq($$ select name, tel from public.profiles $$, $$ values ('김민준', '010-5555-6666') $$, 'the change is saved');
select throws_ok($$ update public.profiles set email = 'other@example.com' $$, '42501', null, 'member A cannot change their e-mail');
select throws_ok($$ update public.profiles set social = 'google' $$, '42501', null, 'member A cannot change their provider');
select throws_ok($$ update public.profiles set tel = '01055556666' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '23514', null, 'a phone number without dashes is refused');
select is_empty($$ update public.profiles set name = '탈취' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' returning id $$,
  'member A''s update of B''s profile touches no row');
select throws_ok($$ insert into public.profiles (id, name) values ('ffffffff-ffff-4fff-8fff-ffffffffffff', '새사람') $$, '42501', null,
  'member A cannot create a profile');
select throws_ok($$ delete from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, '42501', null,
  'member A cannot delete their profile (it leaves with the account)');

-- Member B
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq($$ select id from public.profiles $$, $$ values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid) $$,
  'member B sees only their own profile');
select is_empty($$ update public.profiles set tel = '010-1111-1111' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' returning id $$,
  'member B''s update of A''s profile touches no row');
select throws_ok($$ delete from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, '42501', null,
  'member B cannot delete A''s profile');
select throws_ok($$ insert into public.profiles (id, name) values ('ffffffff-ffff-4fff-8fff-ffffffffffff', '새사람') $$, '42501', null,
  'member B cannot create a profile either');

-- Staff (service_role: the secret key; postgres: the dashboard)
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select ok((select count(*) from public.profiles where id::text like 'aaaaaaaa%' or id::text like 'bbbbbbbb%') = 2, 'staff read every profile');
select lives_ok($$ update public.profiles set name = '김민준' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$, 'staff update any profile');
select throws_ok($$ insert into public.profiles (id, name) values ('ffffffff-ffff-4fff-8fff-ffffffffffff', '없는사람') $$, '23503', null,
  'even staff cannot create a profile without an account');
select lives_ok($$ delete from public.profiles where id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' $$, 'staff delete a profile');
select lives_ok($$ insert into public.profiles (id, name, social) values ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', '박네이버', 'naver') $$,
  'staff restore a profile for an existing account');
reset role;
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is_empty($$ select 1 from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'deleting the account deletes the profile');
select is((select count(*)::int from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, 'other profiles stay');

select * from finish();
rollback;
