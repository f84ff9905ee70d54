-- Attribution for the two conversions the browser records through a function: the download
-- (log_download gains an optional attribution object) and the sign-up (a new function the
-- sign-in page calls once the member is back). The inquiry forms insert theirs with the row.

-- Same rules as 20261127000600 (at most 10 a member an hour, PT429 in Korean; a guest's 20 an
-- hour counted per network by private.take_guest_hit), plus the attribution. The `download`
-- Edge Function calls it as the member with the attribution the browser sent; the default
-- keeps every caller without one (rpc('log_download')) working unchanged.
drop function public.log_download();
create function public.log_download(attribution jsonb default null) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  recent integer;
begin
  select * into member from public.profiles where id = (select auth.uid());
  -- A deleted member's token still valid for up to an hour is refused, not logged as a guest
  -- (20261127100200).
  if member.id is null and (select auth.uid()) is not null then
    raise exception using
      errcode = '42501',
      message = '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.',
      detail = 'The token''s user has no profile (deleted account).';
  end if;
  if member.id is not null then
    if current_setting('role', true) = 'authenticated' then
      perform pg_advisory_xact_lock(hashtextextended('download_logs:' || member.id::text, 0));
      select count(*) into recent
        from public.download_logs as d
       where d.user_id = member.id and d.created_at > now() - interval '1 hour';
      if recent >= 10 then
        raise exception using
          errcode = 'PT429',
          message = '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 10 download logs per hour from one member.',
          hint = 'download_rate_limit';
      end if;
    end if;
  elsif not private.take_guest_hit('download_log', 20) then
    -- Beyond 20 an hour a guest's call is accepted and stores nothing (20261122001200).
    return;
  end if;
  insert into public.download_logs
    (user_id, name, email, tel, social, utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  values (
    member.id,
    case when member.id is null then '비회원' else coalesce(member.name, '-') end,
    coalesce(member.email, '-'),
    coalesce(member.tel, '-'),
    coalesce(member.social::text, '-'),
    private.attribution_value(attribution, 'utm_source'),
    private.attribution_value(attribution, 'utm_medium'),
    private.attribution_value(attribution, 'utm_campaign'),
    private.attribution_value(attribution, 'referrer_host'),
    private.attribution_value(attribution, 'device_class')
  );
end;
$$;
comment on function public.log_download(jsonb) is
  'Records an installer download for the caller: their profile''s fields (at most 10 per member per hour), or the guest values (at most 20 per guest per hour), with the visit''s attribution; a token without a profile is refused.';
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
