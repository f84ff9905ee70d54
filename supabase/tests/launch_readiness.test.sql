-- launch_readiness(): the facts `npm run check:launch` reads with the publishable key. Anyone
-- may call it; it says yes or no (and the installer's size), never a header's value or a secret.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);
-- No installer yet, whatever the seed uploaded: Storage's API deletes with this flag set.
set local storage.allow_delete_query to 'true';
delete from storage.objects where bucket_id = 'installers';
reset storage.allow_delete_query;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';

set local request.headers to '{}';
select is(public.launch_readiness() -> 'client_address_header', 'false'::jsonb,
  'without the platform''s header, it says so');
set local request.headers to '{"cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "203.0.113.7"}';
select is(public.launch_readiness() -> 'client_address_header', 'true'::jsonb,
  'with cf-connecting-ip, it says the header is there');
select unalike(public.launch_readiness()::text, '%203.0.113.7%', 'it never repeats the address');

select is(public.launch_readiness() -> 'installer', '{"present": false, "bytes": null, "limit_bytes": 524288000}'::jsonb,
  'no installer yet: absent, with the bucket''s 500 MiB limit');
reset role;
insert into storage.objects (bucket_id, name, metadata)
  values ('installers', 'skpossetup.exe', '{"size": 104857600, "mimetype": "application/octet-stream"}');
set local role anon;
select is(public.launch_readiness() -> 'installer', '{"present": true, "bytes": 104857600, "limit_bytes": 524288000}'::jsonb,
  'the installer: present, its size and the limit, to a guest who cannot read the bucket itself');
select is_empty($$ select 1 from storage.objects where bucket_id = 'installers' $$, 'while the bucket stays closed to guests');

select is(public.launch_readiness() -> 'notify_sweep', 'true'::jsonb, 'the notify sweep is scheduled by the migrations');
reset role;
select cron.unschedule('notify-sweep');
set local role anon;
select is(public.launch_readiness() -> 'notify_sweep', 'false'::jsonb, 'an unscheduled sweep is reported');
select unalike(public.launch_readiness()::text, '%notify_secret%', 'no Vault secret name or value in the answer');

select * from finish();
rollback;
