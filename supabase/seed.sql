-- Test data for a local database (`supabase db reset`, or the PGlite local stack), so a
-- newcomer opens a populated dashboard. Re-running it adds nothing: every row has a fixed id
-- and `on conflict do nothing`. The ids are fixed so tests and the local stack can name them:
--
--   11111111-1111-4111-8111-111111111111  김민준  minjun.kim@example.com   kakao   010-2345-6789
--   22222222-2222-4222-8222-222222222222  이서연  seoyeon.lee@example.com  google  (no phone)
--
-- The users go in through auth.users exactly as Supabase Auth would write them, so the
-- profile trigger creates their profiles from the provider metadata.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at
) values
  (
    '00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111',
    'authenticated', 'authenticated', 'minjun.kim@example.com', '', now() - interval '30 days',
    '{"provider": "kakao", "providers": ["kakao"]}',
    '{"iss": "https://kauth.kakao.com", "sub": "4012345678", "provider_id": "4012345678",
      "name": "김민준", "full_name": "김민준", "user_name": "민준", "email": "minjun.kim@example.com",
      "email_verified": true, "phone_verified": false, "phone_number": "+82 10-2345-6789"}',
    now() - interval '30 days', now() - interval '1 day', now() - interval '1 day'
  ),
  (
    '00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222',
    'authenticated', 'authenticated', 'seoyeon.lee@example.com', '', now() - interval '12 days',
    '{"provider": "google", "providers": ["google"]}',
    '{"iss": "https://accounts.google.com", "sub": "104938271650384712345", "provider_id": "104938271650384712345",
      "name": "이서연", "full_name": "이서연", "email": "seoyeon.lee@example.com",
      "email_verified": true, "phone_verified": false}',
    now() - interval '12 days', now() - interval '2 days', now() - interval '2 days'
  )
on conflict (id) do nothing;

-- The provider accounts behind them, as Supabase Auth links them (one identity per provider).
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.raw_user_meta_data ->> 'provider_id', u.id,
       u.raw_user_meta_data || jsonb_build_object('sub', u.raw_user_meta_data ->> 'provider_id'),
       u.raw_app_meta_data ->> 'provider', u.last_sign_in_at, u.created_at, u.updated_at
  from auth.users as u
 where u.id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222')
on conflict (provider_id, provider) do nothing;

-- Consultation inquiries. Inserted as staff would (this file runs as postgres), so the
-- receipt number is drawn for the inquiry's own date and the answered one keeps its times.
insert into public.inquiries (
  id, receipt_no, user_id, name, tel, email, sector, company_no, content,
  privacy_consent, marketing_consent, created_at, status, answer, answered_at, reservation_time, title
)
select v.id::uuid, private.next_inquiry_receipt_no(v.created_at), v.user_id::uuid, v.name, v.tel, v.email,
       v.sector, v.company_no, v.content, true, v.marketing_consent, v.created_at,
       v.status::public.inquiry_status, v.answer, v.answered_at, v.reservation_time, v.title
  from (values
    (
      '31111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111',
      '김민준', '010-2345-6789', 'minjun.kim@example.com', '정육점', '1018612346',
      '정육점을 운영하고 있습니다. 지금 쓰는 카드 단말기와 소담POS를 연동할 수 있는지 궁금합니다. 전자저울 연동도 되나요?',
      true, now() - interval '5 days', '답변완료',
      '안녕하세요, 소담POS입니다. 사용 중인 카드 단말기는 프로그램 설치 후 [환경설정 > 결제 단말기]에서 바로 연동하실 수 있습니다. 전자저울도 지원하며, 원격 지원으로 설정을 도와드리겠습니다. 편하신 시간을 알려 주세요.',
      now() - interval '4 days 20 hours', null::timestamptz, '단말기·저울 연동'
    ),
    (
      '31111111-1111-4111-8111-111111111112', '11111111-1111-4111-8111-111111111111',
      '김민준', '010-2345-6789', 'minjun.kim@example.com', '정육점', null,
      '회원 포인트 적립을 현금 결제에만 적용하고 싶습니다. 할인 상품은 적립에서 빼는 설정도 가능한가요?',
      false, now() - interval '1 day', '접수', null, null, null, null
    ),
    (
      '32222222-2222-4222-8222-222222222221', '22222222-2222-4222-8222-222222222222',
      '이서연', '010-9876-5432', 'seoyeon.lee@example.com', '카페', '1208830276',
      '카페 두 곳을 운영하는데 매장별 매출을 한 화면에서 볼 수 있을까요? 모바일 앱으로도 확인하고 싶습니다.',
      true, now() - interval '2 days', '상담중', null, null,
      date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul' + interval '1 day 14 hours',
      '다매장 매출 조회'
    )
  ) as v(id, user_id, name, tel, email, sector, company_no, content, marketing_consent, created_at,
         status, answer, answered_at, reservation_time, title)
 where not exists (select 1 from public.inquiries as i where i.id = v.id::uuid);

-- A guest's partnership inquiry (no owner).
-- Its receipt number is drawn for its own date; `where not exists` rather than `on conflict`,
-- so a re-run draws no number.
insert into public.business_inquiries (
  id, receipt_no, name, tel, company, company_no, content, privacy_consent, marketing_consent, created_at
)
select '41111111-1111-4111-8111-111111111111', private.next_inquiry_receipt_no(now() - interval '3 days'),
       '박지훈', '02-3456-7890', '꽃집', '2148756012',
       '꽃집 가맹 본부입니다. 가맹점 30곳에 POS를 한꺼번에 도입하려고 하는데 제휴 조건을 상담받고 싶습니다.',
       true, true, now() - interval '3 days'
 where not exists (select 1 from public.business_inquiries as b where b.id = '41111111-1111-4111-8111-111111111111');

-- Installer downloads: the two members (their profile's fields, as log_download() copies
-- them) and a guest with the spec's values.
insert into public.download_logs (id, user_id, name, email, tel, social, created_at)
select v.id::uuid, p.id, coalesce(p.name, '-'), coalesce(p.email, '-'), coalesce(p.tel, '-'),
       coalesce(p.social::text, '-'), v.created_at
  from (values
    ('51111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', now() - interval '29 days'),
    ('52222222-2222-4222-8222-222222222222', '22222222-2222-4222-8222-222222222222', now() - interval '11 days')
  ) as v(id, user_id, created_at)
  join public.profiles as p on p.id = v.user_id::uuid
on conflict (id) do nothing;

insert into public.download_logs (id, user_id, name, email, tel, social, created_at)
values ('53333333-3333-4333-8333-333333333333', null, '비회원', '-', '-', '-', now() - interval '6 days')
on conflict (id) do nothing;

-- The inquiries above are history, not news: their inserts queued staff alerts like any other
-- (the notifications migration), which are taken back here, and only theirs.
select pgmq.delete('notifications', q.msg_id)
  from pgmq.q_notifications as q
 where q.message ->> 'subject_id' in (
   '31111111-1111-4111-8111-111111111111', '31111111-1111-4111-8111-111111111112',
   '32222222-2222-4222-8222-222222222221', '41111111-1111-4111-8111-111111111111'
 );
