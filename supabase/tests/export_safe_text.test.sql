-- Text staff may export never starts a spreadsheet formula (20261202000600;
-- docs/database.md#exports-that-cannot-run-formulas): the columns refuse it (the forms' full table
-- of cases is src/lib/forms/cases.ts, tests/db/form-rules.test.ts), and a sign-in provider's name
-- is cleaned instead, so a sign-up never fails for it.
begin;
create extension if not exists pgtap with schema extensions;
select plan(10);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "=HYPERLINK(\"http://evil.example\")"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "kakao"}', '{"name": " -@+=김민준"}'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', '{"provider": "google"}', '{"name": "=+-@"}');
select results_eq($$ select name from public.profiles
  where id in ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'cccccccc-cccc-4ccc-8ccc-cccccccccccc') order by id $$,
  $$ values ('HYPERLINK("http://evil.example")'), ('김민준'), (null::text) $$,
  'a provider''s name loses what would start a formula; one that is nothing else leaves the name empty');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ update public.profiles set name = '=cmd|'' /C calc''!A0' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '23514', null, 'a member cannot rename themself to a formula');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, utm_source)
  values ('김민준', '010-1234-5678', '정육점', '문의', true, '=HYPERLINK("http://evil.example","click")') $$,
  '23514', 'new row for relation "inquiries" violates check constraint "inquiries_utm_source_format"',
  'a utm value that is a formula is refused');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', E'\t=1+1', true) $$,
  '23514', 'new row for relation "inquiries" violates check constraint "inquiries_content_export_safe"',
  'a 문의 내용 starting with a tab and a formula is refused');
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '@SUM(1)', '문의', true) $$,
  '23514', 'new row for relation "business_inquiries" violates check constraint "business_inquiries_company_export_safe"',
  'a 상호 starting with @ is refused');
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', 'A+ 마트', '가격 - 문의', true) $$, 'the same characters inside the text are fine');
reset role;

select ok(not private.is_export_safe(E'\r=1'), 'a carriage return first is refused');
select ok(not private.is_export_safe(E'\u3000+1'), '... and an ideographic space before a plus');
select ok(private.is_export_safe('010-1234-5678'), 'a phone number is fine');
select is_empty($$ select 1 from public.profiles where name ~ '^[=+@-]' union all
  select 1 from public.inquiries where name ~ '^[=+@-]' or content ~ '^[=+@-]' or sector ~ '^[=+@-]' union all
  select 1 from public.business_inquiries where name ~ '^[=+@-]' or content ~ '^[=+@-]' or company ~ '^[=+@-]' $$,
  'nothing stored, the seed included, starts a formula');

select * from finish();
rollback;
