-- The second lock on inquiries' staff-only columns: suppose a later migration widened the
-- grants by mistake (update on every column, an update policy, insert on answer). The guard
-- trigger must still stop a member from answering their own inquiry or changing its status.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '가드 시험', true);

-- The mistake being simulated (rolled back with the rest of this file).
grant update on public.inquiries to authenticated;
grant insert (answer, status) on public.inquiries to authenticated;
create policy "mistake: members update their inquiries" on public.inquiries for update to authenticated
  using (user_id = (select auth.uid()));

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ update public.inquiries set answer = '셀프 답변' $$, '42501', '답변과 상담 정보는 담당자만 바꿀 수 있습니다.',
  'the guard refuses a member''s answer even with an update grant');
select throws_ok($$ update public.inquiries set status = '상담중' $$, '42501', null, 'the guard refuses a status change');
select throws_ok($$ update public.inquiries set user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$, '42501', null,
  'the guard refuses handing the inquiry to someone else');
select throws_ok($$ update public.inquiries set receipt_no = '000000-0001' $$, '42501', null, 'the guard refuses a new receipt number');
select throws_ok($$ update public.inquiries set title = '제목', company = '상호', reservation_time = now() $$, '42501', null,
  'the guard refuses the other staff fields');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, answer)
  values ('김민준', '010-1234-5678', '정육점', '셀프', true, '답') $$, '42501', '답변과 상담 정보는 담당자만 입력할 수 있습니다.',
  'the guard refuses a member''s insert with an answer');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, status)
  values ('김민준', '010-1234-5678', '정육점', '셀프', true, '상담중') $$, '42501', null, 'the guard refuses an insert with a status');
select lives_ok($$ update public.inquiries set content = '고친 내용' $$, 'the guard itself lets ordinary columns through');

set local role service_role;
select lives_ok($$ update public.inquiries set answer = '담당자 답변', title = '제목' $$, 'staff pass the guard');

select * from finish();
rollback;
