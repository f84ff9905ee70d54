-- What `npm run check:launch` asks the running project with nothing but its publishable key:
-- a few facts that only the running project can show (docs/architecture.md#the-launch-check),
-- each a yes or no or a size, never an address, a secret or a setting's value.
--   client_address_header  the platform's cf-connecting-ip reaches the database: the guest
--                          limits key on it (private.request_client_address()), and without it
--                          every guest shares one bucket;
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
