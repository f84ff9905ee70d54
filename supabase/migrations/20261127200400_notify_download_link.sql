-- Another event on the outbox (20261123000400): download_link, queued by
-- request_download_link() (20261127200300) and sent by the notify function as one 알림톡 to
-- the member's own number with the download page's link. Everything else about the queue
-- (leases, deliveries, retries, the staff view of problems) applies to it unchanged.

alter table private.notification_deliveries drop constraint notification_deliveries_kind;
alter table private.notification_deliveries add constraint notification_deliveries_kind
  check (kind in ('inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest', 'marketing_consent_due',
                  'download_link'));

-- What staff read in place of a receipt number: the Korean date of the press and the handoff
-- id's first eight characters (L for link), e.g. 261127-L3F2A9C1B.
create function private.download_link_reference(handoff uuid, pressed_at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select to_char(pressed_at at time zone 'Asia/Seoul', 'YYMMDD') || '-L' || upper(left(handoff::text, 8))
$$;
-- Function calls in a view run with the reader's rights: staff read the problems view.
revoke execute on function private.download_link_reference(uuid, timestamptz) from public;
grant execute on function private.download_link_reference(uuid, timestamptz) to service_role;

-- As 20261127100300 left it (digests with their held alerts, consent confirmations with the
-- member's number while that consent stands), with the download_link join: its reference is the
-- handoff's, its time the press, and its number the member's profile at the time of sending.
create or replace function public.notify_claim(batch_size integer default 50, lease_seconds integer default 60)
  returns table (
    msg_id bigint,
    read_ct integer,
    event_id uuid,
    kind text,
    subject_id uuid,
    subject_table text,
    subject_table_oid bigint,
    receipt_no text,
    filed_at timestamptz,
    sector text,
    company text,
    tel text,
    deliveries jsonb,
    digest jsonb
  )
  language sql volatile security definer set search_path = ''
as $$
  with claimed as (
    select m.msg_id, m.read_ct, m.message, (m.message ->> 'event_id')::uuid as event_id,
           m.message ->> 'kind' as kind, (m.message ->> 'subject_id')::uuid as subject_id
      from pgmq.read('notifications', lease_seconds, batch_size) as m
  )
  select c.msg_id, c.read_ct, c.event_id, c.kind, c.subject_id,
         case c.kind when 'partnership_filed' then 'business_inquiries' when 'download_link' then 'download_handoffs'
              when 'marketing_consent_due' then 'profiles' else 'inquiries' end,
         case c.kind when 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              when 'download_link' then 'public.download_handoffs'::regclass::oid
              when 'marketing_consent_due' then 'public.profiles'::regclass::oid
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no, private.download_link_reference(h.id, h.created_at)),
         coalesce(i.created_at, b.created_at, h.created_at, mc.consented_at, (c.message ->> 'hour')::timestamptz),
         i.sector,
         b.company,
         -- The member's number only where a message goes to the member.
         case c.kind when 'answer_written' then i.tel when 'download_link' then p.tel
              when 'marketing_consent_due' then cp.tel end,
         coalesce((select jsonb_object_agg(d.target, jsonb_build_object('status', d.status, 'since', d.first_attempt_at))
                     from private.notification_deliveries as d
                    where d.event_id = c.event_id), '{}'::jsonb),
         case when c.kind = 'staff_digest' then jsonb_build_object(
           'channel', c.message ->> 'channel',
           'hour', c.message ->> 'hour',
           'held', coalesce((select jsonb_agg(jsonb_build_object('kind', d.kind, 'receipt_no', d.receipt_no)
                                               order by d.first_attempt_at, d.receipt_no)
                               from private.notification_deliveries as d
                              where d.status = 'held' and d.target = c.message ->> 'channel'
                                and d.first_attempt_at >= (c.message ->> 'hour')::timestamptz
                                and d.first_attempt_at < (c.message ->> 'hour')::timestamptz + interval '1 hour'),
                            '[]'::jsonb)) end
    from claimed as c
    left join public.inquiries as i on c.kind in ('inquiry_filed', 'answer_written') and i.id = c.subject_id
    left join public.business_inquiries as b on c.kind = 'partnership_filed' and b.id = c.subject_id
    left join public.download_handoffs as h on c.kind = 'download_link' and h.id = c.subject_id
    left join public.profiles as p on p.id = h.user_id
    left join private.marketing_consent_confirmations as mc on c.kind = 'marketing_consent_due' and mc.event_id = c.event_id
    left join public.profiles as cp on cp.id = mc.user_id and cp.marketing_consent and cp.marketing_consent_at = mc.consented_at
   order by c.msg_id
$$;
comment on function public.notify_claim(integer, integer) is
  'For the notify Edge Function only: reads a batch of notification events with a lease (digests with their held alerts, consent confirmations and download links with the member''s number).';

-- 20261127100300's view, naming the new kind.
create or replace view public.staff_notification_problems as
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
   -- A digest waits for its hour to end on purpose: it is late only 10 minutes after it was due.
   where case q.message ->> 'kind' when 'staff_digest' then q.vt else q.enqueued_at end < now() - interval '10 minutes'
   order by 7;
comment on column public.staff_notification_problems.receipt_no is
  '관련 문의의 접수번호 (다운로드 링크 알림톡은 누른 날짜와 기록 ID 앞 8자리)';
