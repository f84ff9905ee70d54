-- supabase/seed.sql: the two test members, their inquiries (one answered), a guest's
-- partnership inquiry and download logs, with the fixed ids other code relies on.
begin;
create extension if not exists pgtap with schema extensions;
select plan(7);

select results_eq($$ select id::text, name, social::text from public.profiles
  where id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222') order by id $$,
  $$ values ('11111111-1111-4111-8111-111111111111', '김민준', 'kakao'), ('22222222-2222-4222-8222-222222222222', '이서연', 'google') $$,
  'the seed members got their profiles from the sign-up trigger');
select results_eq($$ select provider from auth.identities where user_id in
  ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222') order by provider $$,
  $$ values ('google'), ('kakao') $$, 'each seed member has a provider identity');
select is((select count(*)::int from public.inquiries where user_id = '11111111-1111-4111-8111-111111111111'), 2, '김민준 has two inquiries');
select is((select status::text from public.inquiries where id = '31111111-1111-4111-8111-111111111111'), '답변완료',
  'one of them is answered');
select ok((select answered_at > created_at and left(receipt_no, 6) = to_char(created_at at time zone 'Asia/Seoul', 'YYMMDD')
  from public.inquiries where id = '31111111-1111-4111-8111-111111111111'), 'it was answered after it was filed, and its receipt carries its date');
select is((select user_id from public.business_inquiries where id = '41111111-1111-4111-8111-111111111111'), null,
  'the partnership inquiry is a guest''s');
select results_eq($$ select count(*) filter (where user_id is null)::int, count(*) filter (where user_id is not null)::int
  from public.download_logs $$, $$ values (1, 2) $$, 'the log has a guest row and two member rows');

select * from finish();
rollback;
