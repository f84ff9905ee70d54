-- The two-yearly confirmation of marketing consent (정보통신망법 Art. 50(8); docs/product.md#member-rights):
-- every two years from the day a member consented, they are told that they did, on which day, and
-- how to withdraw. It leaves through the outbox (20261123000400) as an informational 알림톡 with
-- SMS as the fallback, the same path as the answer notice:
--   marketing_consent_due  a member's consent reached a two-year mark → 알림톡 (or SMS) to them
-- A daily job finds who is due. Exactly once per member per period: a period is the n-th two
-- years since the consent's date (marketing_consent_at), and the primary key below refuses a
-- second notice for the same consent and period, whoever runs the job and however often.
-- Consent withdrawn and given again is a new consent with its own date and its own count.
-- A member without a phone number gets no marketing message at all (the consent covers 문자 and
-- 알림톡 only), so no confirmation either.

-- Every kind there is: the inquiry alerts and the answer notice (20261123000400), the staff
-- digest of the hourly caps (20261127000800) and this one.
alter table private.notification_deliveries
  drop constraint notification_deliveries_kind,
  add constraint notification_deliveries_kind
    check (kind in ('inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest', 'marketing_consent_due'));

create table private.marketing_consent_confirmations (
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The consent this confirms (profiles.marketing_consent_at when it was queued).
  consented_at timestamptz not null,
  -- 1 for the first two years, 2 for four, …
  period integer not null constraint marketing_consent_confirmations_period check (period >= 1),
  event_id uuid not null,
  queued_at timestamptz not null default now(),
  primary key (user_id, consented_at, period)
);
comment on table private.marketing_consent_confirmations is
  'One row per two-yearly marketing consent confirmation queued; the key makes it once per member, consent and period.';

create function private.queue_marketing_consent_confirmations(at timestamptz default now()) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  due record;
  inserted integer;
  queued integer := 0;
begin
  for due in
    select p.id, p.marketing_consent_at,
           (extract(year from age(at, p.marketing_consent_at))::integer / 2) as period
      from public.profiles as p
     where p.marketing_consent and p.tel is not null
       and p.marketing_consent_at <= at - interval '2 years'
  loop
    insert into private.marketing_consent_confirmations (user_id, consented_at, period, event_id)
    values (due.id, due.marketing_consent_at, due.period, gen_random_uuid())
    on conflict do nothing;
    get diagnostics inserted = row_count;
    if inserted = 1 then
      update private.marketing_consent_confirmations
         set event_id = private.enqueue_notification('marketing_consent_due', due.id)
       where user_id = due.id and consented_at = due.marketing_consent_at and period = due.period;
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
comment on function private.queue_marketing_consent_confirmations(timestamptz) is
  'Queues the two-yearly marketing consent confirmation for every member due at `at`; returns how many.';
revoke execute on function private.queue_marketing_consent_confirmations(timestamptz) from public;

-- Daily at 10:00 in Korea (pg_cron reads schedules in UTC): a notice a person reads in the morning.
select cron.schedule('marketing-consent-confirmation', '0 1 * * *',
  'select private.queue_marketing_consent_confirmations()');

-- notify_claim (as 20261127000800 left it, with the staff digests) now also answers for the
-- confirmation: the member's number and, as filed_at, the date of the consent the notice
-- confirms. Both only while that consent still stands: withdrawn (or given again) since it was
-- queued, the event carries no number and the notify function archives it unsent. Unchanged for
-- the other kinds. Same arguments and columns, so `create or replace` keeps its grants.
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
         case c.kind when 'partnership_filed' then 'business_inquiries' when 'marketing_consent_due' then 'profiles'
              else 'inquiries' end,
         case c.kind when 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              when 'marketing_consent_due' then 'public.profiles'::regclass::oid
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no),
         coalesce(i.created_at, b.created_at, mc.consented_at, (c.message ->> 'hour')::timestamptz),
         i.sector,
         b.company,
         -- The member's number only where a message goes to the member.
         case c.kind when 'answer_written' then i.tel when 'marketing_consent_due' then p.tel end,
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
    left join private.marketing_consent_confirmations as mc on c.kind = 'marketing_consent_due' and mc.event_id = c.event_id
    left join public.profiles as p on p.id = mc.user_id and p.marketing_consent and p.marketing_consent_at = mc.consented_at
   order by c.msg_id
$$;
comment on function public.notify_claim(integer, integer) is
  'For the notify Edge Function only: reads a batch of notification events with a lease (digests with their held alerts, consent confirmations with the member''s number).';

-- The problems view (20261127000800) names the confirmation in Korean too, instead of calling
-- it an answer notice.
create or replace view public.staff_notification_problems as
  select case d.kind when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내'
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
              when 'staff_digest' then '알림 한도 초과 요약' when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내'
              else '답변 알림' end,
         coalesce(i.receipt_no, b.receipt_no),
         '발송 대기열',
         '10분 넘게 대기 중 (notify 함수 호출 설정 확인)',
         q.read_ct, null, (q.enqueued_at at time zone 'Asia/Seoul')::timestamp(0), null, (q.message ->> 'event_id')::uuid
    from pgmq.q_notifications as q
    left join public.inquiries as i on i.id = (q.message ->> 'subject_id')::uuid
    left join public.business_inquiries as b on b.id = (q.message ->> 'subject_id')::uuid
   -- A digest waits for its hour to end on purpose: it is late only 10 minutes after it was due.
   where case q.message ->> 'kind' when 'staff_digest' then q.vt else q.enqueued_at end < now() - interval '10 minutes'
   order by 7;
