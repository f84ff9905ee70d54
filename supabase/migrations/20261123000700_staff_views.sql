-- Views staff open in the dashboard: the open consultation and partnership inquiries, oldest
-- first, and the notifications that need a person. Times are Korean wall-clock times. Only
-- staff read them: the API roles get nothing (Supabase's default grants would hand them
-- everything in public), and pgTAP checks that they cannot.

-- security_invoker: the caller's rights on the tables apply (staff bypass RLS anyway).
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

-- Owner's rights on purpose: the rows come from private and pgmq, which staff roles cannot
-- read directly. Two kinds of trouble: a message that failed for good (or whose outcome the
-- provider must be asked about), and an event still waiting after 10 minutes, which means the
-- notify function is not being called (Vault secrets or the function's secret not set).
create view public.staff_notification_problems as
  select case d.kind when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              else '답변 알림' end as kind,
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
              else '답변 알림' end,
         coalesce(i.receipt_no, b.receipt_no),
         '발송 대기열',
         '10분 넘게 대기 중 (notify 함수 호출 설정 확인)',
         q.read_ct, null, (q.enqueued_at at time zone 'Asia/Seoul')::timestamp(0), null, (q.message ->> 'event_id')::uuid
    from pgmq.q_notifications as q
    left join public.inquiries as i on i.id = (q.message ->> 'subject_id')::uuid
    left join public.business_inquiries as b on b.id = (q.message ->> 'subject_id')::uuid
   where q.enqueued_at < now() - interval '10 minutes'
   order by 7;
comment on view public.staff_notification_problems is '사람이 확인해야 하는 알림: 재시도가 끝난 실패, 발송 여부 불명, 10분 넘게 대기 중인 알림';
comment on column public.staff_notification_problems.kind is '알림 종류';
comment on column public.staff_notification_problems.receipt_no is '관련 문의의 접수번호';
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
