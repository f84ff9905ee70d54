-- Every CHECK constraint of the two inquiry tables with bad input, sent the way the browser
-- would send it (member A for inquiries, a guest for partnership inquiries): each is refused
-- with 23514 by the constraint named after the field. The full table of good and bad inputs
-- shared with the forms is in src/lib/forms/cases.ts (tests/db/form-rules.test.ts).
begin;
create extension if not exists pgtap with schema extensions;
select plan(32);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
-- The guest limits count only this file's requests.
delete from private.guest_hits;

-- Helpers that insert one row with a single field replaced; everything else is valid.
create function pg_temp.inquiry(name text = '김민준', tel text = '010-1234-5678', sector text = '정육점',
  company_no text = null, content text = '문의합니다', privacy_consent boolean = true) returns void
  language sql as $$
    insert into public.inquiries (name, tel, sector, company_no, content, privacy_consent)
    values (name, tel, sector, company_no, content, privacy_consent)
  $$;
create function pg_temp.business(name text = '박지훈', tel text = '02-123-4567', company text = '꽃집',
  company_no text = null, content text = '제휴 문의', privacy_consent boolean = true) returns void
  language sql as $$
    insert into public.business_inquiries (name, tel, company, company_no, content, privacy_consent)
    values (name, tel, company, company_no, content, privacy_consent)
  $$;
grant execute on function pg_temp.inquiry, pg_temp.business to anon, authenticated;

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.inquiry() $$, 'the valid consultation inquiry is accepted');
select throws_ok($$ select pg_temp.inquiry(name => '김') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_name_length"', 'a 1-character name is refused');
select throws_ok($$ select pg_temp.inquiry(name => '남궁민수전설의인') $$, '23514', null, 'an 8-character name is refused');
select throws_ok($$ select pg_temp.inquiry(name => '  김  ') $$, '23514', null, 'a name that is one character once trimmed is refused');
select throws_ok($$ select pg_temp.inquiry(tel => '01012345678') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_tel_format"', 'a phone number without dashes is refused');
select throws_ok($$ select pg_temp.inquiry(tel => '010-1234-567o') $$, '23514', null, 'a phone number with a letter is refused');
select throws_ok($$ select pg_temp.inquiry(tel => '02-123-4567') $$, '23514', null, 'a landline is refused on the consultation form');
select throws_ok($$ select pg_temp.inquiry(sector => repeat('가', 14)) $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_sector_length"', 'a 14-character industry is refused');
select throws_ok($$ select pg_temp.inquiry(sector => ' ') $$, '23514', null, 'a blank industry is refused');
select lives_ok($$ select pg_temp.inquiry(sector => repeat('가', 13)) $$, 'a 13-character industry is accepted');
select throws_ok($$ select pg_temp.inquiry(company_no => '2208162518') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_company_no_valid"',
  'a business number with a wrong check digit is refused');
select throws_ok($$ select pg_temp.inquiry(company_no => '220816251') $$, '23514', null, 'a 9-digit business number is refused');
select throws_ok($$ select pg_temp.inquiry(company_no => '') $$, '23514', null, 'an empty business number must be sent as null');
select lives_ok($$ select pg_temp.inquiry(company_no => '2208162517') $$, 'a valid business number is accepted');
select throws_ok($$ select pg_temp.inquiry(content => E' \n\t\u3000') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_content_length"', 'blank content is refused');
select throws_ok($$ select pg_temp.inquiry(content => repeat('가', 2001)) $$, '23514', null, 'content over 2,000 characters is refused');
select throws_ok($$ select pg_temp.inquiry(privacy_consent => false) $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_privacy_consent_given"',
  'an inquiry without the personal-data consent is refused');
select throws_ok($$ select pg_temp.inquiry(privacy_consent => null) $$, '23502', null, 'the consent cannot be left out');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$ select pg_temp.business() $$, 'the valid partnership inquiry is accepted');
select throws_ok($$ select pg_temp.business(name => '박') $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_name_length"', 'a 1-character name is refused');
select throws_ok($$ select pg_temp.business(name => '남궁민수전설의인') $$, '23514', null, 'an 8-character name is refused');
select throws_ok($$ select pg_temp.business(tel => '0212345678') $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_tel_format"',
  'a phone number without dashes is refused');
select throws_ok($$ select pg_temp.business(tel => '02-123-456a') $$, '23514', null, 'a phone number with a letter is refused');
select throws_ok($$ select pg_temp.business(company => repeat('가', 14)) $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_company_length"',
  'a 14-character shop name is refused');
select throws_ok($$ select pg_temp.business(company => '') $$, '23514', null, 'an empty shop name is refused');
select throws_ok($$ select pg_temp.business(company_no => '1248100997') $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_company_no_valid"',
  'a business number with a wrong check digit is refused');
select throws_ok($$ select pg_temp.business(company_no => '124810099') $$, '23514', null, 'a 9-digit business number is refused');
select throws_ok($$ select pg_temp.business(content => '   ') $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_content_length"',
  'blank content is refused');
select throws_ok($$ select pg_temp.business(privacy_consent => false) $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_privacy_consent_given"',
  'a partnership inquiry without the personal-data consent is refused');

-- Staff-only columns have their own checks (written in the dashboard, not by the forms).
reset role;
select throws_ok($$ insert into public.inquiries (user_id, receipt_no, name, tel, sector, content, privacy_consent)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'A-1', '김민준', '010-1234-5678', '정육점', '문의', true) $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_receipt_no_format"', 'a malformed receipt number is refused');
select throws_ok($$ insert into public.inquiries (user_id, email, name, tel, sector, content, privacy_consent)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'not an e-mail', '김민준', '010-1234-5678', '정육점', '문의', true) $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_email_format"', 'a malformed e-mail is refused');
select throws_ok($$ insert into public.download_logs (name, email, tel, social) values ('김민준', '-', '-', '-') $$, '23514',
  'new row for relation "download_logs" violates check constraint "download_logs_guest_values"',
  'a log row without a member must carry the guest values');

select * from finish();
rollback;
