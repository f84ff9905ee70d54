-- A member may file at most 10 consultation inquiries in any hour; the 11th is refused with
-- PT429 (HTTP 429 through PostgREST) and a Korean message. Other members and staff are not
-- affected, and rows older than an hour stop counting.
begin;
create extension if not exists pgtap with schema extensions;
select plan(8);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');

create function pg_temp.file(label text) returns void language sql as $$
  insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', label, true)
$$;
create function pg_temp.error_hint(statement text) returns text language plpgsql as $$
declare
  hint text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics hint = pg_exception_hint;
  return hint;
end;
$$;

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.file(n::text) from generate_series(1, 10) as n $$, 'a member files ten inquiries in an hour');
select throws_ok($$ select pg_temp.file('11') $$, 'PT429', '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
  'the eleventh is refused with PT429 and a Korean message');
select is(pg_temp.error_hint($$ select pg_temp.file('11') $$), 'inquiry_rate_limit', 'the refusal carries the hint inquiry_rate_limit');

set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('이서연', '010-9876-5432', '카페', '다른 회원', true) $$, 'another member is not affected');

reset role;
select is((select count(*)::int from public.inquiries where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 10,
  'the refused inquiry was not stored');
set local role service_role;
select lives_ok($$ insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '정육점', '전화로 받은 문의', true) $$,
  'staff may add one for the member (taken by phone)');

-- An hour later the member may file again.
reset role;
update public.inquiries set created_at = created_at - interval '61 minutes' where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
-- The count is kept per sign-in identity (private.limit_hits), apart from the rows: it ages too.
update private.limit_hits set at = at - interval '61 minutes';
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.file('한 시간 뒤') $$, 'inquiries older than an hour no longer count');

reset role;
select ok((select prosecdef and proconfig @> array['search_path=""'] from pg_proc
  where oid = 'private.limit_member_inquiries()'::regprocedure), 'the limit runs as definer with a pinned search_path');

select * from finish();
rollback;
