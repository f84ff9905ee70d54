-- How long attribution is kept (docs/product.md#where-visitors-come-from): one year from the
-- conversion, as one more period of the retention job (20261127100500), not a job of its own.
-- After a year the five attribution columns of a member, an inquiry or a download log are
-- emptied, and handoff rows (a press and its attribution, nothing else worth keeping) are
-- deleted. The conversions themselves stay as long as their own period says; a row whose own
-- period ends first takes its attribution with it.

insert into private.retention_periods (key, article, item, wording, keep, disposal, counted_from) values
  ('campaign_records', '개인정보의 처리 및 보유 기간', '광고·캠페인 정보', '저장한 날부터 1년', '1 year', '익명 처리',
   '가입·문의·다운로드하거나 PC로 보내기·카카오톡으로 받기를 누른 때');

-- 20261127100500's schedule, with the rows that still hold attribution. A row's attribution is
-- due once: emptied, it no longer matches.
create or replace view private.retention_schedule as
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

-- 20261127100500's run, with the campaign steps first in each case list (their sources are
-- shared with the inquiry and download periods, which match on the key).
create or replace function private.run_retention(at timestamptz default now())
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
