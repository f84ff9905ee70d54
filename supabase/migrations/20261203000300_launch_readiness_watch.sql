-- What `npm run check:launch` asks the running project, now also about running it
-- (docs/deploy.md#9-the-launch-check): yes or no, never a value.
--   outbox_watch      the outbox-watch job is scheduled and Vault holds the webhook it alerts
--                     (docs/operations.md#a-stuck-outbox);
--   outbox_stuck      notifications wait 15 minutes past due right now;
--   staff_access_log  the access log's retention job is scheduled
--                     (docs/operations.md#staff-access-to-personal-data).
create or replace function public.launch_readiness() returns jsonb
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
    'notify_vault', (select count(distinct s.name) = 2 from vault.secrets s where s.name in ('project_url', 'notify_secret')),
    'outbox_watch', exists (select 1 from cron.job j where j.jobname = 'outbox-watch' and j.active)
      and exists (select 1 from vault.secrets s where s.name = 'outbox_alert_url'),
    'outbox_stuck', exists (select 1 from private.outbox_waiting w where w.due_at <= now() - interval '15 minutes'),
    'staff_access_log', exists (select 1 from cron.job j where j.jobname = 'staff-access-log-retention' and j.active)
  )
$$;
comment on function public.launch_readiness() is
  'Yes/no facts for npm run check:launch (client-address header, installer, notify sweep and Vault, outbox watch, access log); no values.';
revoke all on function public.launch_readiness() from public;
grant execute on function public.launch_readiness() to anon, authenticated, service_role;
