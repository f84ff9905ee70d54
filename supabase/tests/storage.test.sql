-- Storage: the private installers bucket. Neither guests nor members may read its objects, so
-- Storage lists and signs nothing for them: the download function signs with the secret key
-- (the downloads migration). Only staff upload, replace or delete.
begin;
create extension if not exists pgtap with schema extensions;
select plan(21);
-- Only this file's objects, whatever the seed uploaded: Storage's API deletes with this flag set.
set local storage.allow_delete_query to 'true';
delete from storage.objects where bucket_id = 'installers';
reset storage.allow_delete_query;

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}');
insert into storage.buckets (id, name, public) values ('other', 'other', false);
insert into storage.objects (bucket_id, name, metadata) values
  ('installers', 'skpossetup.exe', '{"size": 1024, "mimetype": "application/octet-stream"}'),
  ('other', 'secret.txt', '{}');

select is((select public from storage.buckets where id = 'installers'), false, 'the installers bucket is private');
select is((select storage.filename(name) || ' ' || array_length(storage.foldername('v1/' || name), 1)
  from storage.objects where bucket_id = 'installers'), 'skpossetup.exe 1', 'the path helpers read names like Supabase''s');

-- Guest
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select is_empty($$ select 1 from storage.objects where bucket_id = 'installers' $$, 'a guest cannot see the installer');
select is_empty($$ select 1 from storage.buckets where id = 'installers' $$, 'a guest cannot see the bucket');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('installers', 'virus.exe') $$, '42501', null,
  'a guest cannot upload to it');
select is_empty($$ update storage.objects set name = 'x.exe' where bucket_id = 'installers' returning 1 $$, 'a guest cannot rename the installer');
select throws_ok($$ delete from storage.objects where bucket_id = 'installers' $$, '42501', null,
  'a direct SQL delete is refused outright, as Supabase Storage does');
-- Storage's API deletes with storage.allow_delete_query set, as the caller's role; RLS decides then.
set local storage.allow_delete_query to 'true';
select is_empty($$ delete from storage.objects where bucket_id = 'installers' returning 1 $$, 'a guest cannot delete the installer');

-- Member
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select is_empty($$ select name from storage.objects $$,
  'a member sees no object: not the installer (Storage will not sign it for them), nothing in other buckets');
select results_eq($$ select id from storage.buckets $$, $$ values ('installers') $$, 'a member sees the installers bucket');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('installers', 'skpossetup.exe.bak') $$, '42501', null,
  'a member cannot upload');
select is_empty($$ update storage.objects set metadata = '{}' where bucket_id = 'installers' returning 1 $$,
  'a member cannot replace the installer');
select is_empty($$ delete from storage.objects where bucket_id = 'installers' returning 1 $$, 'a member cannot delete it');
select is_empty($$ delete from storage.buckets where id = 'installers' returning 1 $$, 'a member cannot delete the bucket');
select is_empty($$ update storage.buckets set public = true where id = 'installers' returning 1 $$,
  'a member cannot make the bucket public');

-- Staff
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('installers', 'skpossetup-2.0.exe') $$, 'staff upload');
select lives_ok($$ update storage.objects set metadata = '{"size": 2048}' where name = 'skpossetup.exe' $$, 'staff replace');
select lives_ok($$ delete from storage.objects where name = 'skpossetup-2.0.exe' $$, 'staff delete (through the API''s flag)');
reset storage.allow_delete_query;
select throws_ok($$ delete from storage.objects where name = 'skpossetup.exe' $$, '42501', null,
  'without the API''s flag even staff cannot delete by SQL');
reset role;
select is((select count(*)::int from storage.objects where bucket_id = 'installers' and name = 'skpossetup.exe'), 1,
  'the installer survived every attempt but staff''s');
select is((select metadata ->> 'size' from storage.objects where name = 'skpossetup.exe'), '2048', 'staff''s replacement took effect');

select * from finish();
rollback;
