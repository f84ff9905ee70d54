-- The notify function's side of proven numbers and the new messages (20261202000300, 000400):
--   notify_claim   answers every member-facing event with a proven number only (or none, and
--                  the function archives it unsent): the answer notice goes to the inquiry's
--                  number if its owner proved it, else to the owner's proven number; the
--                  download link and the consent notice to the member's proven number. It also
--                  answers the verification code's number and code (while the code is live), and
--                  the hourly cap's staff alert; the code comes back in a new last column, `code`.
--   notify_begin,  check what they are given before they write (a Korean refusal, never a row);
--   notify_settle  notify_settle deletes a code's event instead of archiving it, so no code
--                  outlives its sending in the queue's archive.

drop function public.notify_claim(integer, integer);
create function public.notify_claim(batch_size integer default 50, lease_seconds integer default 60)
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
    digest jsonb,
    code text
  )
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if batch_size is null or batch_size not between 1 and 1000 or lease_seconds is null or lease_seconds not between 1 and 3600 then
    raise exception using errcode = '22023', message = '한 번에 읽을 알림 수(1~1000)와 임대 시간(1~3600초)을 확인해 주세요.',
      hint = 'invalid_claim';
  end if;
  return query
  with claimed as (
    select m.msg_id, m.read_ct, m.message, (m.message ->> 'event_id')::uuid as event_id,
           m.message ->> 'kind' as kind, (m.message ->> 'subject_id')::uuid as subject_id
      from pgmq.read('notifications', lease_seconds, batch_size) as m
  )
  select c.msg_id, c.read_ct, c.event_id, c.kind, c.subject_id,
         case c.kind when 'partnership_filed' then 'business_inquiries' when 'download_link' then 'download_handoffs'
              when 'marketing_consent_due' then 'profiles' when 'phone_code' then 'phone_codes'
              when 'member_message_cap' then null else 'inquiries' end,
         case c.kind when 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              when 'download_link' then 'public.download_handoffs'::regclass::oid
              when 'marketing_consent_due' then 'public.profiles'::regclass::oid
              when 'phone_code' then 'private.phone_codes'::regclass::oid
              when 'member_message_cap' then null
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no, private.download_link_reference(h.id, h.created_at),
                  private.phone_code_reference(pc.id, pc.created_at),
                  case when c.kind = 'member_message_cap'
                    then to_char((c.message ->> 'hour')::timestamptz at time zone 'Asia/Seoul', 'YYMMDD-HH24') || '시' end),
         coalesce(i.created_at, b.created_at, h.created_at, pc.created_at, mc.consented_at,
                  (c.message ->> 'hour')::timestamptz),
         i.sector,
         b.company,
         -- A proven number only, and only where a message goes to the member.
         case c.kind when 'answer_written' then private.message_number(i.user_id, i.tel)
              when 'download_link' then private.message_number(h.user_id)
              when 'marketing_consent_due' then private.message_number(cp.id)
              when 'phone_code' then pc.tel end,
         coalesce((select jsonb_object_agg(d.target, jsonb_build_object('status', d.status, 'since', d.first_attempt_at))
                     from private.notification_deliveries as d
                    where d.event_id = c.event_id), '{}'::jsonb),
         case c.kind
           when 'staff_digest' then jsonb_build_object(
             'channel', c.message ->> 'channel',
             'hour', c.message ->> 'hour',
             'held', coalesce((select jsonb_agg(jsonb_build_object('kind', d.kind, 'receipt_no', d.receipt_no)
                                                 order by d.first_attempt_at, d.receipt_no)
                                 from private.notification_deliveries as d
                                where d.status = 'held' and d.target = c.message ->> 'channel'
                                  and d.first_attempt_at >= (c.message ->> 'hour')::timestamptz
                                  and d.first_attempt_at < (c.message ->> 'hour')::timestamptz + interval '1 hour'),
                              '[]'::jsonb))
           when 'member_message_cap' then jsonb_build_object('hour', c.message ->> 'hour', 'cap', (c.message ->> 'cap')::integer)
         end,
         case when c.kind = 'phone_code' and pc.id is not null then c.message ->> 'code' end
    from claimed as c
    left join public.inquiries as i on c.kind in ('inquiry_filed', 'answer_written') and i.id = c.subject_id
    left join public.business_inquiries as b on c.kind = 'partnership_filed' and b.id = c.subject_id
    left join public.download_handoffs as h on c.kind = 'download_link' and h.id = c.subject_id
    -- A code is sent only while it can still be used.
    left join private.phone_codes as pc on c.kind = 'phone_code' and pc.id = c.subject_id and pc.expires_at > now()
    left join private.marketing_consent_confirmations as mc on c.kind = 'marketing_consent_due' and mc.event_id = c.event_id
    left join public.profiles as cp on cp.id = mc.user_id and cp.marketing_consent and cp.marketing_consent_at = mc.consented_at
   order by c.msg_id;
end;
$$;
revoke execute on function public.notify_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer) to service_role;
comment on function public.notify_claim(integer, integer) is
  'For the notify Edge Function only: reads a batch of notification events with a lease; member messages with a proven number only.';

-- The fields of a delivery record the two functions below write, checked before they do.
create function private.check_delivery_records(records jsonb, statuses text[]) returns void
  language plpgsql immutable set search_path = ''
as $$
declare
  item jsonb;
begin
  if jsonb_typeof(records) is distinct from 'array' then
    raise exception using errcode = '22023', message = '알림 발송 기록은 목록이어야 합니다.', hint = 'invalid_delivery';
  end if;
  for item in select value from jsonb_array_elements(records) loop
    if (item ->> 'event_id') !~ '^[0-9a-fA-F-]{36}$' or item ->> 'event_id' is null then
      raise exception using errcode = '22023', message = '알림 발송 기록의 이벤트 ID(event_id)가 올바르지 않습니다.',
        hint = 'invalid_delivery';
    end if;
    if item ->> 'target' is null
       or item ->> 'target' not in ('staff_webhook', 'staff_sms', 'member_alimtalk', 'member_sms') then
      raise exception using errcode = '22023', message = '알림 발송 기록의 받는 곳(target)이 올바르지 않습니다.',
        hint = 'invalid_delivery';
    end if;
    if item ->> 'kind' is null or item ->> 'kind' not in (
         'inquiry_filed', 'partnership_filed', 'answer_written', 'staff_digest', 'marketing_consent_due',
         'download_link', 'phone_code', 'member_message_cap') then
      raise exception using errcode = '22023', message = '알림 발송 기록의 종류(kind)가 올바르지 않습니다.',
        hint = 'invalid_delivery';
    end if;
    if statuses is not null and (item ->> 'status' is null or not (item ->> 'status' = any (statuses))) then
      raise exception using errcode = '22023', message = '알림 발송 기록의 상태(status)가 올바르지 않습니다.',
        hint = 'invalid_delivery';
    end if;
  end loop;
end;
$$;
revoke execute on function private.check_delivery_records(jsonb, text[]) from public;

-- 20261127000800's notify_begin, with its targets checked first.
create or replace function public.notify_begin(targets jsonb, caps jsonb default '{}'::jsonb)
  returns table (event_id uuid, target text)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  t record;
begin
  perform private.check_delivery_records(targets, null);
  if jsonb_typeof(coalesce(caps, '{}'::jsonb)) <> 'object'
     or exists (select 1 from jsonb_each(coalesce(caps, '{}'::jsonb)) as x
                 where x.key not in ('staff_sms', 'staff_webhook') or jsonb_typeof(x.value) <> 'number' or (x.value)::text::numeric < 0) then
    raise exception using errcode = '22023', message = '담당자 알림 한도(caps)가 올바르지 않습니다.', hint = 'invalid_caps';
  end if;
  for t in
    select x.event_id, x.target, x.kind, x.receipt_no
      from jsonb_to_recordset(targets) as x(event_id uuid, target text, kind text, receipt_no text)
  loop
    if t.target in ('staff_webhook', 'staff_sms') and t.kind <> 'staff_digest'
       and not exists (select 1 from private.notification_deliveries as d where d.event_id = t.event_id and d.target = t.target)
       and not private.take_staff_alert_place(t.target,
             coalesce((caps ->> t.target)::integer, case t.target when 'staff_sms' then 20 else 60 end)) then
      insert into private.notification_deliveries (event_id, target, kind, receipt_no, status, attempts)
      values (t.event_id, t.target, t.kind, t.receipt_no, 'held', 0);
      event_id := t.event_id;
      target := t.target;
      return next;
      continue;
    end if;
    insert into private.notification_deliveries as d (event_id, target, kind, receipt_no, status, attempts)
    values (t.event_id, t.target, t.kind, t.receipt_no, 'sending', 1)
    on conflict on constraint notification_deliveries_pkey do update
      set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(), last_error = null;
  end loop;
end;
$$;

-- 20261127000800's notify_settle, with its outcomes checked first, and a code's event deleted
-- instead of archived: the archive keeps events 3 months, and a code must not live that long.
create or replace function public.notify_settle(outcomes jsonb) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  outcome record;
begin
  if jsonb_typeof(outcomes) is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(outcomes) as o(value)
                 where jsonb_typeof(o.value -> 'msg_id') is distinct from 'number'
                    or jsonb_typeof(o.value -> 'deliveries') is distinct from 'array'
                    or (o.value ? 'retry_in_seconds' and jsonb_typeof(o.value -> 'retry_in_seconds') not in ('number', 'null'))) then
    raise exception using errcode = '22023',
      message = '알림 처리 결과는 msg_id, deliveries(목록), retry_in_seconds(숫자 또는 null)를 담아야 합니다.',
      hint = 'invalid_outcome';
  end if;
  perform private.check_delivery_records(coalesce((select jsonb_agg(d.value)
      from jsonb_array_elements(outcomes) as o(value), jsonb_array_elements(o.value -> 'deliveries') as d(value)), '[]'::jsonb),
    array['sent', 'retrying', 'failed', 'unknown', 'skipped', 'held', 'digested']);

  insert into private.notification_deliveries as d (event_id, target, kind, receipt_no, status, attempts, last_error, provider_ref, sent_at)
  select x.event_id, x.target, x.kind, x.receipt_no, x.status, 0, x.error, x.provider_ref,
         case when x.status = 'sent' then now() end
    from jsonb_array_elements(outcomes) as o(value)
   cross join lateral jsonb_to_recordset(o.value -> 'deliveries')
         as x(event_id uuid, target text, kind text, receipt_no text, status text, error text, provider_ref text)
  on conflict (event_id, target) do update
    set status = excluded.status,
        last_error = excluded.last_error,
        provider_ref = coalesce(excluded.provider_ref, d.provider_ref),
        sent_at = coalesce(excluded.sent_at, d.sent_at),
        last_attempt_at = now();

  update private.notification_deliveries as d
     set status = 'digested', sent_at = now(), last_attempt_at = now()
    from private.staff_alert_hours as h
   where h.digest_event_id in (
           select x.event_id
             from jsonb_array_elements(outcomes) as o(value)
            cross join lateral jsonb_to_recordset(o.value -> 'deliveries') as x(event_id uuid, kind text, status text)
            where x.kind = 'staff_digest' and x.status = 'sent')
     and d.status = 'held' and d.target = h.channel
     and d.first_attempt_at >= h.hour and d.first_attempt_at < h.hour + interval '1 hour';

  for outcome in
    select (o.value ->> 'msg_id')::bigint as msg_id, (o.value ->> 'retry_in_seconds')::integer as retry_in,
           q.message ->> 'kind' as kind
      from jsonb_array_elements(outcomes) as o(value)
      left join pgmq.q_notifications as q on q.msg_id = (o.value ->> 'msg_id')::bigint
  loop
    if outcome.retry_in is not null then
      perform pgmq.set_vt('notifications', outcome.msg_id, outcome.retry_in);
    elsif outcome.kind = 'phone_code' then
      perform pgmq.delete('notifications', outcome.msg_id);
    else
      perform pgmq.archive('notifications', outcome.msg_id);
    end if;
  end loop;
end;
$$;

-- 20261127200400's view, naming the new kinds and the member's SMS.
create or replace view public.staff_notification_problems as
  select case d.kind when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' when 'download_link' then '다운로드 링크 알림톡'
              when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내' when 'phone_code' then '휴대폰 인증번호 문자'
              when 'member_message_cap' then '회원 알림 시간당 한도 도달' else '답변 알림' end as kind,
         d.receipt_no,
         case d.target when 'staff_webhook' then '담당자 메신저(웹훅)' when 'staff_sms' then '담당자 문자'
              when 'member_sms' then '회원 문자' else '회원 알림톡·문자' end as target,
         case d.status when 'failed' then '실패 (재시도 끝남)' else '확인 필요 (발송 여부 불명)' end as problem,
         d.attempts, d.last_error,
         (d.last_attempt_at at time zone 'Asia/Seoul')::timestamp(0) as last_attempt_kst,
         d.provider_ref, d.event_id
    from private.notification_deliveries as d
   where d.status in ('failed', 'unknown')
  union all
  select case q.message ->> 'kind' when 'inquiry_filed' then '상담 문의 접수 알림' when 'partnership_filed' then '제휴 문의 접수 알림'
              when 'staff_digest' then '알림 한도 초과 요약' when 'download_link' then '다운로드 링크 알림톡'
              when 'marketing_consent_due' then '마케팅 수신 동의 확인 안내' when 'phone_code' then '휴대폰 인증번호 문자'
              when 'member_message_cap' then '회원 알림 시간당 한도 도달' else '답변 알림' end,
         coalesce(i.receipt_no, b.receipt_no, private.download_link_reference(h.id, h.created_at),
                  private.phone_code_reference(pc.id, pc.created_at)),
         '발송 대기열',
         '10분 넘게 대기 중 (notify 함수 호출 설정 확인)',
         q.read_ct, null, (q.enqueued_at at time zone 'Asia/Seoul')::timestamp(0), null, (q.message ->> 'event_id')::uuid
    from pgmq.q_notifications as q
    left join public.inquiries as i on i.id = (q.message ->> 'subject_id')::uuid
    left join public.business_inquiries as b on b.id = (q.message ->> 'subject_id')::uuid
    left join public.download_handoffs as h on h.id = (q.message ->> 'subject_id')::uuid
    left join private.phone_codes as pc on pc.id = (q.message ->> 'subject_id')::uuid
   -- A digest waits for its hour to end on purpose: it is late only 10 minutes after it was due.
   where case q.message ->> 'kind' when 'staff_digest' then q.vt else q.enqueued_at end < now() - interval '10 minutes'
   order by 7;

-- 20261127100300's daily job: the two-yearly notice is queued for a member with a proven number
-- (a number only typed on the profile receives no automatic message); otherwise as before.
create or replace function private.queue_marketing_consent_confirmations(at timestamptz default now()) returns integer
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
     where p.marketing_consent
       and exists (select 1 from public.proven_phones as pp where pp.user_id = p.id)
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
