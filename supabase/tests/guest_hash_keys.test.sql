-- The guest limits' address hashes (20261202000100): an HMAC under a key made for each clock hour
-- and dropped once no hit hashed with it can count (within two hours), so a hash cannot be traced
-- back to an address after that, by anyone holding the database. The count still spans the turn
-- of the hour.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);
delete from private.guest_hits;
delete from private.guest_hash_keys;

create function pg_temp.send(label text) returns void language sql as $$
  insert into public.business_inquiries (name, tel, company, content, privacy_consent)
  values ('박지훈', '02-123-4567', '꽃집', label, true)
$$;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"cf-connecting-ip": "198.51.100.23"}';
select lives_ok($$ select pg_temp.send(n::text) from generate_series(1, 3) as n $$, 'a guest sends three this hour');
reset role;
select is((select count(*)::int from private.guest_hash_keys), 1, 'the first guest request of an hour makes that hour''s key');
select is((select count(distinct client_hash)::int from private.guest_hits), 1, 'one guest, one hash');
select isnt((select client_hash from private.guest_hits limit 1),
  encode(sha256(convert_to('198.51.100.23', 'UTF8')), 'hex'), 'not a bare hash of the address');

-- The hour turns: last hour's hits were made with last hour's key, and still count.
update private.guest_hash_keys set hour = hour - interval '1 hour';
update private.guest_hits set at = at - interval '40 minutes';
set local role anon;
select lives_ok($$ select pg_temp.send('4'); select pg_temp.send('5') $$, 'two more in the new hour');
select throws_ok($$ select pg_temp.send('6') $$, 'PT429', null,
  'the sixth within sixty minutes is refused across the change of key');
reset role;
select is((select count(distinct client_hash)::int from private.guest_hits), 2,
  'the same address hashes differently under the new hour''s key');

-- Two hours on, the old key is gone, and with it any way to link its hashes to an address.
update private.guest_hash_keys set hour = hour - interval '1 hour';
update private.guest_hits set at = at - interval '61 minutes';
do $$ begin execute (select command from cron.job where jobname = 'limit-records-cleanup'); end $$;
select is_empty($$ select 1 from private.guest_hash_keys where hour < date_trunc('hour', now()) - interval '1 hour' $$,
  'the clean-up job drops a key once no hit of its hour can count');
select is_empty($$ select 1 from private.guest_hits $$, '... and the hits themselves after an hour');

select * from finish();
rollback;
