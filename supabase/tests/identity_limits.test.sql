-- Member limits count per sign-in identity (20261202000200; docs/database.md#limits-that-outlive-an-account):
-- the same Kakao account deleting its member and signing up again is still the same identity,
-- so leaving resets nothing, while another account is not affected. What is kept is a keyed hash
-- and the time, for the limit's window only, in a table the account's deletion does not touch.
begin;
create extension if not exists pgtap with schema extensions;
select plan(22);
delete from private.limit_hits;

-- A Kakao account (provider id 4242424242) as member A, then, after 회원 탈퇴, as member A2.
create function pg_temp.join(member uuid, kakao_id text) returns void language sql as $$
  insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
  values (member, kakao_id || '@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (kakao_id, member, jsonb_build_object('sub', kakao_id), 'kakao', now(), now());
$$;
create function pg_temp.as_member(member uuid) returns void language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('sub', member, 'role', 'authenticated')::text, true);
$$;
create function pg_temp.partnership(label text) returns void language sql as $$
  insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('김민준', '010-1234-5678', '민준정육', label, true)
$$;
select pg_temp.join('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '4242424242');
select pg_temp.join('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '5353535353');

set local role authenticated;
select pg_temp.as_member('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select lives_ok($$ select pg_temp.partnership(n::text) from generate_series(1, 3) as n $$, 'member A sends three partnership inquiries');
select lives_ok($$ select pg_temp.partnership('상담 ' || n) from generate_series(1, 2) as n $$, '... and two more');
select lives_ok($$ select public.log_download() from generate_series(1, 10) $$, '... and logs ten downloads');
select lives_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  select '김민준', '010-1234-5678', '정육점', '문의 ' || n, true from generate_series(1, 10) as n $$, '... and files ten consultation inquiries');

-- 회원 탈퇴, and the same Kakao account signs up again.
select lives_ok($$ select public.delete_my_account() $$, 'member A leaves');
reset role;
select pg_temp.join('a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2', '4242424242');
set local role authenticated;
select pg_temp.as_member('a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2');
select throws_ok($$ select pg_temp.partnership('다시 가입') $$, 'PT429',
  '제휴 문의는 1시간에 5건까지 보낼 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
  'the same Kakao account, as a new member, is still at 5 partnership inquiries this hour');
select throws_ok($$ select public.log_download() $$, 'PT429', null, '... and at 10 downloads');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent)
  values ('김민준', '010-1234-5678', '정육점', '다시', true) $$, 'PT429', null, '... and at 10 consultation inquiries');

-- Another account is not affected.
select pg_temp.as_member('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
select lives_ok($$ select pg_temp.partnership('다른 회원') $$, 'another Kakao account sends its own');

-- A member's PC로 보내기: 20 an hour per identity, the rest dropped without an error.
select lives_ok($$ select public.log_handoff('share') from generate_series(1, 25) $$, 'member B presses PC로 보내기 25 times');
reset role;
select is((select count(*)::int from public.download_handoffs where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 20,
  'only 20 are kept in the hour, as for a guest');

-- What is kept, and for how long.
select is_empty($$ select 1 from private.limit_hits where subject ~ '4242424242|5353535353|kakao|aaaaaaaa' $$,
  'the hits hold neither the provider nor its user id nor the member id, only keyed hashes');
select is((select count(distinct subject)::int from private.limit_hits where scope = 'business_inquiry'), 2,
  'A and A2 share one identity''s count; B has its own');
select ok((select bool_and(expires_at between at + interval '59 minutes' and at + interval '61 minutes')
  from private.limit_hits where scope in ('business_inquiry', 'inquiry', 'download_log', 'download_handoff')),
  'an hourly limit''s hit is kept until its hour is over');
select isnt(private.limit_hash('kakao:4242424242'), private.limit_hash('kakao:4242424243'),
  'neighbouring ids hash apart');
select is(private.limit_hash('kakao:4242424242'), encode(private.hmac_sha256(convert_to('kakao:4242424242', 'UTF8'),
  decode((select value from private.secrets where name = 'limit_hash_key'), 'hex')), 'hex'),
  'the hash is an HMAC under the database''s own key, not a bare hash anyone could recompute');
select isnt(private.limit_hash('kakao:4242424242'), encode(sha256(convert_to('kakao:4242424242', 'UTF8')), 'hex'),
  '... which differs from the plain SHA-256');

-- After the window the count is gone, and with it the limit.
update private.limit_hits set at = at - interval '61 minutes', expires_at = expires_at - interval '61 minutes';
do $$ begin execute (select command from cron.job where jobname = 'limit-records-cleanup'); end $$;
select is_empty($$ select 1 from private.limit_hits $$, 'the clean-up job deletes every hit whose window has ended');
set local role authenticated;
select pg_temp.as_member('a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2');
select lives_ok($$ select pg_temp.partnership('한 시간 뒤') $$, 'an hour later the account may send again');
reset role;

-- Naver members are counted by Naver's id (app_metadata, which only the service role writes).
insert into auth.users (id, email, raw_app_meta_data) values
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'n1@example.com', '{"provider": "naver", "naver_id": "nv-77"}'),
  ('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'n2@example.com', '{"provider": "naver", "naver_id": "nv-77"}');
select is(private.identity_hashes('cccccccc-cccc-4ccc-8ccc-cccccccccccc'), private.identity_hashes('dddddddd-dddd-4ddd-8ddd-dddddddddddd'),
  'two members made from one Naver account are one identity');
select is(private.identity_hashes('cccccccc-cccc-4ccc-8ccc-cccccccccccc'), array[private.limit_hash('naver:nv-77')],
  '... the hash of naver:<id>');
select ok((select bool_and(not has_table_privilege(r, 'private.limit_hits', 'select'))
  from unnest(array['anon', 'authenticated']) as r), 'no API role reads the hits');

select * from finish();
rollback;
