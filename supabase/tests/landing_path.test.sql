-- The landing path with each conversion (20261204000100_landing_path.sql): the column and its
-- rule on every conversion table, the privileged functions that store and check it, the two
-- staff views that show it and who may read them, and its retention beside the rest of the
-- attribution. The forms' table of good and bad paths is src/lib/forms/cases.ts.
begin;
create extension if not exists pgtap with schema extensions;
select plan(27);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}', now()),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}', now());
delete from private.guest_hits;
delete from public.download_logs;
delete from public.download_handoffs;

select is((select count(*)::int from information_schema.columns
            where table_schema = 'public' and column_name = 'landing_path'
              and table_name in ('profiles', 'download_logs', 'inquiries', 'business_inquiries', 'download_handoffs')),
  5, 'every table that records a conversion carries landing_path');

create function pg_temp.inquiry(val text) returns void language plpgsql as $$
begin
  insert into public.inquiries (name, tel, sector, content, privacy_consent, landing_path)
  values ('김민준', '010-1234-5678', '정육점', '문의합니다', true, val);
end $$;
create function pg_temp.business(val text) returns void language plpgsql as $$
begin
  insert into public.business_inquiries (name, tel, company, content, privacy_consent, landing_path)
  values ('박지훈', '02-123-4567', '꽃집', '제휴 문의', true, val);
end $$;
grant execute on function pg_temp.inquiry, pg_temp.business to anon, authenticated;

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.inquiry('/lp/butcher-produce') $$, 'a member''s inquiry takes a landing page''s path');
select lives_ok($$ select pg_temp.inquiry('/') $$, '... and the home page''s');
select lives_ok($$ select pg_temp.inquiry('/counsel/business') $$, '... and a path of two words');
select throws_ok($$ select pg_temp.inquiry('/lp/butcher?utm_source=naver') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_landing_path_format"',
  'a query string is refused: only the path is kept');
select throws_ok($$ select pg_temp.inquiry('https://sodampos.kr/lp/cafe') $$, '23514', null, '... and a whole URL');
select throws_ok($$ select pg_temp.inquiry('/LP/Cafe') $$, '23514', null, '... and upper case');
select throws_ok($$ select pg_temp.inquiry('/lp/cafe/') $$, '23514', null, '... and a trailing slash');
select throws_ok($$ select pg_temp.inquiry('/' || repeat('a', 100)) $$, '23514', null, '... and more than 100 characters');
select throws_ok($$ select pg_temp.inquiry('') $$, '23514', null, '... and an empty string (no value is null)');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$ select pg_temp.business('/lp/cafe-bakery') $$, 'a guest''s partnership inquiry takes it too');
select throws_ok($$ select public.log_download('{"landing_path": "/lp/a b"}') $$, '22023',
  '방문한 첫 페이지(landing_path)가 올바르지 않습니다.',
  'log_download refuses a bad path before it writes, naming the field in Korean');
select lives_ok($$ select public.log_download('{"utm_source": "naver", "device_class": "windows", "landing_path": "/lp/butcher-produce"}') $$,
  'a guest''s download stores it');
select lives_ok($$ select public.log_handoff('share', '{"device_class": "phone", "landing_path": "/lp/cafe-bakery"}') $$,
  'a guest''s PC로 보내기 stores it');

set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select is(public.record_signup_attribution('{"utm_source": "kakao", "device_class": "phone", "landing_path": "/lp/cafe-bakery"}'),
  true, 'a new member''s sign-up records its landing path');
select lives_ok($$ select public.log_download('{"device_class": "windows", "landing_path": "/lp/butcher-produce"}') $$,
  'a member''s download stores it');
select throws_ok($$ update public.profiles set landing_path = '/x' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$, '42501', null,
  'a member cannot write it on their profile directly');
reset role;
select results_eq($$ select landing_path from public.download_logs order by created_at, name $$,
  $$ values ('/lp/butcher-produce'::text), ('/lp/butcher-produce') $$, 'both downloads carry the page they came from');
select is((select landing_path from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), '/lp/cafe-bakery',
  'the profile carries the page of the sign-up''s visit');

-- The staff views: what they show, and who reads them.
set local role service_role;
select results_eq($$ select landing_path, sum(conversions)::int from public.staff_conversions_daily
   where conversion = '다운로드' and day_kst = (now() at time zone 'Asia/Seoul')::date group by 1 $$,
  $$ values ('/lp/butcher-produce', 2) $$, 'staff_conversions_daily shows each conversion''s landing path');
select results_eq($$ select landing_path, sign_ups, sign_ups_downloaded, downloads, handoffs, inquiries, business_inquiries
    from public.staff_landing_funnel where landing_path like '/lp/%' order by landing_path $$,
  $$ values ('/lp/butcher-produce'::text, 0, 0, 2, 0, 1, 0), ('/lp/cafe-bakery', 1, 1, 0, 1, 0, 1) $$,
  'staff_landing_funnel counts each page''s conversions, and which of its sign-ups downloaded');
reset role;
select ok(has_table_privilege('service_role', 'public.staff_landing_funnel', 'select')
  and has_table_privilege('staff', 'public.staff_landing_funnel', 'select')
  and has_table_privilege('staff', 'public.staff_conversions_daily', 'select'), 'staff read both views');
set local role anon;
select throws_ok($$ select * from public.staff_landing_funnel $$, '42501', null, 'a guest cannot read the funnel');
set local role authenticated;
select throws_ok($$ select * from public.staff_conversions_daily $$, '42501', null, 'a member cannot read the conversions');
reset role;

-- Retention: a year on, it goes with the rest of the attribution; a member who leaves takes it too.
insert into public.download_logs (user_id, name, email, tel, social, utm_source, landing_path, created_at)
values (null, '비회원', '-', '-', '-', 'old', '/lp/old-campaign', now() - interval '366 days');
select lives_ok($$ select private.run_retention() $$, 'the daily retention run runs');
select is((select landing_path from public.download_logs where utm_source is null and created_at < now() - interval '1 year'),
  null, 'a year-old download keeps its row but not its landing path');
select private.anonymise_download_logs('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
select is((select count(*)::int from public.download_logs where name = '익명' and landing_path is not null), 0,
  'a leaving member''s downloads lose their landing path');

select * from finish();
rollback;
