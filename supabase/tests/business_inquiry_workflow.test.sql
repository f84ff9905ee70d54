-- Partnership inquiries as staff work them: a receipt number for every one (shared counter
-- with consultation inquiries), status 접수/상담중/완료 with handled_at kept in step by the
-- trigger, a staff memo, and none of it writable by guests or members.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
-- The guest limits count only this file's requests.
delete from private.guest_hits;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "203.0.113.50"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', '워크플로 시험 1', true) $$, 'a guest sends a partnership inquiry');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, status)
  values ('박지훈', '02-123-4567', '꽃집', '상태 지정', true, '완료') $$, '42501', null, 'a guest cannot set the status');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, staff_memo)
  values ('박지훈', '02-123-4567', '꽃집', '메모 지정', true, '메모') $$, '42501', null, 'a guest cannot write the staff memo');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, receipt_no)
  values ('박지훈', '02-123-4567', '꽃집', '번호 지정', true, '000000-0001') $$, '42501', null, 'a guest cannot choose the receipt number');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', '워크플로 시험 2', true) $$, 'a member sends one');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, handled_at)
  values ('김민준', '010-1234-5678', '정육점', '처리 시각 지정', true, now()) $$, '42501', null, 'a member cannot set the handling time');

reset role;
select ok((select bool_and(receipt_no ~ '^[0-9]{6}-[0-9]{4,}$') from public.business_inquiries where content like '워크플로 시험%'),
  'every partnership inquiry gets a receipt number of the consultation format');
select is_empty($$ select 1 from public.business_inquiries b join public.inquiries i using (receipt_no)
  where b.content like '워크플로 시험%' $$, 'no partnership number of these is also a consultation number');
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '번호 공유 시험', true);
select cmp_ok((select split_part(receipt_no, '-', 2)::int from public.inquiries where content = '번호 공유 시험'), '>',
  (select max(split_part(receipt_no, '-', 2)::int) from public.business_inquiries where content like '워크플로 시험%'),
  'a consultation filed after them continues the same day''s count');
select is((select status::text from public.business_inquiries where content = '워크플로 시험 1'), '접수', 'a new one is 접수');

set local role service_role;
update public.business_inquiries set status = '상담중', staff_memo = '화요일 오후 통화 예정' where content = '워크플로 시험 1';
select is((select handled_at from public.business_inquiries where content = '워크플로 시험 1'), null, '상담중 has no handling time');
update public.business_inquiries set status = '완료' where content = '워크플로 시험 1';
select ok((select handled_at is not null from public.business_inquiries where content = '워크플로 시험 1'),
  'setting 완료 stamps handled_at');
update public.business_inquiries set status = '상담중' where content = '워크플로 시험 1';
select is((select handled_at from public.business_inquiries where content = '워크플로 시험 1'), null,
  'moving back to 상담중 clears handled_at');
update public.business_inquiries set status = '완료', handled_at = '2026-11-20 10:00+09' where content = '워크플로 시험 2';
select is((select handled_at from public.business_inquiries where content = '워크플로 시험 2'), '2026-11-20 10:00+09'::timestamptz,
  'a handling time staff type with 완료 is kept');
select throws_ok($$ update public.business_inquiries set handled_at = now() where content = '워크플로 시험 1' $$, '23514', null,
  'a handling time without 완료 is refused');
select is((select staff_memo from public.business_inquiries where content = '워크플로 시험 1'), '화요일 오후 통화 예정',
  'staff keep a memo');
select throws_ok($$ update public.business_inquiries set staff_memo = repeat('가', 2001) where content = '워크플로 시험 1' $$, '23514', null,
  'a memo over 2,000 characters is refused');

select * from finish();
rollback;
