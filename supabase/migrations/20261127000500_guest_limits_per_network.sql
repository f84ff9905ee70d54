-- The guest limits (5 partnership inquiries and 20 stored download logs an hour) counted one
-- full client address as one guest. An IPv6 subscriber is handed a whole /64, so every
-- address in it was a fresh guest: endless buckets from one connection. A guest is now their
-- IPv4 address or their IPv6 /64 network (an IPv4 address an IPv6 socket reports as
-- ::ffff:a.b.c.d counts as that IPv4 address).
--
-- Store as little as the limits need, for as short as they need it: the salted hash of the
-- bucket used to stay on every guest row for as long as the row lived. Now each accepted
-- guest request leaves one row in private.guest_hits (what it was for, the salted hash, the
-- time), the hourly count reads those, and a pg_cron job deletes rows older than an hour
-- every 5 minutes. The inquiry and download-log rows carry no client hash any more.

-- The bucket a client address falls into: the IPv4 address itself, or the IPv6 /64 network.
-- Anything that is not an address (a platform that sends something else) is its own bucket,
-- and no address at all is the one shared 'unknown' bucket, as before (20261123000800).
create function private.client_bucket(address text) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  parsed inet;
  trimmed text := btrim(coalesce(address, ''));
begin
  if trimmed = '' or trimmed = 'unknown' then
    return 'unknown';
  end if;
  begin
    parsed := trimmed::inet;
  exception when invalid_text_representation then
    return 'other:' || trimmed;
  end;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  if host(parsed) ~ '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
    return substr(host(parsed), 8);
  end if;
  return host(network(set_masklen(parsed, 64))) || '/64';
end;
$$;
comment on function private.client_bucket(text) is
  'The guest a client address counts as for the hourly limits: an IPv4 address, or an IPv6 /64 network.';
revoke execute on function private.client_bucket(text) from public;

-- Same name and salt as before; it now hashes the bucket instead of the full address.
create or replace function private.request_client_hash() returns text
  language sql stable security definer set search_path = ''
as $$
  select encode(sha256(convert_to(s.value || '|' || private.client_bucket(private.request_client_address()), 'UTF8')), 'hex')
    from private.secrets as s where s.name = 'client_hash_salt'
$$;
revoke execute on function private.request_client_hash() from public;

create table private.guest_hits (
  scope text not null constraint guest_hits_scope check (scope in ('business_inquiry', 'download_log')),
  client_hash text not null,
  at timestamptz not null default now()
);
comment on table private.guest_hits is
  'One row per accepted guest request that an hourly limit counts: the salted hash of the guest''s IPv4 address or IPv6 /64 (never the address) and the time; deleted after an hour.';
create index guest_hits_scope_client_at_idx on private.guest_hits (scope, client_hash, at);
create index guest_hits_at_idx on private.guest_hits (at);
alter table private.guest_hits enable row level security;

-- True when the calling guest may do one more `hit_scope` this hour, and then counts it. The
-- hit is part of the caller's transaction: a refused or rolled-back insert leaves no hit.
create function private.take_guest_hit(hit_scope text, per_hour integer) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  client text := private.request_client_hash();
  recent integer;
begin
  -- Serialise one guest's concurrent requests, so two cannot both see per_hour - 1.
  perform pg_advisory_xact_lock(hashtextextended(hit_scope || ':' || client, 0));
  select count(*) into recent
    from private.guest_hits as h
   where h.scope = hit_scope and h.client_hash = client and h.at > now() - interval '1 hour';
  if recent >= per_hour then
    return false;
  end if;
  insert into private.guest_hits (scope, client_hash) values (hit_scope, client);
  return true;
end;
$$;
revoke execute on function private.take_guest_hit(text, integer) from public;

-- The limits in force at this moment keep counting across the change.
insert into private.guest_hits (scope, client_hash, at)
select 'business_inquiry', b.client_hash, b.created_at
  from public.business_inquiries as b
 where b.client_hash is not null and b.created_at > now() - interval '1 hour';
insert into private.guest_hits (scope, client_hash, at)
select 'download_log', d.client_hash, d.created_at
  from public.download_logs as d
 where d.client_hash is not null and d.created_at > now() - interval '1 hour';

create or replace function private.limit_guest_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Only guests (requests PostgREST runs as anon) are limited here; see 20261122000800.
  if current_setting('role', true) is distinct from 'anon' then
    return new;
  end if;
  if not private.take_guest_hit('business_inquiry', 5) then
    raise exception using
      errcode = 'PT429',
      message = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
      detail = 'At most 5 partnership inquiries per hour from one guest (IPv4 address or IPv6 /64).',
      hint = 'business_inquiry_rate_limit';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_guest_business_inquiries() from public;

create or replace function public.log_download() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is not null then
    insert into public.download_logs (user_id, name, email, tel, social)
    values (
      member.id,
      coalesce(member.name, '-'),
      coalesce(member.email, '-'),
      coalesce(member.tel, '-'),
      coalesce(member.social::text, '-')
    );
    return;
  end if;
  -- Beyond 20 an hour a guest's call is accepted and stores nothing (20261122001200).
  if private.take_guest_hit('download_log', 20) then
    insert into public.download_logs (user_id, name, email, tel, social) values (null, '비회원', '-', '-', '-');
  end if;
end;
$$;
comment on function public.log_download() is
  'Records an installer download for the caller: their profile''s fields, or the guest values (at most 20 per guest per hour).';
revoke execute on function public.log_download() from public;
grant execute on function public.log_download() to anon, authenticated, service_role;

alter table public.business_inquiries drop column client_hash;
alter table public.download_logs drop column client_hash;

select cron.schedule('guest-hits-cleanup', '*/5 * * * *',
  $$delete from private.guest_hits where at < now() - interval '1 hour'$$);
