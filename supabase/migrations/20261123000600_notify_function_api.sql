-- What the `notify` Edge Function calls, over PostgREST with the service role key (the only
-- role allowed): claim a batch, mark what it is about to send, and record what happened.
-- One drain of n events is three round trips, whatever n is.
--
--   notify_claim   pgmq.read with a lease: the messages become invisible to other readers for
--                  lease_seconds (at-least-once: if the function dies, they come back), joined
--                  with what the messages need (receipt number, time, sector or company, and
--                  for an answer notice the member's number) and the event's delivery records
--                  as {target: {status, since}} (since: the first attempt's time).
--   notify_begin   marks targets `sending` before the provider is called, so a later attempt
--                  can tell "never sent" from "the attempt died mid-send".
--   notify_settle  records each target's outcome and then archives the message (done) or
--                  sets its visibility timeout (retry after the given delay).

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
    deliveries jsonb
  )
  language sql volatile security definer set search_path = ''
as $$
  with claimed as (
    select m.msg_id, m.read_ct, m.message, (m.message ->> 'event_id')::uuid as event_id,
           m.message ->> 'kind' as kind, (m.message ->> 'subject_id')::uuid as subject_id
      from pgmq.read('notifications', lease_seconds, batch_size) as m
  )
  select c.msg_id, c.read_ct, c.event_id, c.kind, c.subject_id,
         case when c.kind = 'partnership_filed' then 'business_inquiries' else 'inquiries' end,
         case when c.kind = 'partnership_filed' then 'public.business_inquiries'::regclass::oid
              else 'public.inquiries'::regclass::oid end::bigint,
         coalesce(i.receipt_no, b.receipt_no),
         coalesce(i.created_at, b.created_at),
         i.sector,
         b.company,
         -- The member's number only where a message goes to the member.
         case when c.kind = 'answer_written' then i.tel end,
         coalesce((select jsonb_object_agg(d.target, jsonb_build_object('status', d.status, 'since', d.first_attempt_at))
                     from private.notification_deliveries as d
                    where d.event_id = c.event_id), '{}'::jsonb)
    from claimed as c
    left join public.inquiries as i on c.kind in ('inquiry_filed', 'answer_written') and i.id = c.subject_id
    left join public.business_inquiries as b on c.kind = 'partnership_filed' and b.id = c.subject_id
   order by c.msg_id
$$;

create function public.notify_begin(targets jsonb) returns void
  language sql volatile security definer set search_path = ''
as $$
  insert into private.notification_deliveries as d (event_id, target, kind, receipt_no, status, attempts)
  select t.event_id, t.target, t.kind, t.receipt_no, 'sending', 1
    from jsonb_to_recordset(targets) as t(event_id uuid, target text, kind text, receipt_no text)
  on conflict (event_id, target) do update
    set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(), last_error = null
$$;

create function public.notify_settle(outcomes jsonb) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  outcome record;
begin
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

  for outcome in
    select (o.value ->> 'msg_id')::bigint as msg_id, (o.value ->> 'retry_in_seconds')::integer as retry_in
      from jsonb_array_elements(outcomes) as o(value)
  loop
    if outcome.retry_in is null then
      perform pgmq.archive('notifications', outcome.msg_id);
    else
      perform pgmq.set_vt('notifications', outcome.msg_id, outcome.retry_in);
    end if;
  end loop;
end;
$$;

-- Supabase grants every API role execute on new public functions; these are the function's only.
revoke execute on function public.notify_claim(integer, integer) from public, anon, authenticated;
revoke execute on function public.notify_begin(jsonb) from public, anon, authenticated;
revoke execute on function public.notify_settle(jsonb) from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer) to service_role;
grant execute on function public.notify_begin(jsonb) to service_role;
grant execute on function public.notify_settle(jsonb) to service_role;
comment on function public.notify_claim(integer, integer) is 'For the notify Edge Function only: reads a batch of notification events with a lease.';
comment on function public.notify_begin(jsonb) is 'For the notify Edge Function only: marks targets as being sent.';
comment on function public.notify_settle(jsonb) is 'For the notify Edge Function only: records outcomes, then archives or delays each event.';
