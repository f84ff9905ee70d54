-- The two-yearly confirmation of marketing consent: queued through the outbox once per member per
-- period, and the database refuses a second one for the same consent and period; not before two
-- years, not for a withdrawn consent, not without a proven number (docs/product.md#proven-numbers). The notify function's claim
-- carries the number and the consent's date only while that consent still stands.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준", "phone_number": "+82 10-2345-6789"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', '{"provider": "naver"}', '{"name": "박네이버", "mobile": "010-2222-3333"}');
-- Consents given long ago (the stamp trigger would date them now), and none from the seed.
alter table public.profiles disable trigger profiles_stamp_marketing_consent;
update public.profiles set marketing_consent = false, marketing_consent_at = null;
update public.profiles set marketing_consent = true, marketing_consent_at = '2026-03-02 10:00+09'
 where id in ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
update public.profiles set marketing_consent = false, marketing_consent_at = '2026-03-02 10:00+09'
 where id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
alter table public.profiles enable trigger profiles_stamp_marketing_consent;
delete from pgmq.q_notifications;
create function pg_temp.due_events() returns bigint language sql as $$
  select count(*) from pgmq.q_notifications where message ->> 'kind' = 'marketing_consent_due'
$$;

select is((select row(schedule, command)::text from cron.job where jobname = 'marketing-consent-confirmation'),
  row('0 1 * * *', 'select private.queue_marketing_consent_confirmations()')::text, 'a daily job looks for who is due, at 10:00 in Korea');

select is(private.queue_marketing_consent_confirmations('2028-03-01 10:00+09'), 0, 'a day before two years, nobody is due');
select is(private.queue_marketing_consent_confirmations('2028-03-03 10:00+09'), 1, 'two years on, one member is due');
select is((select message ->> 'subject_id' from pgmq.q_notifications where message ->> 'kind' = 'marketing_consent_due'),
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'the member with a phone number and a standing consent, through the outbox');
select is(private.queue_marketing_consent_confirmations('2028-03-03 10:00+09'), 0, 'running again the same day queues nothing');
select is(private.queue_marketing_consent_confirmations('2029-12-31 10:00+09'), 0, 'nor later in the same two-year period');
select is(pg_temp.due_events(), 1::bigint, 'so the confirmation is queued once');
select throws_ok($$ insert into private.marketing_consent_confirmations (user_id, consented_at, period, event_id)
  values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '2026-03-02 10:00+09', 1, gen_random_uuid()) $$, '23505', null,
  'the database refuses a second confirmation for the same member, consent and period');

-- The notify function's claim: the number and the consent's date, while the consent stands.
set local role service_role;
select is((select row(tel, filed_at, receipt_no, subject_table)::text from public.notify_claim(10, 60) where kind = 'marketing_consent_due'),
  row('010-2345-6789', '2026-03-02 10:00+09'::timestamptz, null::text, 'profiles')::text,
  'the claim carries the member''s number and the date of the consent it confirms');
reset role;
select pgmq.set_vt('notifications', msg_id, 0) from pgmq.q_notifications;
update public.profiles set marketing_consent = false where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
set local role service_role;
select is((select tel from public.notify_claim(10, 60) where kind = 'marketing_consent_due'), null,
  'withdrawn before it is sent, the event carries no number, so nothing is sent');
reset role;

-- Given again, it is a new consent with its own count.
update public.profiles set marketing_consent = true where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is(private.queue_marketing_consent_confirmations(now() + interval '1 year'), 0, 'a consent given again is not due for two years');
select is(private.queue_marketing_consent_confirmations(now() + interval '2 years 1 day'), 1, 'and then it is, once');

-- Four years after the first consent: the second period of a consent that stood all along.
update public.profiles set tel = '010-9876-5432' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
select is(private.queue_marketing_consent_confirmations('2030-03-03 10:00+09'), 0,
  'a number only typed on the profile is no destination for the notice');
insert into public.proven_phones (user_id, tel, proven_by) values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '010-9876-5432', 'sms_code');
select is(private.queue_marketing_consent_confirmations('2030-03-03 10:00+09'), 1,
  'a member who only now has a proven number is told once, for the period they are in');
select is((select array_agg(period order by period) from private.marketing_consent_confirmations
  where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), array[2], '(the second two-year period)');
select is_empty($$ select 1 from private.marketing_consent_confirmations where user_id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' $$,
  'a member who never consented is never asked');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ select private.queue_marketing_consent_confirmations() $$, '42501', null, 'members cannot run it');

select * from finish();
rollback;
