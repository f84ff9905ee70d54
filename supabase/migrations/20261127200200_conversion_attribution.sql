-- Attribution for the two conversions the browser records through a function: the download
-- (log_download gains an optional attribution object) and the sign-up (a new function the
-- sign-in page calls once the member is back). The inquiry forms insert theirs with the row.

-- Same rules as 20261122001200, plus the attribution. The default keeps every existing caller
-- (rpc('log_download') with no arguments) working unchanged.
drop function public.log_download();
create function public.log_download(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  client text;
  recent integer;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null then
    client := private.request_client_hash();
    -- Serialise one client's concurrent calls so the count below cannot be raced past.
    perform pg_advisory_xact_lock(hashtextextended('download_logs:' || client, 0));
    select count(*) into recent
      from public.download_logs as d
     where d.client_hash = client and d.created_at > now() - interval '1 hour';
    if recent >= 20 then
      return;
    end if;
  end if;
  insert into public.download_logs
    (user_id, name, email, tel, social, client_hash,
     utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  values (
    member.id,
    case when member.id is null then '비회원' else coalesce(member.name, '-') end,
    coalesce(member.email, '-'),
    coalesce(member.tel, '-'),
    coalesce(member.social::text, '-'),
    client,
    private.attribution_value(attribution, 'utm_source'),
    private.attribution_value(attribution, 'utm_medium'),
    private.attribution_value(attribution, 'utm_campaign'),
    private.attribution_value(attribution, 'referrer_host'),
    private.attribution_value(attribution, 'device_class')
  );
end;
$$;
comment on function public.log_download(jsonb) is
  'Records an installer download for the caller: their profile''s fields, or the guest values (at most 20 per guest client per hour), with the visit''s attribution.';
revoke execute on function public.log_download(jsonb) from public;
grant execute on function public.log_download(jsonb) to anon, authenticated, service_role;

-- The sign-up's attribution: the profile is made by a trigger on auth.users, which knows
-- nothing of the visit, so the browser hands it over when the member lands back on /login.
-- Only a profile made in the last hour, and only once: a returning member's sign-in, or a
-- second call, changes nothing. Returns whether it stored anything.
create function public.record_signup_attribution(attribution jsonb) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  stored integer;
begin
  update public.profiles as p
     set utm_source = private.attribution_value(attribution, 'utm_source'),
         utm_medium = private.attribution_value(attribution, 'utm_medium'),
         utm_campaign = private.attribution_value(attribution, 'utm_campaign'),
         referrer_host = private.attribution_value(attribution, 'referrer_host'),
         device_class = private.attribution_value(attribution, 'device_class')
   where p.id = (select auth.uid())
     and p.created_at > now() - interval '1 hour'
     and p.device_class is null and p.utm_source is null and p.utm_medium is null
     and p.utm_campaign is null and p.referrer_host is null;
  get diagnostics stored = row_count;
  return stored > 0;
end;
$$;
comment on function public.record_signup_attribution(jsonb) is
  'Stores the visit''s attribution on the caller''s profile, once, within an hour of sign-up.';
revoke execute on function public.record_signup_attribution(jsonb) from public, anon;
grant execute on function public.record_signup_attribution(jsonb) to authenticated, service_role;
