-- Naver sign-in links a Naver account to its Supabase user by Naver's own id, which the
-- naver-auth edge function keeps in app_metadata.naver_id. Only the service role can write
-- app_metadata (a member can change their user_metadata themself), so it is safe to trust; the
-- e-mail Naver reports is never used to find an account. Supabase Auth's admin API cannot
-- search app_metadata, so the function asks this instead, with the service role key.
--
-- Not indexed: auth.users belongs to Supabase Auth and a migration cannot add indexes to it
-- on a hosted project. One sign-in reads the users table once, a few milliseconds even at
-- 100,000 members.
create function public.naver_user_id(naver_id text) returns uuid
  language sql stable security definer set search_path = ''
as $$
  select u.id
    from auth.users as u
   where u.raw_app_meta_data ->> 'naver_id' = naver_id
     and u.deleted_at is null
   order by u.created_at
   limit 1
$$;
comment on function public.naver_user_id(text) is
  'The user linked to a Naver account (app_metadata.naver_id); for the naver-auth edge function only.';

-- Supabase grants every API role execute on new public functions; this one is server-only.
revoke execute on function public.naver_user_id(text) from public, anon, authenticated;
grant execute on function public.naver_user_id(text) to service_role;
