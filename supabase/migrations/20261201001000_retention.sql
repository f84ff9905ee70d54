-- The baseline schema, part 10 of 11: retention, enforced by the database
-- (docs/product.md#retention). Every period the privacy policy promises lives once, in
-- private.retention_periods, named as the policy names the item; the daily pg_cron job
-- `retention` destroys or anonymises each row past its period; staff see what is due and when in
-- public.staff_retention_due (the staff views). The policy's own text is held to this table by
-- tests/content/privacy-policy-code.test.ts: each row is a line "<item>: <wording>" of the article
-- it names.
--
-- Which rows each period covers, and from what moment it counts, is written once, in
-- private.retention_schedule; the job and the staff view both read it, so they cannot disagree.
-- A run takes "now" as its argument (the job passes now()), so tests can run it in the future.
-- The policy promises destruction within 5 days of the period's end; a daily run does it within one.
--
-- Some rows are not about anyone's inquiry but still have a period here:
--   private.guest_hits         the guest limits' hits: the salted hash of an IPv4 address or IPv6
--                              /64 and the time, never the address. Their period is the hour the
--                              limits count; the limits' own job `guest-hits-cleanup` deletes them
--                              every 5 minutes, and this job deletes any it missed.
--   private.staff_alert_hours  the hourly caps' counts of staff alerts: no one's data, kept as long
--                              as the delivery records they count.
--   attribution                one year from the conversion, then the five columns are emptied;
--                              handoff rows (a press and its attribution, nothing else worth
--                              keeping) are deleted. A row whose own period ends first takes its
--                              attribution with it.

create table private.retention_periods (
  key text primary key,
  -- The policy article that states the period, by its title.
  article text not null,
  -- The item as the policy names it, and the period as the policy writes it.
  item text not null unique,
  wording text not null,
  keep interval not null,
  disposal text not null constraint retention_periods_disposal check (disposal in ('삭제', '익명 처리')),
  counted_from text not null
);
comment on table private.retention_periods is
  'Every retention period of the privacy policy, once: read by the retention job, the staff view and the policy content test.';

insert into private.retention_periods (key, article, item, wording, keep, disposal, counted_from) values
  ('inquiry_records', '개인정보의 처리 및 보유 기간', '상담·제휴 문의 기록', '문의 처리 완료 후 3년', '3 years', '삭제',
   '답변(제휴 문의는 처리 완료)한 때, 답변하지 못한 문의는 접수한 때'),
  ('dispute_records', '개인정보의 처리 및 보유 기간', '탈퇴한 회원의 문의 기록(소비자의 불만 또는 분쟁 처리에 관한 기록)',
   '문의 처리 완료 후 3년(「전자상거래 등에서의 소비자보호에 관한 법률」)', '3 years', '삭제',
   '답변(제휴 문의는 처리 완료)한 때, 답변하지 못한 문의는 접수한 때'),
  ('download_records', '개인정보의 처리 및 보유 기간', '설치 파일 다운로드 기록', '내려받은 날부터 3개월', '3 months', '익명 처리',
   '내려받은 때'),
  ('notification_records', '개인정보의 처리 및 보유 기간', '알림 발송 기록', '발송 후 3개월', '3 months', '삭제',
   '마지막으로 보내거나 보내려 한 때'),
  ('abuse_prevention', '개인정보의 처리 및 보유 기간', '부정 이용 방지 기록', '1시간', '1 hour', '삭제',
   '기록한 때'),
  ('campaign_records', '개인정보의 처리 및 보유 기간', '광고·캠페인 정보', '저장한 날부터 1년', '1 year', '익명 처리',
   '가입·문의·다운로드하거나 PC로 보내기·카카오톡으로 받기를 누른 때');

-- Every row some period covers: its period, where it lives, and when it is due. `source` and
-- `row_ref` say which row (the table's own key, as text; guest_hits has no key, so its rows are
-- named by their scope and deleted by the same time condition). A row's attribution is due once:
-- emptied, it no longer matches.
create view private.retention_schedule as
  select 'inquiry_records' as key, 'inquiries' as source, i.id::text as row_ref,
         coalesce(i.answered_at, i.created_at) as counted_from
    from public.inquiries as i where i.detached_at is null
  union all
  select 'inquiry_records', 'business_inquiries', b.id::text, coalesce(b.handled_at, b.created_at)
    from public.business_inquiries as b where b.detached_at is null
  union all
  select 'dispute_records', 'inquiries', i.id::text, coalesce(i.answered_at, i.created_at)
    from public.inquiries as i where i.detached_at is not null
  union all
  select 'dispute_records', 'business_inquiries', b.id::text, coalesce(b.handled_at, b.created_at)
    from public.business_inquiries as b where b.detached_at is not null
  union all
  select 'download_records', 'download_logs', d.id::text, d.created_at
    from public.download_logs as d where d.user_id is not null
  union all
  select 'notification_records', 'notification_deliveries', n.event_id::text || '/' || n.target, n.last_attempt_at
    from private.notification_deliveries as n
  union all
  select 'notification_records', 'notification_archive', a.msg_id::text, a.archived_at
    from pgmq.a_notifications as a
  union all
  select 'notification_records', 'notification_queue', q.msg_id::text, q.enqueued_at
    from pgmq.q_notifications as q
  union all
  select 'notification_records', 'staff_alert_hours', h.channel || '/' || h.hour::text, h.hour + interval '1 hour'
    from private.staff_alert_hours as h
  union all
  select 'abuse_prevention', 'guest_hits', g.scope, g.at
    from private.guest_hits as g
  union all
  select 'campaign_records', 'download_handoffs', h.id::text, h.created_at
    from public.download_handoffs as h
  union all
  select 'campaign_records', 'profiles', p.id::text, p.created_at
    from public.profiles as p where num_nonnulls(p.utm_source, p.utm_medium, p.utm_campaign, p.referrer_host, p.device_class) > 0
  union all
  select 'campaign_records', 'download_logs', d.id::text, d.created_at
    from public.download_logs as d where num_nonnulls(d.utm_source, d.utm_medium, d.utm_campaign, d.referrer_host, d.device_class) > 0
  union all
  select 'campaign_records', 'inquiries', i.id::text, i.created_at
    from public.inquiries as i where num_nonnulls(i.utm_source, i.utm_medium, i.utm_campaign, i.referrer_host, i.device_class) > 0
  union all
  select 'campaign_records', 'business_inquiries', b.id::text, b.created_at
    from public.business_inquiries as b
   where num_nonnulls(b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.device_class) > 0;
comment on view private.retention_schedule is 'Every row a retention period covers, and the moment its period counts from.';

-- What the job did, run by run: counts only, nothing about anyone (a 파기 record staff can show).
create table private.retention_log (
  ran_at timestamptz not null default now(),
  run_for timestamptz not null,
  key text not null references private.retention_periods (key),
  source text not null,
  affected bigint not null
);
comment on table private.retention_log is 'Rows destroyed or anonymised per retention run, period and table; counts only.';

create function private.run_retention(at timestamptz default now())
  returns table (key text, source text, affected bigint)
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  n bigint;
  due_refs text[];
  step record;
begin
  for step in
    select s.key, s.source, array_agg(s.row_ref) as refs
      from private.retention_schedule as s
      join private.retention_periods as p on p.key = s.key
     where s.counted_from + p.keep <= at
     group by s.key, s.source
     -- Attribution first: a row that is also due for deletion is then counted under both.
     order by s.key = 'campaign_records' desc, s.key, s.source
  loop
    due_refs := step.refs;
    -- The campaign steps come first in the list: their sources are shared with the inquiry and
    -- download periods, which match on the key.
    case
      when step.key = 'campaign_records' and step.source = 'download_handoffs' then
        delete from public.download_handoffs where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'profiles' then
        update public.profiles set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'download_logs' then
        update public.download_logs set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'inquiries' then
        update public.inquiries set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null,
               device_class = null where id::text = any (due_refs);
      when step.key = 'campaign_records' and step.source = 'business_inquiries' then
        update public.business_inquiries set utm_source = null, utm_medium = null, utm_campaign = null,
               referrer_host = null, device_class = null where id::text = any (due_refs);
      when step.key in ('inquiry_records', 'dispute_records') and step.source = 'inquiries' then
        delete from public.inquiries where id::text = any (due_refs);
      when step.key in ('inquiry_records', 'dispute_records') and step.source = 'business_inquiries' then
        delete from public.business_inquiries where id::text = any (due_refs);
      when step.key = 'download_records' then
        update public.download_logs set user_id = null, name = '익명', email = '-', tel = '-' where id::text = any (due_refs);
      when step.source = 'notification_deliveries' then
        delete from private.notification_deliveries where event_id::text || '/' || target = any (due_refs);
      when step.source = 'notification_archive' then
        delete from pgmq.a_notifications where msg_id::text = any (due_refs);
      when step.source = 'notification_queue' then
        delete from pgmq.q_notifications where msg_id::text = any (due_refs);
      when step.source = 'staff_alert_hours' then
        delete from private.staff_alert_hours where channel || '/' || hour::text = any (due_refs);
      when step.source = 'guest_hits' then
        delete from private.guest_hits as g
         where g.at + (select p.keep from private.retention_periods as p where p.key = 'abuse_prevention')
               <= run_retention.at;
    end case;
    get diagnostics n = row_count;
    insert into private.retention_log (run_for, key, source, affected) values (at, step.key, step.source, n);
    key := step.key;
    source := step.source;
    affected := n;
    return next;
  end loop;
end;
$$;
comment on function private.run_retention(timestamptz) is
  'Destroys or anonymises every row whose retention period has ended at `at`; the retention job passes now().';
revoke execute on function private.run_retention(timestamptz) from public;

-- Daily at 03:30 in Korea (18:30 UTC), when nobody is filing inquiries.
select cron.schedule('retention', '30 18 * * *', 'select private.run_retention()');
