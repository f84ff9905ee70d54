-- inquiries: a member files and reads their own; guests get nothing; only staff answer,
-- change the status or delete; the receipt number is unique and readable.
begin;
create extension if not exists pgtap with schema extensions;
select plan(41);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');

-- Guest (anon)
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select * from public.inquiries $$, '42501', null, 'a guest cannot read inquiries');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('홍길동', '010-1234-5678', '카페', '문의', true) $$, '42501', null, 'a guest cannot file an inquiry');
select throws_ok($$ update public.inquiries set content = 'x' $$, '42501', null, 'a guest cannot update inquiries');
select throws_ok($$ delete from public.inquiries $$, '42501', null, 'a guest cannot delete inquiries');

-- Member A files two inquiries
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated", "email": "a@example.com"}';
select lives_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', '카드 단말기 연동 문의', true) $$, 'member A files an inquiry');
select lives_ok($$ insert into public.inquiries (name, tel, sector, company_no, content, privacy_consent, marketing_consent)
  values ('김민준', '010-1234-5678', '정육점', '2208162517', '포인트 적립 문의', true, true) $$, 'member A files a second one');
select is((select count(*)::int from public.inquiries), 2, 'member A sees their two inquiries');
select is((select array_agg(distinct user_id) from public.inquiries), array['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid],
  'user_id defaults to the member');
select is((select array_agg(distinct email) from public.inquiries), array['a@example.com'], 'email comes from the signed JWT');
select is((select array_agg(distinct status::text) from public.inquiries), array['접수'], 'a new inquiry is 접수');
select ok((select bool_and(answer is null and answered_at is null and not is_consulting and title is null
  and company is null and reservation_time is null) from public.inquiries), 'staff fields start empty');
select ok((select bool_and(receipt_no ~ '^[0-9]{6}-[0-9]{4}$') from public.inquiries), 'receipt numbers look like 261122-0001');
select ok((select bool_and(left(receipt_no, 6) = to_char(created_at at time zone 'Asia/Seoul', 'YYMMDD')) from public.inquiries),
  'the receipt number starts with the Korean date of the inquiry');
select is((select max(right(receipt_no, 4)::int) - min(right(receipt_no, 4)::int) from public.inquiries), 1,
  'two inquiries the same day get consecutive numbers');
select is((select array_agg(content order by created_at desc, receipt_no desc) from public.inquiries),
  array['포인트 적립 문의', '카드 단말기 연동 문의'], 'newest first, as the list shows them');

-- What member A may not do
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, answer)
  values ('김민준', '010-1234-5678', '정육점', '셀프 답변', true, '제가 답합니다') $$, '42501', null, 'member A cannot write an answer');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, status)
  values ('김민준', '010-1234-5678', '정육점', '상태 변경', true, '답변완료') $$, '42501', null, 'member A cannot set a status');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, answered_at, reservation_time, company, title)
  values ('김민준', '010-1234-5678', '정육점', '직원 필드', true, now(), now(), '상호', '제목') $$, '42501', null,
  'member A cannot fill answered_at, reservation_time, company or title');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, user_id)
  values ('김민준', '010-1234-5678', '정육점', '남의 이름으로', true, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb') $$, '42501', null,
  'member A cannot file an inquiry as B');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, receipt_no, created_at)
  values ('김민준', '010-1234-5678', '정육점', '번호 지정', true, '000000-0001', '2020-01-01') $$, '42501', null,
  'member A cannot choose the receipt number or the date');
select throws_ok($$ update public.inquiries set status = '답변완료' $$, '42501', null, 'member A cannot change the status');
select throws_ok($$ update public.inquiries set answer = '해결됨' $$, '42501', null, 'member A cannot write an answer afterwards');
select throws_ok($$ update public.inquiries set content = '고친 내용' $$, '42501', null, 'member A cannot edit a filed inquiry');
select throws_ok($$ delete from public.inquiries $$, '42501', null, 'member A cannot delete an inquiry');

-- Member B
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated", "email": "b@example.com"}';
select is_empty($$ select 1 from public.inquiries $$, 'member B sees none of A''s inquiries');
select lives_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('이서연', '010-9876-5432', '카페', '매장 두 곳 매출 조회', true) $$, 'member B files their own');
select is((select count(*)::int from public.inquiries), 1, 'member B sees only their own');
select throws_ok($$ update public.inquiries set content = 'x' where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, '42501', null,
  'member B cannot update A''s inquiries');
select throws_ok($$ delete from public.inquiries where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$, '42501', null,
  'member B cannot delete A''s inquiries');

-- Staff (service_role; postgres in the dashboard behaves the same)
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is((select count(*)::int from public.inquiries where user_id in
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb')), 3, 'staff read every member''s inquiries');
select lives_ok($$ insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
  values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '이서연', '010-9876-5432', '카페', '전화로 받은 문의', true) $$,
  'staff file an inquiry for a member (one taken by phone)');
select lives_ok($$ update public.inquiries set status = '상담중' where content = '카드 단말기 연동 문의' $$, 'staff move an inquiry to 상담중');
select is((select is_consulting from public.inquiries where content = '카드 단말기 연동 문의'), true, 'is_consulting follows 상담중');
update public.inquiries set answer = '연동 가능합니다. 원격으로 도와드리겠습니다.' where content = '카드 단말기 연동 문의';
select is((select row(status::text, answered_at is not null, is_consulting) from public.inquiries where content = '카드 단말기 연동 문의'),
  row('답변완료'::text, true, false), 'writing an answer sets 답변완료 and answered_at');
update public.inquiries set answer = null where content = '카드 단말기 연동 문의';
select is((select row(status::text, answered_at is null) from public.inquiries where content = '카드 단말기 연동 문의'),
  row('상담중'::text, true), 'clearing the answer puts it back to 상담중 without a time');
update public.inquiries set answer = '   ' where content = '카드 단말기 연동 문의';
select is((select row(answer, status::text) from public.inquiries where content = '카드 단말기 연동 문의'),
  row(null::text, '상담중'::text), 'a blank answer counts as no answer');
select throws_ok($$ update public.inquiries set status = '답변완료' where content = '포인트 적립 문의' $$, '23514', null,
  'even staff cannot mark an inquiry 답변완료 without an answer');
select throws_ok($$ update public.inquiries set answered_at = now() where content = '포인트 적립 문의' $$, '23514', null,
  'an answer time needs an answer');
select throws_ok($$ insert into public.inquiries (user_id, receipt_no, name, tel, sector, content, privacy_consent)
  select user_id, receipt_no, name, tel, sector, '중복', true from public.inquiries limit 1 $$, '23505', null, 'receipt numbers are unique');
select lives_ok($$ delete from public.inquiries where content = '포인트 적립 문의' $$, 'staff delete an inquiry');

-- Member A reads the answer staff wrote
update public.inquiries set answer = '연동 가능합니다.' where content = '카드 단말기 연동 문의';
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq($$ select status::text, answer from public.inquiries $$, $$ values ('답변완료', '연동 가능합니다.') $$,
  'member A sees the answer and 답변완료 on their inquiry');

select * from finish();
rollback;
