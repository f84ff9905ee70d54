-- Staff access to personal data: a staff login role reads personal columns only through the
-- staff_read_* functions, each of which logs who read which record, when and why; the log is
-- append-only for everyone, chained by hash, kept two years; staff may still answer.
begin;
create extension if not exists pgtap with schema extensions;
select plan(16);

create role staff_kim login in role staff;
-- pgTAP lives in `extensions`, which the API roles may use and staff need not.
grant usage on schema extensions to staff_kim;
delete from public.inquiries;
insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
insert into public.inquiries (id, user_id, name, tel, sector, content, privacy_consent) values
  ('11111111-aaaa-4aaa-8aaa-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '음식점', '카드 단말기 문의', true),
  ('11111111-aaaa-4aaa-8aaa-000000000002', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '음식점', '영수증 프린터 문의', true);

set local role staff_kim;
select throws_ok('select name, tel from public.inquiries', '42501', null, 'staff cannot read a name or number directly');
select throws_ok('select * from public.staff_open_inquiries', '42501', null, 'nor through the open-inquiries view');
select throws_ok($$ select * from public.staff_read_open_inquiries(' ') $$, '22023', '열람 목적을 적어 주세요(예: 답변 작성, 상담 전화).',
  'a read without a purpose is refused');
reset role;
-- Signed in as the staff member (pgTAP itself cannot run under another session user).
set session authorization staff_kim;
create temp table read_count as select count(*) as n from public.staff_read_open_inquiries('답변 작성');
-- (PGlite's RESET SESSION AUTHORIZATION keeps the staff member; naming the owner returns to it.)
set session authorization postgres;
select is((select n from read_count), 2::bigint, 'with a purpose, staff read the open inquiries');

select is((select count(*) from private.staff_access_log where staff_role = 'staff_kim' and purpose = '답변 작성' and source = 'inquiries'),
  2::bigint, 'one access row per record read, naming the staff member''s own login');
select is((select array_agg(record_id::text order by record_id) from private.staff_access_log),
  array['11111111-aaaa-4aaa-8aaa-000000000001', '11111111-aaaa-4aaa-8aaa-000000000002'], 'and which records');

set local role staff_kim;
select is((select name from public.staff_read_inquiry((select receipt_no from public.inquiries where id = '11111111-aaaa-4aaa-8aaa-000000000001'), '상담 전화')),
  '김민준', 'staff read one inquiry by its receipt number');
select lives_ok($$ update public.inquiries set answer = '원격으로 연결해 드렸습니다.' where id = '11111111-aaaa-4aaa-8aaa-000000000001' $$,
  'staff still write the answer');
select throws_ok('delete from private.staff_access_log', '42501', null, 'staff cannot erase the log');
select throws_ok('select * from public.staff_access_review', '42501', null, 'nor read the review of it');
reset role;

select is((select status::text from public.inquiries where id = '11111111-aaaa-4aaa-8aaa-000000000001'), '답변완료', 'the answer was saved');
select throws_ok('delete from private.staff_access_log', '42501', '개인정보 열람 기록은 고치거나 지울 수 없습니다.',
  'the owner cannot delete a row either');
select throws_ok($$ update private.staff_access_log set purpose = '기타' $$, '42501', null, 'or change one');
select is((select first_broken_id from public.staff_access_log_verify()), null, 'the chain holds');

-- An edit made around the trigger shows in the review's verification.
alter table private.staff_access_log disable trigger staff_access_log_append_only;
update private.staff_access_log set purpose = '기타' where id = (select min(id) from private.staff_access_log);
alter table private.staff_access_log enable trigger staff_access_log_append_only;
select is((select first_broken_id from public.staff_access_log_verify()), (select min(id) from private.staff_access_log),
  'an edited row breaks the chain where it was edited');

select is(private.expire_staff_access_log(now() + interval '2 years 1 day'), 3::bigint, 'after two years the rows go');

select * from finish();
rollback;
