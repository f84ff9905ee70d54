-- The shape that keeps the API safe: RLS on every table, no privileges beyond what the
-- policies are for, security-definer functions with a pinned search_path, and the policies
-- each table is meant to have (a new policy must be added here on purpose).
begin;
create extension if not exists pgtap with schema extensions;
select plan(26);

select tables_are('public', array['profiles', 'inquiries', 'business_inquiries', 'download_logs', 'download_handoffs',
  'proven_phones'], 'public has exactly the six tables');
select is_empty($$ select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
  and not relrowsecurity $$, 'every table in public has row-level security');
select is_empty($$ select relname from pg_class where relnamespace = 'private'::regnamespace and relkind = 'r'
  and (has_table_privilege('anon', oid, 'select') or has_table_privilege('authenticated', oid, 'select')) $$,
  'the API roles cannot read anything in private');
select ok(not has_schema_privilege('anon', 'private', 'usage') and not has_schema_privilege('authenticated', 'private', 'usage'),
  'the API roles have no usage on schema private');
select is_empty($$ select p.oid::regprocedure from pg_proc p where p.prosecdef
  and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
  and not coalesce(p.proconfig @> array['search_path=""'], false) $$, 'every security-definer function pins search_path to empty');

-- Table privileges of the API roles (Supabase's defaults grant everything; migrations take it back).
select table_privs_are('public', 'profiles', 'anon', '{}', 'anon has no privileges on profiles');
select table_privs_are('public', 'profiles', 'authenticated', array['SELECT'], 'members may only select profiles (plus the update columns)');
select table_privs_are('public', 'inquiries', 'anon', '{}', 'anon has no privileges on inquiries');
select table_privs_are('public', 'inquiries', 'authenticated', array['SELECT'], 'members select inquiries (and insert the form columns)');
select table_privs_are('public', 'business_inquiries', 'anon', '{}', 'anon has no table-wide privileges on business_inquiries');
select table_privs_are('public', 'business_inquiries', 'authenticated', '{}', 'nor do members');
select table_privs_are('public', 'download_logs', 'anon', '{}', 'anon has no privileges on download_logs');
select table_privs_are('public', 'download_logs', 'authenticated', '{}', 'nor do members');
select is(array(select column_name::text from information_schema.column_privileges where table_schema = 'public'
  and table_name = 'profiles' and grantee = 'authenticated' and privilege_type = 'UPDATE' order by 1), array['marketing_consent', 'name', 'tel'],
  'members may update only name, tel and their marketing consent on profiles');
select is(array(select column_name::text from information_schema.column_privileges where table_schema = 'public'
  and table_name = 'inquiries' and grantee = 'authenticated' and privilege_type = 'INSERT' order by 1),
  array['company_no', 'content', 'device_class', 'landing_path', 'marketing_consent', 'name', 'privacy_consent',
        'referrer_host', 'sector', 'tel', 'utm_campaign', 'utm_medium', 'utm_source'],
  'members insert exactly the consultation form''s columns and the visit''s attribution');
select is(array(select column_name::text from information_schema.column_privileges where table_schema = 'public'
  and table_name = 'business_inquiries' and grantee = 'anon' and privilege_type = 'INSERT' order by 1),
  array['company', 'company_no', 'content', 'device_class', 'landing_path', 'marketing_consent', 'name',
        'privacy_consent', 'referrer_host', 'tel', 'utm_campaign', 'utm_medium', 'utm_source'],
  'guests insert exactly the partnership form''s columns and the visit''s attribution');
select ok(has_table_privilege('service_role', 'public.inquiries', 'select, insert, update, delete')
  and has_table_privilege('service_role', 'public.business_inquiries', 'select, insert, update, delete')
  and has_table_privilege('service_role', 'public.download_logs', 'select, insert, update, delete')
  and has_table_privilege('service_role', 'public.profiles', 'select, insert, update, delete'), 'staff (service_role) hold every privilege');
select ok((select rolbypassrls from pg_roles where rolname = 'service_role'), 'service_role bypasses row-level security');
set local role anon;
select throws_ok($$ select private.next_inquiry_receipt_no() $$, '42501', null,
  'guests cannot draw receipt numbers on their own (only an insert''s default draws one)');
reset role;

select policies_are('public', 'profiles', array['members read their own profile', 'members update their own profile']);
select policies_are('public', 'inquiries', array['members read their own inquiries', 'members file inquiries as themselves',
  'inquiries_staff_select', 'inquiries_staff_update']);
select policies_are('public', 'business_inquiries',
  array['guests send partnership inquiries', 'members send partnership inquiries as themselves',
    'business_inquiries_staff_select', 'business_inquiries_staff_update']);
select policies_are('public', 'download_logs', '{}'::name[]);
select policies_are('public', 'proven_phones', array['members read their own proven numbers']);
select table_privs_are('public', 'proven_phones', 'authenticated', array['SELECT'],
  'members only read proven numbers: only the sign-up trigger and confirm_phone_code() write them');
select policies_are('storage', 'objects', '{}'::name[]);

select * from finish();
rollback;
