-- business_inquiries: guests and members may send one, nobody but staff reads or changes
-- them, and one guest (an IPv4 address or IPv6 /64) may add at most 5 per hour; the members'
-- own limit is in member_limits.test.sql.
begin;
create extension if not exists pgtap with schema extensions;
select plan(40);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');
-- The guest limits count only this file's requests.
delete from private.guest_hits;

-- Guest (anon), calling from 203.0.113.7: the platform's cf-connecting-ip, as PostgREST passes it on
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "203.0.113.7, 10.0.0.1"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', '가맹점 제휴 문의', true) $$, 'a guest sends a partnership inquiry');
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, user_id)
  values ('박지훈', '02-123-4567', '꽃집', '회원인 척', true, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa') $$, '42501', null,
  'a guest cannot send one in a member''s name');
select throws_ok($$ select * from private.guest_hits $$, '42501', null, 'a guest cannot read what the limit counts');
select throws_ok($$ select * from public.business_inquiries $$, '42501', null, 'a guest cannot read partnership inquiries');
select throws_ok($$ select count(*) from public.business_inquiries $$, '42501', null, 'a guest cannot even count them');
select throws_ok($$ update public.business_inquiries set content = 'x' $$, '42501', null, 'a guest cannot update them');
select throws_ok($$ delete from public.business_inquiries $$, '42501', null, 'a guest cannot delete them');

-- Member A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ insert into public.business_inquiries (name, tel, company, company_no, content, privacy_consent, marketing_consent)
  values ('김민준', '010-1234-5678', '민준정육', '2208162517', '정육점 체인 제휴', true, true) $$, 'member A sends one');
select throws_ok($$ select * from public.business_inquiries $$, '42501', null, 'member A cannot read them, not even their own');
select throws_ok($$ update public.business_inquiries set content = 'x' $$, '42501', null, 'member A cannot update them');
select throws_ok($$ delete from public.business_inquiries $$, '42501', null, 'member A cannot delete them');

-- Member B
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select throws_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent, user_id)
  values ('이서연', '010-9876-5432', '카페', 'A 이름으로', true, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa') $$, '42501', null,
  'member B cannot send one in A''s name');
select throws_ok($$ select * from public.business_inquiries $$, '42501', null, 'member B cannot read them');
select throws_ok($$ update public.business_inquiries set content = 'x' $$, '42501', null, 'member B cannot update them');
select throws_ok($$ delete from public.business_inquiries $$, '42501', null, 'member B cannot delete them');

-- Staff
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is((select user_id from public.business_inquiries where content = '가맹점 제휴 문의'), null, 'the guest''s row has no owner');
select is((select user_id from public.business_inquiries where content = '정육점 체인 제휴'),
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 'the member''s row is theirs');
reset role;
select ok((select bool_and(client_hash ~ '^[0-9a-f]{64}$' and position('203.0.113' in client_hash) = 0) and count(*) = 1
  from private.guest_hits), 'the guest''s one hit is a salted hash, never the address, and the member left none');
set local role service_role;
select hasnt_column('public', 'business_inquiries', 'client_hash', 'inquiry rows carry nothing about the address');
select lives_ok($$ insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('최대표', '1588-1234', '카페체인', '전화로 받은 제휴 문의', true) $$, 'staff add one (taken by phone)');
select lives_ok($$ update public.business_inquiries set marketing_consent = false where content = '정육점 체인 제휴' $$, 'staff update one');
select lives_ok($$ delete from public.business_inquiries where content = '정육점 체인 제휴' $$, 'staff delete one');

-- The guest limit: 5 per client per hour. The guest above already sent 1.
reset role;
create function pg_temp.send(label text) returns void language sql as $$
  insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', label, true)
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
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$ select pg_temp.send('2'); select pg_temp.send('3'); select pg_temp.send('4'); select pg_temp.send('5') $$,
  'the same guest sends four more (five in the hour)');
select throws_ok($$ select pg_temp.send('6') $$, 'PT429', '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
  'the sixth within the hour is refused with PT429 and a Korean message');
select is(pg_temp.error_hint($$ select pg_temp.send('6') $$), 'business_inquiry_rate_limit',
  'the refusal carries the hint business_inquiry_rate_limit for the UI');
set local request.headers to '{"cf-connecting-ip": "198.51.100.20"}';
select lives_ok($$ select pg_temp.send('다른 손님') $$, 'another client is not affected');
set local request.headers to '{"cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "192.0.2.99", "x-real-ip": "192.0.2.98"}';
select throws_ok($$ select pg_temp.send('위조된 x-forwarded-for') $$, 'PT429', null,
  'forged x-forwarded-for and x-real-ip headers do not make the same guest a new client');
set local request.headers to '{"cf-connecting-ip": " 203.0.113.7 "}';
select throws_ok($$ select pg_temp.send('공백') $$, 'PT429', null, 'spaces around the address do not make a new client');

set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok($$ select pg_temp.send('회원은 따로 셈') $$, 'a member on the same address is not counted as that guest');

-- An hour later the guest may send again.
reset role;
update private.guest_hits set at = at - interval '61 minutes';
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"cf-connecting-ip": "203.0.113.7"}';
select lives_ok($$ select pg_temp.send('한 시간 뒤') $$, 'rows older than an hour no longer count');

-- Without any header (SQL outside PostgREST) all callers share one "unknown" client.
reset request.headers;
select lives_ok($$ select pg_temp.send('u1'); select pg_temp.send('u2'); select pg_temp.send('u3');
  select pg_temp.send('u4'); select pg_temp.send('u5') $$, 'five requests without headers pass');
select throws_ok($$ select pg_temp.send('u6') $$, 'PT429', null, 'the sixth without headers is refused');
-- Headers a client can write itself are no address: they fall into the same shared client.
set local request.headers to '{"x-forwarded-for": "192.0.2.10"}';
select throws_ok($$ select pg_temp.send('xff만') $$, 'PT429', null, 'x-forwarded-for alone does not make a new client');
set local request.headers to '{"x-real-ip": "192.0.2.11"}';
select throws_ok($$ select pg_temp.send('x-real-ip만') $$, 'PT429', null, 'x-real-ip alone does not make a new client');
reset role;
select is((select count(distinct client_hash)::int from private.guest_hits where at > now() - interval '1 hour'), 2,
  'within the hour: 203.0.113.7 once more, and the five requests without headers as one guest');
select is((select count(*)::int from private.guest_hits where at > now() - interval '1 hour'), 6,
  'only accepted requests are counted: a refused one leaves no hit');
select is((select count(*)::int from public.business_inquiries where content in ('2', '3', '4', '5', '가맹점 제휴 문의')), 5,
  'the five accepted guest rows are all there');
select is_empty($$ select 1 from public.business_inquiries where content in ('6', '위조된 x-forwarded-for', '공백', 'u6', 'xff만', 'x-real-ip만') $$,
  'no refused row was stored');
select ok(has_function_privilege('anon', 'private.limit_business_inquiries()', 'execute') is false,
  'the limit''s trigger function is not callable by guests');
select ok((select prosecdef and proconfig @> array['search_path=""'] from pg_proc
  where oid = 'private.limit_business_inquiries()'::regprocedure), 'the limit runs as definer with a pinned search_path');

select * from finish();
rollback;
