-- The periods of what this change stores, in the one table of periods (20261127100500), each a
-- line of the privacy policy (tests/content/privacy-policy-code.test.ts):
--   limit_records    private.limit_hits: until the window of its limit ends (an hour, or the end
--                    of the Korean day for the daily ones), whatever became of the account;
--   phone_codes      private.phone_codes: 3 minutes, the code's life;
--   sign_in_records  auth.audit_log_entries, Supabase Auth's log of sign-ins, token refreshes and
--                    sign-outs (e-mail, name, address): 3 months, like the notification records;
-- and the member's notification links and the hourly message counts go with the notification
-- records (3 months). The frequent clean-up, every 5 minutes, now takes the member limits' hits,
-- expired codes and the guest limits' dropped keys along with the guest hits; the daily job
-- deletes anything it missed.

insert into private.retention_periods (key, article, item, wording, keep, disposal, counted_from) values
  ('limit_records', '개인정보의 처리 및 보유 기간', '회원 요청 제한 기록', '제한하는 동안(1시간, 하루 단위 제한은 그날 자정까지)',
   '0 seconds', '삭제', '제한 기간이 끝난 때'),
  ('phone_codes', '개인정보의 처리 및 보유 기간', '휴대폰 인증번호', '보낸 뒤 3분', '3 minutes', '삭제', '보낸 때'),
  ('sign_in_records', '개인정보의 처리 및 보유 기간', '로그인 기록', '3개월', '3 months', '삭제', '기록한 때');

-- The job every 5 minutes: what the limits no longer count, and the hourly keys no hit needs.
create function private.clean_limit_records() returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from private.guest_hits where at < now() - interval '1 hour';
  delete from private.guest_hash_keys where hour < date_trunc('hour', now()) - interval '1 hour';
  delete from private.limit_hits where expires_at <= now();
  delete from private.phone_codes where expires_at <= now();
$$;
comment on function private.clean_limit_records() is
  'Deletes guest hits over an hour old, hourly keys no hit needs, member limit hits past their window and expired codes.';
revoke execute on function private.clean_limit_records() from public;

select cron.unschedule('guest-hits-cleanup');
select cron.schedule('limit-records-cleanup', '*/5 * * * *', 'select private.clean_limit_records()');

-- 20261127200600's schedule, with the rows of this change.
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
  select 'notification_records', 'member_notifications', m.event_id::text, m.queued_at
    from private.member_notifications as m
  union all
  select 'notification_records', 'member_message_hours', mh.hour::text, mh.hour + interval '1 hour'
    from private.member_message_hours as mh
  union all
  select 'abuse_prevention', 'guest_hits', g.scope, g.at
    from private.guest_hits as g
  union all
  select 'limit_records', 'limit_hits', l.scope, l.expires_at
    from private.limit_hits as l
  union all
  select 'phone_codes', 'phone_codes', c.id::text, c.created_at
    from private.phone_codes as c
  union all
  select 'sign_in_records', 'auth_audit_log', e.id::text, e.created_at
    from auth.audit_log_entries as e
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

-- 20261127200600's run, with the new sources, and an anonymised download log keeping only its
-- date and sign-in method (its attribution goes at once, not a year later).
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
        update public.download_logs
           set user_id = null, name = '익명', email = '-', tel = '-',
               utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
         where id::text = any (due_refs);
      when step.source = 'notification_deliveries' then
        delete from private.notification_deliveries where event_id::text || '/' || target = any (due_refs);
      when step.source = 'notification_archive' then
        delete from pgmq.a_notifications where msg_id::text = any (due_refs);
      when step.source = 'notification_queue' then
        delete from pgmq.q_notifications where msg_id::text = any (due_refs);
      when step.source = 'staff_alert_hours' then
        delete from private.staff_alert_hours where channel || '/' || hour::text = any (due_refs);
      when step.source = 'member_notifications' then
        delete from private.member_notifications where event_id::text = any (due_refs);
      when step.source = 'member_message_hours' then
        delete from private.member_message_hours where hour::text = any (due_refs);
      when step.source = 'guest_hits' then
        delete from private.guest_hits as g
         where g.at + (select p.keep from private.retention_periods as p where p.key = 'abuse_prevention')
               <= run_retention.at;
      when step.source = 'limit_hits' then
        delete from private.limit_hits as l
         where l.expires_at + (select p.keep from private.retention_periods as p where p.key = 'limit_records')
               <= run_retention.at;
      when step.source = 'phone_codes' then
        delete from private.phone_codes where id::text = any (due_refs);
      when step.source = 'auth_audit_log' then
        delete from auth.audit_log_entries where id::text = any (due_refs);
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
