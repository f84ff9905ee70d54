-- Attribution with each conversion (the attribution migration, its retention and staff views):
-- the columns' limits on every table that carries them, the sign-up's once-only record, who may
-- read the staff views and what they count, and the one-year retention. The forms' full table of good and bad values is
-- src/lib/forms/cases.ts (tests/db/attribution-rules.test.ts).
begin;
create extension if not exists pgtap with schema extensions;
select plan(38);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a@example.com', '{"provider": "kakao"}',
   '{"name": "김민준", "phone_number": "+82 10-1234-5678"}', now()),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b@example.com', '{"provider": "google"}', '{"name": "이서연"}',
   now() - interval '30 days'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'c@example.com', '{"provider": "naver"}', '{"name": "박지훈"}', now());
-- The guest limits count only this file's requests.
delete from private.guest_hits;

-- The five columns, on every table that records a conversion.
select is((select count(*)::int from information_schema.columns
            where table_schema = 'public'
              and table_name in ('profiles', 'download_logs', 'inquiries', 'business_inquiries', 'download_handoffs')
              and column_name in ('utm_source', 'utm_medium', 'utm_campaign', 'referrer_host', 'device_class')),
  25, 'profiles, download_logs, inquiries, business_inquiries and download_handoffs each carry the five columns');

-- A consultation inquiry as member A sends it, with one attribution column set.
create function pg_temp.inquiry(col text, val text) returns void language plpgsql as $$
begin
  execute format('insert into public.inquiries (name, tel, sector, content, privacy_consent, %I) values (%L, %L, %L, %L, true, $1)',
    col, '김민준', '010-1234-5678', '정육점', '문의합니다') using val;
end $$;
create function pg_temp.business(col text, val text) returns void language plpgsql as $$
begin
  execute format('insert into public.business_inquiries (name, tel, company, content, privacy_consent, %I) values (%L, %L, %L, %L, true, $1)',
    col, '박지훈', '02-123-4567', '꽃집', '제휴 문의') using val;
end $$;
grant execute on function pg_temp.inquiry, pg_temp.business to anon, authenticated;

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$ select pg_temp.inquiry('utm_source', repeat('n', 100)) $$, 'a member''s inquiry takes a 100-character utm_source');
select throws_ok($$ select pg_temp.inquiry('utm_source', repeat('n', 101)) $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_utm_source_format"', '... and refuses 101 characters');
select throws_ok($$ select pg_temp.inquiry('utm_medium', ' cpc') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_utm_medium_format"', '... and a value to trim');
select throws_ok($$ select pg_temp.inquiry('utm_campaign', E'spring\x0a') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_utm_campaign_format"', '... and a control character');
select throws_ok($$ select pg_temp.inquiry('utm_campaign', '') $$, '23514', null, '... and an empty string (no value is null)');
select lives_ok($$ select pg_temp.inquiry('utm_campaign', '봄맞이 할인') $$, '... but Korean and inner spaces are fine');
select throws_ok($$ select pg_temp.inquiry('referrer_host', 'Search.Naver.com') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_referrer_host_format"', 'a host name must be lower case');
select throws_ok($$ select pg_temp.inquiry('referrer_host', 'https://m.search.naver.com/search?q=pos') $$, '23514', null,
  '... and a whole URL is refused: only the host is kept');
select throws_ok($$ select pg_temp.inquiry('referrer_host', repeat('a.', 126) || 'kr') $$, '23514', null, '... longer than 253 characters');
select lives_ok($$ select pg_temp.inquiry('referrer_host', 'xn--2e0b040a.kr') $$, '... a punycode host is fine');
select throws_ok($$ select pg_temp.inquiry('device_class', 'iphone') $$, '23514',
  'new row for relation "inquiries" violates check constraint "inquiries_device_class_known"', 'an unknown device class is refused');
select throws_ok($$ insert into public.inquiries (name, tel, sector, content, privacy_consent, email)
  values ('김민준', '010-1234-5678', '정육점', '문의', true, 'x@example.com') $$, '42501', null,
  'the insert grant grew by the five columns only');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$ select pg_temp.business('device_class', 'phone') $$, 'a guest''s partnership inquiry takes a device class');
select throws_ok($$ select pg_temp.business('utm_source', repeat('가', 101)) $$, '23514',
  'new row for relation "business_inquiries" violates check constraint "business_inquiries_utm_source_format"',
  '... and refuses a 101-character utm_source');
select throws_ok($$ select public.log_download('{"referrer_host": "NAVER.COM"}') $$, '22023',
  '이전 사이트의 도메인(referrer_host)이 올바르지 않습니다.',
  'log_download refuses a bad value too, before it writes, naming the field in Korean');
select lives_ok($$ select public.log_download('"not an object"') $$, 'an attribution that is not an object is no attribution');

-- The sign-up: once, and only within an hour of the profile's creation.
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select is(public.record_signup_attribution('{"utm_source": "kakao", "utm_medium": "display", "device_class": "phone"}'), true,
  'a new member''s sign-up records its attribution');
select is(public.record_signup_attribution('{"utm_source": "naver", "device_class": "windows"}'), false, '... once');
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select is(public.record_signup_attribution('{"utm_source": "naver", "device_class": "windows"}'), false,
  'a member who joined a month ago is not a sign-up now');
set local request.jwt.claims to '{"sub": "cccccccc-cccc-4ccc-8ccc-cccccccccccc", "role": "authenticated"}';
select throws_ok($$ select public.record_signup_attribution('{"device_class": "fridge"}') $$, '22023',
  '기기 종류(device_class)가 올바르지 않습니다.', 'the profile''s rules hold too, checked before the update');
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select throws_ok($$ update public.profiles set utm_source = 'x' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' $$, '42501', null,
  'a member cannot write attribution on their profile directly');
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$ select public.record_signup_attribution('{}') $$, '42501', null, 'a guest cannot call it');
reset role;
select results_eq($$ select utm_source, utm_medium, device_class from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  $$ values ('kakao', 'display', 'phone') $$, 'the first call''s values are the ones kept');

-- The staff views: only staff read them.
set local role anon;
select throws_ok($$ select * from public.staff_conversions_daily $$, '42501', null, 'a guest cannot read the conversions view');
set local role authenticated;
select throws_ok($$ select * from public.staff_handoff_funnel $$, '42501', null, 'a member cannot read the funnel view');
reset role;
select ok(has_table_privilege('service_role', 'public.staff_conversions_daily', 'select')
  and has_table_privilege('service_role', 'public.staff_handoff_funnel', 'select'), 'staff read both');
select ok(not has_table_privilege('authenticated', 'public.staff_conversions_daily', 'select')
  and not has_table_privilege('anon', 'public.staff_handoff_funnel', 'select'), 'the API roles hold no select on them');

-- What they count: a Naver campaign's download on a PC (Korean date), a phone's 카카오톡으로 받기
-- before it, and one whose download came eight days later. They happen on a day of their own: the
-- latest Korean day of the past year on which nothing else converted, so no row of the seed or of
-- the sign-ups above, dated relative to now(), shares the day the views are read for.
delete from public.download_logs;
delete from public.download_handoffs;
select set_config('test.day', (
  select d::date::text
    from generate_series((now() at time zone 'Asia/Seoul')::date - 300, (now() at time zone 'Asia/Seoul')::date - 9, interval '1 day') as d
   where not exists (select 1 from public.staff_conversions_daily as c where c.day_kst = d::date)
   order by d desc limit 1), true);
-- A moment of that day (plus some days), Korean wall-clock time.
create function pg_temp.on_test_day(at_time time, days integer default 0) returns timestamptz language sql as $$
  select (current_setting('test.day')::date + days + at_time) at time zone 'Asia/Seoul'
$$;
insert into public.download_logs (user_id, name, email, tel, social, utm_source, utm_medium, utm_campaign, device_class, created_at)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '김민준', '-', '-', 'kakao', 'naver', 'cpc', 'spring', 'windows', pg_temp.on_test_day('12:00')),
       ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '이서연', '-', '-', 'google', null, null, null, 'windows', pg_temp.on_test_day('12:00', 8));
insert into public.download_handoffs (user_id, channel, utm_source, device_class, created_at)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alimtalk', 'naver', 'phone', pg_temp.on_test_day('08:00')),
       ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'alimtalk', null, 'phone', pg_temp.on_test_day('08:30')),
       (null, 'share', null, 'phone', pg_temp.on_test_day('07:00'));
set local role service_role;
select results_eq($$ select conversion, source, medium, campaign, device, conversions from public.staff_conversions_daily
  where day_kst = current_setting('test.day')::date and conversion = '다운로드' $$,
  $$ values ('다운로드', 'naver', 'cpc', 'spring', '윈도우 PC', 1) $$, 'a download counts under its Korean day, source, campaign and device');
select results_eq($$ select conversion, source, conversions from public.staff_conversions_daily
  where day_kst = current_setting('test.day')::date and conversion <> '다운로드' order by conversion, source $$,
  $$ values ('PC로 보내기', '(직접 방문)', 1), ('카카오톡으로 받기', '(직접 방문)', 1), ('카카오톡으로 받기', 'naver', 1) $$,
  'handoffs count too, a direct visit as (직접 방문)');
select results_eq($$ select channel, links_sent, members, members_downloaded_on_pc, pc_download_rate from public.staff_handoff_funnel
  where day_kst = current_setting('test.day')::date order by channel $$,
  $$ values ('PC로 보내기', 1, 0, 0, null::numeric), ('카카오톡으로 받기', 2, 2, 1, 50.0) $$,
  'the funnel: of two members who sent a link, one downloaded on a PC within 7 days');
reset role;

-- Retention: attribution older than a year is emptied, handoffs older than a year deleted, by
-- the one retention job, as the policy's 광고·캠페인 정보 period.
insert into public.download_logs (user_id, name, email, tel, social, utm_source, device_class, created_at)
values (null, '비회원', '-', '-', '-', 'old-campaign', 'phone', now() - interval '366 days'),
       (null, '비회원', '-', '-', '-', 'new-campaign', 'phone', now() - interval '364 days');
insert into public.download_handoffs (user_id, channel, created_at) values (null, 'copy', now() - interval '366 days');
select is((select wording from private.retention_periods where key = 'campaign_records'), '저장한 날부터 1년',
  'the period is the policy''s 광고·캠페인 정보');
select lives_ok($$ select private.run_retention() $$, 'the daily retention run runs');
select results_eq($$ select utm_source, device_class from public.download_logs where name = '비회원' order by created_at $$,
  $$ values (null::text, null::text), ('new-campaign', 'phone') $$, 'a year-old download keeps its row but not its attribution');
select is((select count(*)::int from public.download_handoffs where created_at < now() - interval '1 year'), 0,
  'year-old handoffs are gone');
select is((select count(*)::int from public.download_handoffs), 3, 'younger ones stay');
select ok(exists (select 1 from private.retention_log where key = 'campaign_records' and source = 'download_handoffs'
                    and affected = 1), 'the run counts what it destroyed');
select is((select count(*)::int from cron.job where jobname = 'attribution-retention'), 0,
  'no job of its own: the one retention job does it');

select * from finish();
rollback;
