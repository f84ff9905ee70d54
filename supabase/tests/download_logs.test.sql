-- download_logs: written only through public.log_download(), which copies the caller's
-- profile or the spec's guest values; only staff read the log.
begin;
create extension if not exists pgtap with schema extensions;
select plan(35);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "phone_number": "+82 10-1234-5678"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');
-- Start from an empty log and no guest hits, so the counts below are this file's alone.
delete from public.download_logs;
delete from private.guest_hits;

-- Guest (anon)
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$ select public.log_download() $$, 'a guest''s download is logged through log_download()');
select throws_ok($$ select * from public.download_logs $$, '42501', null, 'a guest cannot read the log');
select throws_ok($$ insert into public.download_logs (name, email, tel, social) values ('비회원', '-', '-', '-') $$, '42501', null,
  'a guest cannot write the log directly');
select throws_ok($$ update public.download_logs set name = 'x' $$, '42501', null, 'a guest cannot update the log');
select throws_ok($$ delete from public.download_logs $$, '42501', null, 'a guest cannot delete from the log');

-- Member A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select public.log_download() $$, 'member A''s download is logged');
select throws_ok($$ select * from public.download_logs $$, '42501', null, 'member A cannot read the log, not even their own rows');
select throws_ok($$ insert into public.download_logs (user_id, name, email, tel, social)
  values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '이서연', 'b@example.com', '-', 'google') $$, '42501', null,
  'member A cannot forge a row for B');
select throws_ok($$ update public.download_logs set name = 'x' $$, '42501', null, 'member A cannot update the log');
select throws_ok($$ delete from public.download_logs $$, '42501', null, 'member A cannot delete from the log');

-- Member B (no phone number in the profile)
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok($$ select public.log_download() $$, 'member B''s download is logged');
select throws_ok($$ select * from public.download_logs $$, '42501', null, 'member B cannot read the log');
select throws_ok($$ insert into public.download_logs (name, email, tel, social) values ('비회원', '-', '-', '-') $$, '42501', null,
  'member B cannot write the log directly');
select throws_ok($$ update public.download_logs set name = 'x' $$, '42501', null, 'member B cannot update the log');
select throws_ok($$ delete from public.download_logs $$, '42501', null, 'member B cannot delete from the log');

-- Staff read what was written
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select results_eq($$ select name, email, tel, social from public.download_logs where user_id is null $$,
  $$ values ('비회원', '-', '-', '-') $$, 'the guest row has name 비회원 and - everywhere else');
select results_eq($$ select name, email, tel, social from public.download_logs where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  $$ values ('김민준', 'a@example.com', '010-1234-5678', 'kakao') $$, 'member A''s row copies their profile');
select results_eq($$ select name, email, tel, social from public.download_logs where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$,
  $$ values ('이서연', 'b@example.com', '-', 'google') $$, 'a missing profile field is logged as -');
select is((select count(*)::int from public.download_logs), 3, 'staff read every row');
select lives_ok($$ update public.download_logs set tel = '010-0000-0000' where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$,
  'staff correct a row');
select lives_ok($$ insert into public.download_logs (name, email, tel, social) values ('비회원', '-', '-', '-') $$,
  'staff add a row');
select lives_ok($$ delete from public.download_logs where user_id is null $$, 'staff delete rows');

-- A signed-in account without a profile row (a deleted member's token, valid until it expires)
-- is refused, not logged as a guest: the download function signs a link only after a log row.
set local role authenticated;
set local request.jwt.claims to '{"sub": "99999999-9999-4999-8999-999999999999", "role": "authenticated"}';
select throws_ok($$ select public.log_download() $$, '42501', null, 'a token whose user has no profile is refused');
reset role;
select is_empty($$ select 1 from public.download_logs where user_id is null $$, '... and logs nothing, not even as a guest');

-- Guests: at most 20 stored rows per guest per hour; further calls succeed but store nothing.
-- Members: at most 10 per hour, then PT429.
delete from public.download_logs where user_id is null;
delete from private.guest_hits;
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"cf-connecting-ip": "203.0.113.9"}';
select lives_ok($$ select public.log_download() from generate_series(1, 25) $$,
  'a guest may call log_download 25 times in a row without an error');
set local request.headers to '{"cf-connecting-ip": "203.0.113.9", "x-forwarded-for": "192.0.2.77", "x-real-ip": "192.0.2.78"}';
select lives_ok($$ select public.log_download() from generate_series(1, 5) $$,
  'the same guest with forged forwarding headers still calls it without an error');
set local request.headers to '{"cf-connecting-ip": "198.51.100.30"}';
select lives_ok($$ select public.log_download() $$, 'another guest client calls it too');
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
set local request.headers to '{"cf-connecting-ip": "203.0.113.9"}';
select lives_ok($$ select public.log_download() from generate_series(1, 9) $$,
  'a member on the flooding address downloads too: their own limit, not the guest''s');
select throws_ok($$ select public.log_download() $$, 'PT429',
  '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
  'the member''s 11th download within the hour is refused with PT429 and a Korean message');
reset role;
select is((select array_agg(n order by n) from (select count(*)::int as n from private.guest_hits
  where scope = 'download_log' group by client_hash) as per_client), array[1, 20],
  'the flooding guest is counted 20 times, forged headers or not, and the other guest once');
select is((select count(*)::int from public.download_logs where user_id is null), 21, 'and only those 21 guest rows are stored');
select is((select count(*)::int from public.download_logs where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 10,
  'the member''s rows stop at 10 in the hour');

-- The function itself
select ok((select prosecdef and proconfig @> array['search_path=""'] from pg_proc where oid = 'public.log_download(jsonb)'::regprocedure),
  'log_download runs as definer with an empty search_path');
select ok(has_function_privilege('anon', 'public.log_download(jsonb)', 'execute')
  and has_function_privilege('authenticated', 'public.log_download(jsonb)', 'execute'), 'guests and members may call it');
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is_empty($$ select 1 from public.download_logs where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'a member''s log rows leave with their account');

select * from finish();
rollback;
