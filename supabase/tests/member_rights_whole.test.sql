-- What 회원 탈퇴, a withdrawn consent and 열람 leave and give (20261202000700, 000800;
-- docs/product.md#member-rights): Auth's audit log of the member goes (and staff's entry about
-- the deletion loses the address), phone numbers and e-mails in their free text are masked, the
-- anonymised download logs keep only date and sign-in method, a withdrawal keeps only its day,
-- and the export lists the member's notification records and proven numbers.
begin;
create extension if not exists pgtap with schema extensions;
select plan(20);
select pgmq.purge_queue('notifications');
delete from auth.audit_log_entries;

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'minjun@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "full_name": "김민준", "phone_number": "+82 10-1234-5678"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'seoyeon@example.com', '{"provider": "google"}', '{"name": "이서연", "full_name": "이서연"}');
-- Auth's entries, as it writes them (tools/local-supabase/auth/audit-log.ts): two of A's own,
-- one of B's, and staff's deletion of A, which names A's address.
insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values
  ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), json_build_object('actor_id', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   'actor_username', 'minjun@example.com', 'actor_name', '김민준', 'action', 'login', 'log_type', 'account',
   'traits', json_build_object('provider', 'kakao')), now(), ''),
  ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), json_build_object('actor_id', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
   'actor_username', 'minjun@example.com', 'action', 'identity_linked', 'log_type', 'user'), now(), '203.0.113.9'),
  ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), json_build_object('actor_id', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
   'actor_username', 'seoyeon@example.com', 'action', 'login', 'log_type', 'account'), now(), ''),
  ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), json_build_object('actor_id', '00000000-0000-0000-0000-000000000000',
   'actor_username', 'service_role', 'action', 'user_deleted', 'log_type', 'team',
   'traits', json_build_object('user_id', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'user_email', 'minjun@example.com',
   'user_phone', '01012345678')), now(), '');

-- What A leaves behind: an inquiry with contacts in its text, a download with attribution, a
-- consent ticked, a notice sent.
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated", "email": "minjun@example.com"}';
insert into public.inquiries (name, tel, sector, content, privacy_consent, marketing_consent)
values ('김민준', '010-1234-5678', '정 01022223333',
        '연락은 010-9876-5432 또는 +82 10 5555 6666, 메일 minjun.kim@example.com 으로 주세요. 가격 1,500원', true, true);
insert into public.business_inquiries (name, tel, company, content, privacy_consent)
values ('김민준', '02-123-4567', 'ab@shop.kr', '본사 02-987-6543 으로 연락 바랍니다', true);
select public.log_download('{"utm_source": "naver", "utm_medium": "cpc", "referrer_host": "m.naver.com", "device_class": "phone"}');
select public.request_download_link();
select ok((select count(*) = 1 from jsonb_array_elements(public.export_my_data() -> 'notifications') as n
            where n.value ->> 'kind' = 'download_link' and n.value -> 'deliveries' = '[]'::jsonb),
  'the export lists the member''s queued 알림톡 among their notification records');
select results_eq($$ select n.value ->> 'tel', n.value ->> 'proven_by' from jsonb_array_elements(public.export_my_data() -> 'proven_phones') as n $$,
  $$ values ('010-1234-5678', 'kakao') $$, '... and their proven number, with how it was proven');
reset role;
select lives_ok($$ select public.notify_settle(jsonb_build_array(jsonb_build_object('msg_id', q.msg_id, 'retry_in_seconds', null,
    'deliveries', jsonb_build_array(jsonb_build_object('event_id', q.message ->> 'event_id', 'target', 'member_alimtalk',
    'kind', 'download_link', 'receipt_no', 'x', 'status', 'sent')))))
    from pgmq.q_notifications as q where q.message ->> 'kind' = 'download_link' $$, 'the notify function records it as sent');
set local role authenticated;
select results_eq($$ select d.value ->> 'channel', d.value ->> 'status', d.value ->> 'sent_at' is not null
  from jsonb_array_elements(public.export_my_data() -> 'notifications') as n, jsonb_array_elements(n.value -> 'deliveries') as d $$,
  $$ values ('member_alimtalk', 'sent', true) $$, 'the export then says on which channel it went, when, and with what result');

-- Withdrawing the consent keeps only the day it was withdrawn.
reset role;
insert into private.marketing_consent_confirmations (user_id, consented_at, period, event_id)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', now() - interval '2 years', 1, gen_random_uuid());
set local role authenticated;
update public.profiles set marketing_consent = false where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
reset role;
select ok((select not marketing_consent and marketing_consent_at > now() - interval '1 minute' from public.profiles
  where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 'a withdrawal keeps its day, to show and to honour');
select is_empty($$ select 1 from private.marketing_consent_confirmations where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '... and the records of the two-yearly notices go');
select is_empty($$ select 1 from public.inquiries where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' and marketing_consent $$,
  '... and so does the consent ticked on their inquiries');

-- 회원 탈퇴.
set local role authenticated;
select lives_ok($$ select public.delete_my_account() $$, 'member A leaves');
reset role;
select is_empty($$ select 1 from auth.audit_log_entries where payload ->> 'actor_id' = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'the member''s own entries in Auth''s audit log go (e-mail, name, address)');
select is((select (payload::jsonb -> 'traits')::text from auth.audit_log_entries where payload ->> 'action' = 'user_deleted'),
  '{"user_id": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"}', 'staff''s entry of the deletion keeps the id, not the e-mail or phone');
select is((select count(*)::int from auth.audit_log_entries where payload ->> 'actor_id' = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1,
  'another member''s entries stay');
select is((select content from public.inquiries where detached_at is not null),
  '연락은 010-****-5432 또는 +82 ** **** 6666, 메일 mi***@example.com 으로 주세요. 가격 1,500원',
  'phone numbers and e-mails in the kept 문의 내용 are masked like the contact fields');
select is((select sector from public.inquiries where detached_at is not null), '정 010****3333', '... in 업종 too');
select results_eq($$ select company, content from public.business_inquiries where detached_at is not null $$,
  $$ values ('a***@shop.kr', '본사 02-***-6543 으로 연락 바랍니다') $$, '... and in a partnership inquiry''s 상호 and text');
select is((select marketing_consent from public.inquiries where detached_at is not null), false,
  'no consent outlives the account on the kept record');
select results_eq($$ select name, email, tel, social, num_nonnulls(utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  from public.download_logs where name = '익명' $$, $$ values ('익명', '-', '-', 'kakao', 0) $$,
  'the anonymised download log keeps only its date and the sign-in method');

-- The retention job: Auth's log after 3 months, as the policy's 로그인 기록.
update auth.audit_log_entries set created_at = now() - interval '3 months 1 day';
select is((select affected from private.run_retention() where key = 'sign_in_records'), 2::bigint,
  'the retention job deletes Auth''s entries older than 3 months (B''s sign-in and staff''s deletion entry)');
select is_empty($$ select 1 from auth.audit_log_entries $$, '... leaving none');
select is((select wording from private.retention_periods where key = 'sign_in_records'), '3개월', 'the period is the policy''s');
select is(private.mask_contacts('주문번호 2026-12-02, 전화 010 1234 5678'), '주문번호 2026-**-02, 전화 010 **** 5678',
  'masking errs on the side of hiding: a date-like run of eight digits is masked too');

select * from finish();
rollback;
