-- What staff see in the dashboard: every column of the public tables and views carries a Korean
-- comment; the open-inquiry views list open inquiries only, oldest first, in Korean time.
begin;
create extension if not exists pgtap with schema extensions;
select plan(8);

select is_empty($$
  select c.relname || '.' || a.attname
    from pg_class c join pg_attribute a on a.attrelid = c.oid
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v') and a.attnum > 0 and not a.attisdropped
     and coalesce(col_description(c.oid, a.attnum), '') !~ '[가-힣]'
$$, 'every column of every public table and view has a Korean comment');

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent, created_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '보기 시험 오래된 것', true, '2026-11-20 23:30+00'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '보기 시험 새것', true, '2026-11-22 01:00+00'),
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '보기 시험 답변됨', true, '2026-11-19 01:00+00');
update public.inquiries set answer = '답변' where content = '보기 시험 답변됨';
insert into public.business_inquiries (name, tel, company, content, privacy_consent, created_at, status) values
  ('박지훈', '02-123-4567', '꽃집', '보기 시험 제휴 진행', true, '2026-11-21 00:00+00', '상담중'),
  ('박지훈', '02-123-4567', '꽃집', '보기 시험 제휴 끝', true, '2026-11-18 00:00+00', '완료');

set local role service_role;
select is((select array_agg(content order by ord) from (select content, row_number() over () as ord
  from public.staff_open_inquiries where content like '보기 시험%') as v),
  array['보기 시험 오래된 것', '보기 시험 새것'], 'open consultations: unanswered only, oldest first');
select is((select created_at_kst from public.staff_open_inquiries where content = '보기 시험 오래된 것'),
  '2026-11-21 08:30:00'::timestamp, 'times are Korean wall-clock times');
select is((select array_agg(content) from public.staff_open_partnerships where content like '보기 시험%'),
  array['보기 시험 제휴 진행'], 'open partnerships: not 완료');
select is((select status::text from public.staff_open_partnerships where content = '보기 시험 제휴 진행'), '상담중',
  'with their status');
select ok((select receipt_no ~ '^[0-9]{6}-[0-9]{4,}$' from public.staff_open_partnerships where content = '보기 시험 제휴 진행'),
  'and their receipt number');

reset role;
insert into private.notification_deliveries (event_id, target, kind, receipt_no, status, attempts, last_error)
values ('bbbbbbbb-0000-4000-8000-000000000001', 'member_alimtalk', 'answer_written', '261123-0009', 'failed', 8,
        'Solapi answered 503 (gave up after 8 attempts)');
set local role service_role;
select is((select problem from public.staff_notification_problems where event_id = 'bbbbbbbb-0000-4000-8000-000000000001'),
  '실패 (재시도 끝남)', 'a message given up shows as a problem, in Korean');
select is((select target from public.staff_notification_problems where event_id = 'bbbbbbbb-0000-4000-8000-000000000001'),
  '회원 알림톡·문자', 'with who it was for');

select * from finish();
rollback;
