-- public.naver_user_id: the naver-auth edge function finds a Naver member by the Naver id in
-- app_metadata, and nobody but the service role may ask.
begin;
create extension if not exists pgtap with schema extensions;
select plan(7);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'naver.member@example.com',
   '{"provider": "naver", "providers": ["naver"], "naver_id": "nv-real-id"}', '{"name": "네이버회원"}', now()),
  -- user_metadata is the member's to edit: a Naver id claimed there must never match.
  ('aaaaaaaa-0000-4000-8000-000000000002', 'pretender@example.com',
   '{"provider": "kakao", "providers": ["kakao"]}', '{"name": "사칭", "naver_id": "nv-claimed-id"}', now());

select is(public.naver_user_id('nv-real-id'), 'aaaaaaaa-0000-4000-8000-000000000001'::uuid,
  'finds the member whose app_metadata holds the Naver id');
select is(public.naver_user_id('nv-claimed-id'), null, 'a Naver id in user_metadata links nothing');
select is(public.naver_user_id('nv-unknown'), null, 'an unknown Naver id gives null');

select ok(not has_function_privilege('anon', 'public.naver_user_id(text)', 'execute'), 'guests cannot call it');
select ok(not has_function_privilege('authenticated', 'public.naver_user_id(text)', 'execute'), 'members cannot call it');
select ok(has_function_privilege('service_role', 'public.naver_user_id(text)', 'execute'), 'the service role can');

set local role service_role;
select is(public.naver_user_id('nv-real-id'), 'aaaaaaaa-0000-4000-8000-000000000001'::uuid,
  'as the service role it reads auth.users through security definer');
reset role;

select * from finish();
rollback;
