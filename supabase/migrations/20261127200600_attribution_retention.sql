-- How long attribution is kept (docs/product.md#where-visitors-come-from): one year from the
-- conversion. Every day the five attribution columns of older rows are emptied, and handoff
-- rows, which hold nothing else worth keeping, are deleted. The conversions themselves (the
-- inquiry, the download log, the member) stay as long as their own retention says.

create function private.clear_expired_attribution() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  cutoff timestamptz := now() - interval '1 year';
begin
  delete from public.download_handoffs where created_at < cutoff;
  update public.profiles
     set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
   where created_at < cutoff
     and (utm_source, utm_medium, utm_campaign, referrer_host, device_class) is distinct from (null, null, null, null, null);
  update public.download_logs
     set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
   where created_at < cutoff
     and (utm_source, utm_medium, utm_campaign, referrer_host, device_class) is distinct from (null, null, null, null, null);
  update public.inquiries
     set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
   where created_at < cutoff
     and (utm_source, utm_medium, utm_campaign, referrer_host, device_class) is distinct from (null, null, null, null, null);
  update public.business_inquiries
     set utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
   where created_at < cutoff
     and (utm_source, utm_medium, utm_campaign, referrer_host, device_class) is distinct from (null, null, null, null, null);
end;
$$;
comment on function private.clear_expired_attribution() is
  'Empties attribution older than one year and deletes handoff records older than one year.';
revoke execute on function private.clear_expired_attribution() from public;

select cron.schedule('attribution-retention', '41 3 * * *', 'select private.clear_expired_attribution()');
