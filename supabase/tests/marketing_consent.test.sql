-- Marketing consent at the member level: a member grants or withdraws it on their own row, the
-- database stamps the time of every change (nobody types it), a ticked inquiry box counts as
-- consent, and every change is counted for the staff's daily view without naming anyone.
begin;
create extension if not exists pgtap with schema extensions;
select plan(18);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}', '{"name": "김민준"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}');
-- Count only this file's events (the seed's inquiries gave consents too).
delete from private.member_rights_events;
create function pg_temp.events(kind text) returns bigint language sql as $$
  select count(*) from private.member_rights_events where member_rights_events.kind = events.kind
$$;

select is((select row(marketing_consent, marketing_consent_at) from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  row(false, null::timestamptz), 'a new member has not consented, and there is no date');

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ update public.profiles set marketing_consent = true where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'member A consents on their own row');
select is((select marketing_consent_at from public.profiles), now(), 'the database stamps the time of the consent');
select throws_ok($$ update public.profiles set marketing_consent_at = '2020-01-01' $$, '42501', null,
  'a member cannot write the date themself');
select is_empty($$ update public.profiles set marketing_consent = true where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' returning 1 $$,
  'member A cannot consent for member B');
reset role;
select is((select marketing_consent from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), false, 'B is unchanged');

-- Time moves on (the stamp is the transaction's time, so move the stored one back to see it change).
update public.profiles set marketing_consent = false where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is((select row(marketing_consent, marketing_consent_at) from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  row(false, now()), 'withdrawing is stamped too, with the time of the withdrawal');
alter table public.profiles disable trigger profiles_stamp_marketing_consent;
update public.profiles set marketing_consent = true, marketing_consent_at = '2024-03-01 10:00+09' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
alter table public.profiles enable trigger profiles_stamp_marketing_consent;
update public.profiles set name = '김민준' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is((select marketing_consent_at from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  '2024-03-01 10:00+09'::timestamptz, 'changing the name keeps the consent''s date');
set local role service_role;
update public.profiles set marketing_consent_at = '2020-01-01' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
reset role;
select is((select marketing_consent_at from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  '2024-03-01 10:00+09'::timestamptz, 'even staff cannot rewrite the date: only a change of consent moves it');

-- A ticked box on an inquiry form is consent; an unticked one withdraws nothing.
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
insert into public.inquiries (name, tel, sector, content, privacy_consent, marketing_consent)
values ('이서연', '010-9876-5432', '카페', '동의 시험', true, true);
select is((select row(marketing_consent, marketing_consent_at) from public.profiles),
  row(true, now()), 'ticking the inquiry form''s marketing box consents at the member level, dated now');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
insert into public.inquiries (name, tel, sector, content, privacy_consent, marketing_consent)
values ('김민준', '010-2345-6789', '정육점', '동의 없는 문의', true, false);
select is((select row(marketing_consent, marketing_consent_at) from public.profiles),
  row(true, '2024-03-01 10:00+09'::timestamptz), 'an unticked box leaves a standing consent and its date alone');
insert into public.business_inquiries (name, tel, company, content, privacy_consent, marketing_consent)
values ('김민준', '02-123-4567', '정육점', '제휴도 동의', true, true);
select is((select marketing_consent_at from public.profiles), '2024-03-01 10:00+09'::timestamptz,
  'a ticked box on a member''s partnership inquiry does not restart a standing consent');
reset role;

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ update public.profiles set marketing_consent = true $$, '42501', null, 'a guest changes no consent');
reset role;

-- Counted, without names.
select is(pg_temp.events('marketing_granted'), 2::bigint, 'two grants are counted (A''s button, B''s inquiry box)');
select is(pg_temp.events('marketing_withdrawn'), 1::bigint, 'one withdrawal is counted');
select is_empty($$ select column_name from information_schema.columns where table_schema = 'private'
  and table_name = 'member_rights_events' and column_name not in ('id', 'kind', 'at') $$,
  'the counted events carry no member id or anything else about the member');
set local role service_role;
select is((select row(marketing_granted, marketing_withdrawn)::text from public.staff_member_rights_daily
  where day_kst = (now() at time zone 'Asia/Seoul')::date), '(2,1)', 'staff see today''s grants and withdrawals (Korean date)');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select throws_ok($$ select * from public.staff_member_rights_daily $$, '42501', null, 'members cannot read the staff view');

select * from finish();
rollback;
