-- Members are limited too (docs/product.md#limits): 5 partnership inquiries an hour
-- (each one alerts staff by webhook and paid SMS), and 10 download logs an hour. A bulk insert
-- is one statement, so the row over the limit refuses the whole of it and queues nothing.
-- Other members and staff are not affected; rows older than an hour stop counting.
begin;
create extension if not exists pgtap with schema extensions;
select plan(14);
select pgmq.purge_queue('notifications');

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');

create function pg_temp.send(label text) returns void language sql as $$
  insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('김민준', '010-1234-5678', '민준정육', label, true)
$$;
create function pg_temp.partnership_events() returns bigint language sql as $$
  select count(*) from pgmq.q_notifications where message ->> 'kind' = 'partnership_filed'
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
select is(pg_temp.partnership_events(), 0::bigint, 'no partnership event is queued yet');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  select '김민준', '010-1234-5678', '민준정육', '대량 ' || n, true from generate_series(1, 1000) as n $$,
  'PT429', '제휴 문의는 1시간에 5건까지 보낼 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
  'a bulk insert of 1,000 partnership inquiries by a member is refused with PT429 and a Korean message');
select lives_ok($$ select pg_temp.send(n::text) from generate_series(1, 5) as n $$, 'the member then sends five one by one');
select throws_ok($$ select pg_temp.send('6') $$, 'PT429', null, 'the sixth within the hour is refused');
select is(pg_temp.error_hint($$ select pg_temp.send('6') $$), 'business_inquiry_rate_limit',
  'with the hint the partnership form knows');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('김민준', '010-1234-5678', '민준정육', 'a', true), ('김민준', '010-1234-5678', '민준정육', 'b', true) $$,
  'PT429', null, 'a two-row insert over the limit is refused whole');

set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('이서연', '010-9876-5432', '카페', '다른 회원', true) $$, 'another member is not affected');

reset role;
select is((select count(*)::int from public.business_inquiries where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 5,
  'exactly the five accepted rows are stored: nothing of the bulk insert');
select is(pg_temp.partnership_events(), 6::bigint, 'and only the six accepted rows queued a staff alert');
select lives_ok($$ insert into public.business_inquiries (user_id, name, tel, company, content, privacy_consent)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '010-1234-5678', '민준정육', '전화 접수', true) $$,
  'staff may add one in the member''s name beyond the limit');
update public.business_inquiries set created_at = created_at - interval '61 minutes'
  where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
-- The count is kept per sign-in identity (private.limit_hits), apart from the rows: it ages too.
update private.limit_hits set at = at - interval '61 minutes';
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.send('한 시간 뒤') $$, 'rows older than an hour no longer count');

-- The download log: 10 a member an hour.
select lives_ok($$ select public.log_download() from generate_series(1, 10) $$, 'a member logs ten downloads in an hour');
select throws_ok($$ select public.log_download() $$, 'PT429', null, 'the eleventh is refused');
select is(pg_temp.error_hint($$ select public.log_download() $$), 'download_rate_limit',
  'with the hint download_rate_limit');

select * from finish();
rollback;
