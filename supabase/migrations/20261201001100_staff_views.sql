-- The baseline schema, part 11 of 11: what staff open in the dashboard, and what the launch check
-- asks. Times are Korean wall-clock times, and every view and column says in Korean what it
-- shows. Only staff read the views: the API roles get nothing (Supabase's default grants would
-- hand them everything in public), and pgTAP checks that they cannot.

-- The open consultation inquiries, oldest first. security_invoker: the caller's rights on the
-- tables apply (staff bypass RLS anyway).
create view public.staff_open_inquiries with (security_invoker = true) as
  select i.receipt_no, i.status, (i.created_at at time zone 'Asia/Seoul')::timestamp(0) as created_at_kst,
         i.name, i.tel, i.sector, i.company_no, i.content,
         (i.reservation_time at time zone 'Asia/Seoul')::timestamp(0) as reservation_time_kst, i.id
    from public.inquiries as i
   where i.status <> '답변완료'
   order by i.created_at, i.receipt_no;
comment on view public.staff_open_inquiries is '답변을 기다리는 상담 문의 (오래된 순)';
comment on column public.staff_open_inquiries.receipt_no is '접수번호';
comment on column public.staff_open_inquiries.status is '처리 상태 (접수, 상담중)';
comment on column public.staff_open_inquiries.created_at_kst is '접수 시각 (한국 시간)';
comment on column public.staff_open_inquiries.name is '이름';
comment on column public.staff_open_inquiries.tel is '연락처';
comment on column public.staff_open_inquiries.sector is '업종';
comment on column public.staff_open_inquiries.company_no is '사업자등록번호 (선택)';
comment on column public.staff_open_inquiries.content is '문의 내용';
comment on column public.staff_open_inquiries.reservation_time_kst is '상담 예약 시각 (한국 시간)';
comment on column public.staff_open_inquiries.id is '문의 ID (inquiries 표에서 이 행을 찾아 답변을 씁니다)';

-- The open partnership inquiries, oldest first.
create view public.staff_open_partnerships with (security_invoker = true) as
  select b.receipt_no, b.status, (b.created_at at time zone 'Asia/Seoul')::timestamp(0) as created_at_kst,
         b.name, b.tel, b.company, b.company_no, b.content, b.staff_memo, b.user_id is not null as is_member, b.id
    from public.business_inquiries as b
   where b.status <> '완료'
   order by b.created_at, b.receipt_no;
comment on view public.staff_open_partnerships is '처리를 기다리는 제휴 문의 (오래된 순)';
comment on column public.staff_open_partnerships.receipt_no is '접수번호';
comment on column public.staff_open_partnerships.status is '처리 상태 (접수, 상담중)';
comment on column public.staff_open_partnerships.created_at_kst is '접수 시각 (한국 시간)';
comment on column public.staff_open_partnerships.name is '이름';
comment on column public.staff_open_partnerships.tel is '연락처';
comment on column public.staff_open_partnerships.company is '상호명 또는 업종';
comment on column public.staff_open_partnerships.company_no is '사업자등록번호 (선택)';
comment on column public.staff_open_partnerships.content is '문의 내용';
comment on column public.staff_open_partnerships.staff_memo is '담당자 메모';
comment on column public.staff_open_partnerships.is_member is '회원이 보낸 문의인지 여부';
comment on column public.staff_open_partnerships.id is '문의 ID (business_inquiries 표에서 이 행을 찾아 상태와 메모를 바꿉니다)';

-- The notifications that need a person. Owner's rights on purpose: the rows come from private and
-- pgmq, which staff roles cannot read directly. Two kinds of trouble: a message that failed for
-- good (or whose outcome the provider must be asked about), and an event still waiting 10 minutes
-- after it was due, which means the notify function is not being called (Vault secrets or the
-- function's secret not set). A digest waits for its hour to end on purpose, so it is late only
-- 10 minutes after its own time.
create view public.staff_notification_problems as
  select case d.kind when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' when 'download_link' then '다운로드 링크 알림톡'
              when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내' else '답변 알림' end as kind,
         d.receipt_no,
         case d.target when 'staff_webhook' then '담당자 메신저(웹훅)' when 'staff_sms' then '담당자 문자'
              else '회원 알림톡·문자' end as target,
         case d.status when 'failed' then '실패 (재시도 끝남)' else '확인 필요 (발송 여부 불명)' end as problem,
         d.attempts, d.last_error,
         (d.last_attempt_at at time zone 'Asia/Seoul')::timestamp(0) as last_attempt_kst,
         d.provider_ref, d.event_id
    from private.notification_deliveries as d
   where d.status in ('failed', 'unknown')
  union all
  select case q.message ->> 'kind' when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' when 'download_link' then '다운로드 링크 알림톡'
              when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내' else '답변 알림' end,
         coalesce(i.receipt_no, b.receipt_no, private.download_link_reference(h.id, h.created_at)),
         '발송 대기열',
         '10분 넘게 대기 중 (notify 함수 호출 설정 확인)',
         q.read_ct, null, (q.enqueued_at at time zone 'Asia/Seoul')::timestamp(0), null, (q.message ->> 'event_id')::uuid
    from pgmq.q_notifications as q
    left join public.inquiries as i on i.id = (q.message ->> 'subject_id')::uuid
    left join public.business_inquiries as b on b.id = (q.message ->> 'subject_id')::uuid
    left join public.download_handoffs as h on h.id = (q.message ->> 'subject_id')::uuid
   where case q.message ->> 'kind' when 'staff_digest' then q.vt else q.enqueued_at end < now() - interval '10 minutes'
   order by 7;
comment on view public.staff_notification_problems is '사람이 확인해야 하는 알림: 재시도가 끝난 실패, 발송 여부 불명, 10분 넘게 대기 중인 알림';
comment on column public.staff_notification_problems.kind is '알림 종류';
comment on column public.staff_notification_problems.receipt_no is
  '관련 문의의 접수번호 (다운로드 링크 알림톡은 누른 날짜와 기록 ID 앞 8자리)';
comment on column public.staff_notification_problems.target is '받는 곳';
comment on column public.staff_notification_problems.problem is '문제';
comment on column public.staff_notification_problems.attempts is '시도 횟수';
comment on column public.staff_notification_problems.last_error is '마지막 오류 내용';
comment on column public.staff_notification_problems.last_attempt_kst is '마지막 시도 시각 (한국 시간). 대기 중인 알림은 접수 시각';
comment on column public.staff_notification_problems.provider_ref is '솔라피 메시지 ID (솔라피 콘솔에서 발송 결과 조회)';
comment on column public.staff_notification_problems.event_id is '알림 이벤트 ID (솔라피 메시지의 customFields.eventId, 웹훅의 Idempotency-Key)';

revoke all on public.staff_open_inquiries, public.staff_open_partnerships, public.staff_notification_problems
  from public, anon, authenticated;
grant select on public.staff_open_inquiries, public.staff_open_partnerships, public.staff_notification_problems
  to service_role;

-- Per retention period, what is due now and when the next row falls due (Korean dates). Owner's
-- rights: the rows come from private and pgmq.
create view public.staff_retention_due as
  select p.item, p.wording as period, p.disposal, p.counted_from,
         count(s.row_ref) filter (where s.counted_from + p.keep <= now()) as due_now,
         (min(s.counted_from + p.keep) filter (where s.counted_from + p.keep > now()) at time zone 'Asia/Seoul')::date
           as next_due_kst,
         (select max(l.ran_at) from private.retention_log as l where l.key = p.key) at time zone 'Asia/Seoul' as last_run_kst
    from private.retention_periods as p
    left join private.retention_schedule as s on s.key = p.key
   group by p.key, p.item, p.wording, p.disposal, p.counted_from
   order by p.key;
comment on view public.staff_retention_due is '보유 기간이 끝나 파기(삭제·익명 처리)할 개인정보: 지금 대상 건수와 다음 예정일';
comment on column public.staff_retention_due.item is '개인정보처리방침의 항목 이름';
comment on column public.staff_retention_due.period is '개인정보처리방침에 적힌 보유 기간';
comment on column public.staff_retention_due.disposal is '파기 방법 (삭제 또는 익명 처리)';
comment on column public.staff_retention_due.counted_from is '보유 기간을 세기 시작하는 때';
comment on column public.staff_retention_due.due_now is '지금 보유 기간이 끝난 건수 (매일 새벽 3시 30분 작업이 처리)';
comment on column public.staff_retention_due.next_due_kst is '다음으로 보유 기간이 끝나는 날 (한국 날짜)';
comment on column public.staff_retention_due.last_run_kst is '마지막으로 파기 작업이 이 항목을 처리한 시각 (한국 시간)';

revoke all on public.staff_retention_due from public, anon, authenticated;
grant select on public.staff_retention_due to service_role;

-- What members did with their rights, day by day in Korea: marketing consents given and withdrawn,
-- and accounts deleted by the member (회원 탈퇴) or by staff. Counts only, from
-- private.member_rights_events, which names nobody. Before the first event of a day there is no
-- row for it.
create view public.staff_member_rights_daily as
  select (e.at at time zone 'Asia/Seoul')::date as day_kst,
         count(*) filter (where e.kind = 'marketing_granted') as marketing_granted,
         count(*) filter (where e.kind = 'marketing_withdrawn') as marketing_withdrawn,
         count(*) filter (where e.kind = 'account_deleted_by_member') as withdrawals,
         count(*) filter (where e.kind = 'account_deleted_by_staff') as deleted_by_staff
    from private.member_rights_events as e
   group by 1
   order by 1 desc;
comment on view public.staff_member_rights_daily is '날짜별(한국 시간) 마케팅 수신 동의·철회와 회원 탈퇴 건수';
comment on column public.staff_member_rights_daily.day_kst is '날짜 (한국 시간)';
comment on column public.staff_member_rights_daily.marketing_granted is '마케팅 수신에 동의한 건수';
comment on column public.staff_member_rights_daily.marketing_withdrawn is '마케팅 수신 동의를 철회한 건수';
comment on column public.staff_member_rights_daily.withdrawals is '회원이 직접 탈퇴한 건수';
comment on column public.staff_member_rights_daily.deleted_by_staff is '담당자가 대시보드에서 삭제한 회원 수';

-- The members staff may send marketing messages to today, with the consent's date: the list to
-- send from, so a withdrawal takes effect the moment the member presses the button.
create view public.staff_marketing_recipients with (security_invoker = true) as
  select p.name, p.tel, p.email, (p.marketing_consent_at at time zone 'Asia/Seoul')::date as consented_on_kst, p.id
    from public.profiles as p
   where p.marketing_consent
   order by p.marketing_consent_at;
comment on view public.staff_marketing_recipients is '지금 마케팅 정보를 보내도 되는 회원 (수신 동의한 회원만, 동의한 날짜순)';
comment on column public.staff_marketing_recipients.name is '이름';
comment on column public.staff_marketing_recipients.tel is '휴대폰 번호 (없으면 문자·알림톡을 보낼 수 없음)';
comment on column public.staff_marketing_recipients.email is '이메일';
comment on column public.staff_marketing_recipients.consented_on_kst is '수신에 동의한 날 (한국 날짜, 2년마다 확인 안내가 나감)';
comment on column public.staff_marketing_recipients.id is '회원 ID (profiles 표)';

revoke all on public.staff_member_rights_daily, public.staff_marketing_recipients from public, anon, authenticated;
grant select on public.staff_member_rights_daily, public.staff_marketing_recipients to service_role;

-- What the marketing team opens (docs/product.md#where-visitors-come-from): conversions per
-- Korean day by where the visit came from and on what device. The source as ad reports name it:
-- the campaign's utm_source, else the referring site, else a direct visit; rows without any
-- attribution recorded say so instead of counting as direct.
create view public.staff_conversions_daily with (security_invoker = true) as
  with conversions as (
    select '회원가입' as conversion, p.created_at, p.utm_source, p.utm_medium, p.utm_campaign, p.referrer_host, p.device_class
      from public.profiles as p
    union all
    select '다운로드', d.created_at, d.utm_source, d.utm_medium, d.utm_campaign, d.referrer_host, d.device_class
      from public.download_logs as d
    union all
    select '상담 문의', i.created_at, i.utm_source, i.utm_medium, i.utm_campaign, i.referrer_host, i.device_class
      from public.inquiries as i
    union all
    select '제휴 문의', b.created_at, b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.device_class
      from public.business_inquiries as b
    union all
    select case h.channel when 'alimtalk' then '카카오톡으로 받기' else 'PC로 보내기' end,
           h.created_at, h.utm_source, h.utm_medium, h.utm_campaign, h.referrer_host, h.device_class
      from public.download_handoffs as h
  )
  select (c.created_at at time zone 'Asia/Seoul')::date as day_kst,
         c.conversion,
         coalesce(c.utm_source, c.referrer_host,
                  case when c.device_class is null then '(기록 없음)' else '(직접 방문)' end) as source,
         coalesce(c.utm_medium, case when c.utm_source is null and c.referrer_host is not null then 'referral' end,
                  '(없음)') as medium,
         coalesce(c.utm_campaign, '(없음)') as campaign,
         case c.device_class when 'windows' then '윈도우 PC' when 'mac' then '맥' when 'chromeos' then '크롬북'
              when 'phone' then '휴대폰' when 'tablet' then '태블릿' when 'other' then '기타' else '(기록 없음)' end
           as device,
         count(*)::integer as conversions
    from conversions as c
   group by 1, 2, 3, 4, 5, 6
   order by 1 desc, 2, 7 desc, 3, 4, 5, 6;
comment on view public.staff_conversions_daily is '날짜(한국 시간)·전환 종류·유입 경로·기기별 전환 수 (최근 날짜부터)';
comment on column public.staff_conversions_daily.day_kst is '날짜 (한국 시간)';
comment on column public.staff_conversions_daily.conversion is
  '전환 종류: 회원가입, 다운로드, 상담 문의, 제휴 문의, PC로 보내기, 카카오톡으로 받기';
comment on column public.staff_conversions_daily.source is
  '유입 경로: utm_source, 없으면 직전 사이트의 도메인, 둘 다 없으면 (직접 방문). 이 기능 이전 기록은 (기록 없음)';
comment on column public.staff_conversions_daily.medium is '광고 유형: utm_medium (다른 사이트 링크로 오면 referral)';
comment on column public.staff_conversions_daily.campaign is '캠페인: utm_campaign';
comment on column public.staff_conversions_daily.device is '기기: 윈도우 PC, 맥, 크롬북, 휴대폰, 태블릿, 기타';
comment on column public.staff_conversions_daily.conversions is '전환 수';

-- The handoff funnel: links sent from a device that cannot run the installer → downloads on a
-- Windows PC by the same member within 7 days, per Korean day and way of sending. Guests' shares
-- count as sent but cannot be followed to a download, so the funnel's members are members only.
create view public.staff_handoff_funnel with (security_invoker = true) as
  with sent as (
    select (h.created_at at time zone 'Asia/Seoul')::date as day_kst,
           case h.channel when 'alimtalk' then '카카오톡으로 받기' else 'PC로 보내기' end as channel,
           h.user_id,
           exists (
             select 1 from public.download_logs as d
              where d.user_id = h.user_id and d.device_class = 'windows'
                and d.created_at >= h.created_at and d.created_at < h.created_at + interval '7 days'
           ) as downloaded_on_pc
      from public.download_handoffs as h
  )
  select s.day_kst, s.channel,
         count(*)::integer as links_sent,
         count(distinct s.user_id)::integer as members,
         count(distinct s.user_id) filter (where s.downloaded_on_pc)::integer as members_downloaded_on_pc,
         round(100.0 * count(distinct s.user_id) filter (where s.downloaded_on_pc)
               / nullif(count(distinct s.user_id), 0), 1) as pc_download_rate
    from sent as s
   group by 1, 2
   order by 1 desc, 2;
comment on view public.staff_handoff_funnel is
  '휴대폰 등에서 보낸 다운로드 링크가 7일 안에 같은 회원의 윈도우 PC 다운로드로 이어졌는지 (날짜·보낸 방법별)';
comment on column public.staff_handoff_funnel.day_kst is '링크를 보낸 날짜 (한국 시간)';
comment on column public.staff_handoff_funnel.channel is '보낸 방법: PC로 보내기 (공유·링크 복사), 카카오톡으로 받기';
comment on column public.staff_handoff_funnel.links_sent is '보낸 링크 수 (비회원 포함)';
comment on column public.staff_handoff_funnel.members is '링크를 보낸 회원 수';
comment on column public.staff_handoff_funnel.members_downloaded_on_pc is '그중 7일 안에 윈도우 PC에서 내려받은 회원 수';
comment on column public.staff_handoff_funnel.pc_download_rate is 'PC 다운로드 전환율 (%, 회원 기준)';

revoke all on public.staff_conversions_daily, public.staff_handoff_funnel from public, anon, authenticated;
grant select on public.staff_conversions_daily, public.staff_handoff_funnel to service_role;

-- What `npm run check:launch` asks the running project with nothing but its publishable key: a
-- few facts that only the running project can show (docs/architecture.md#the-launch-check), each
-- a yes or no or a size, never an address, a secret or a setting's value.
--   client_address_header  the platform's cf-connecting-ip reaches the database: the guest limits
--                          key on it (private.request_client_address()), and without it every
--                          guest shares one bucket;
--   installer              skpossetup.exe is in the installers bucket, its size and the bucket's
--                          limit (the size is on the download page anyway);
--   notify_sweep           the pg_cron job that drains the notification queue is scheduled;
--   notify_vault           Vault holds the two secrets pg_net calls the notify function with.
create function public.launch_readiness() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'client_address_header',
      nullif(btrim((coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb) ->> 'cf-connecting-ip'), '')
        is not null,
    'installer', (
      select jsonb_build_object(
        'present', o.name is not null,
        'bytes', (o.metadata ->> 'size')::bigint,
        'limit_bytes', b.file_size_limit
      )
      from storage.buckets b
      left join storage.objects o on o.bucket_id = b.id and o.name = 'skpossetup.exe'
      where b.id = 'installers'
    ),
    'notify_sweep', exists (select 1 from cron.job j where j.jobname = 'notify-sweep' and j.active),
    'notify_vault', (select count(distinct s.name) = 2 from vault.secrets s where s.name in ('project_url', 'notify_secret'))
  )
$$;
comment on function public.launch_readiness() is
  'Yes/no facts for npm run check:launch (client-address header, installer, notify sweep and Vault); no values.';
revoke all on function public.launch_readiness() from public;
grant execute on function public.launch_readiness() to anon, authenticated, service_role;
