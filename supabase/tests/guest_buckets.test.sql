-- Who counts as one guest for the hourly limits: an IPv4 address, or an IPv6 /64 network (a
-- subscriber's whole prefix), from the platform's cf-connecting-ip only; and what is kept
-- about them: a keyed hash per accepted request (the key is the hour's, 20261202000100), for an hour.
begin;
create extension if not exists pgtap with schema extensions;
select plan(21);
-- Start from empty counts, so the numbers below are this file's alone.
delete from public.download_logs;
delete from private.guest_hits;

select is(private.client_bucket('203.0.113.7'), '203.0.113.7', 'an IPv4 address is its own bucket');
select is(private.client_bucket(' 203.0.113.7 '), '203.0.113.7', 'spaces around it change nothing');
select is(private.client_bucket('2001:db8:aa:bb:1:2:3:4'), '2001:db8:aa:bb::/64', 'an IPv6 address counts as its /64');
select is(private.client_bucket('2001:DB8:AA:BB:ffff:ffff:ffff:ffff'), '2001:db8:aa:bb::/64',
  'any address in that /64, however written, is the same bucket');
select isnt(private.client_bucket('2001:db8:aa:bc::1'), private.client_bucket('2001:db8:aa:bb::1'),
  'the neighbouring /64 is another bucket');
select is(private.client_bucket('::ffff:198.51.100.4'), '198.51.100.4', 'an IPv4-mapped IPv6 address counts as the IPv4 address');
select is(private.client_bucket(''), 'unknown', 'no address is the shared unknown bucket');
select is(private.client_bucket('unknown'), 'unknown', '… and so is the fallback of request_client_address()');
select is(private.client_bucket('not-an-address'), 'other:not-an-address', 'a value that is no address is a bucket of its own');

create function pg_temp.send(label text) returns void language sql as $$
  insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', label, true)
$$;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
-- One IPv6 subscriber rotating through addresses of its /64 (privacy extensions do exactly this).
set local request.headers to '{"cf-connecting-ip": "2001:db8:aa:bb::1"}';
select lives_ok($$ select pg_temp.send('v6 1') $$, 'the first address of the /64 sends');
set local request.headers to '{"cf-connecting-ip": "2001:db8:aa:bb::2"}';
select lives_ok($$ select pg_temp.send('v6 2'); select pg_temp.send('v6 3') $$, 'a second address of the same /64 sends');
set local request.headers to '{"cf-connecting-ip": "2001:db8:aa:bb:dead:beef:0:1"}';
select lives_ok($$ select pg_temp.send('v6 4'); select pg_temp.send('v6 5') $$, 'a third one brings the /64 to five');
set local request.headers to '{"cf-connecting-ip": "2001:db8:aa:bb:ffff:ffff:ffff:fffe"}';
select throws_ok($$ select pg_temp.send('v6 6') $$, 'PT429', null, 'a fresh address in the same /64 is the same guest: refused');
set local request.headers to '{"cf-connecting-ip": "2001:db8:aa:bc::1"}';
select lives_ok($$ select pg_temp.send('이웃 /64') $$, 'another /64 is another guest');
-- The download log's guest cap counts the same way.
set local request.headers to '{"cf-connecting-ip": "2001:db8:cc:dd::1"}';
select lives_ok($$ select public.log_download() from generate_series(1, 12) $$, 'twelve guest downloads from one address');
set local request.headers to '{"cf-connecting-ip": "2001:db8:cc:dd::99"}';
select lives_ok($$ select public.log_download() from generate_series(1, 12) $$, 'twelve more from another address of its /64');
reset role;
select is((select count(*)::int from public.download_logs where user_id is null), 20, 'only 20 are stored for the /64');

-- What is kept: hashes of accepted requests, deleted once they no longer count.
-- A hex digest may contain "db8" or "2001" by chance, so the test looks for the buckets
-- themselves and for their unkeyed digests, never for substrings.
select is_empty($$
  select 1 from private.guest_hits as h
   where h.client_hash !~ '^[0-9a-f]{64}$'
      or h.client_hash in (select b from unnest(array['2001:db8:aa:bb::/64', '2001:db8:aa:bc::/64',
           '2001:db8:cc:dd::/64']) as b
         union all select encode(sha256(convert_to(b, 'UTF8')), 'hex') from unnest(array['2001:db8:aa:bb::/64',
           '2001:db8:aa:bc::/64', '2001:db8:cc:dd::/64']) as b) $$,
  'no hit holds an address, only a keyed hash');
select is((select schedule from cron.job where jobname = 'limit-records-cleanup'), '*/5 * * * *',
  'a pg_cron job clears old hits every five minutes');
update private.guest_hits set at = now() - interval '61 minutes' where scope = 'business_inquiry';
do $$ begin execute (select command from cron.job where jobname = 'limit-records-cleanup'); end $$;
select is((select count(*)::int from private.guest_hits where scope = 'business_inquiry'), 0,
  'the job deletes hits older than an hour');
select is((select count(*)::int from private.guest_hits where scope = 'download_log'), 20, 'and keeps the hour''s');

select * from finish();
rollback;
