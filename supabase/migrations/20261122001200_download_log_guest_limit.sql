-- Guest download logs are statistics that anyone can write without signing in, so one client
-- looping on log_download() could flood the table and skew the numbers staff read. Guests get
-- the same salted client hash as the partnership form (now one function for both,
-- private.request_client_hash), and beyond 20 guest rows per client per hour
-- further calls are accepted but not stored: the visitor still sees the download dialog, and
-- a refusal would tell a flooder nothing they could use except that the limit exists.

-- One definition of a guest's client hash for every hourly limit (the partnership form's
-- trigger computed it inline until now; it is redefined below to call this).
create function private.request_client_hash() returns text
  language sql stable security definer set search_path = ''
as $$
  select encode(sha256(convert_to(s.value || '|' || private.request_client_address(), 'UTF8')), 'hex')
    from private.secrets as s where s.name = 'client_hash_salt'
$$;
revoke execute on function private.request_client_hash() from public;

create or replace function private.limit_guest_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- Only guests (requests PostgREST runs as anon) are tracked and limited; see 20261122000800.
  if current_setting('role', true) is distinct from 'anon' then
    new.client_hash := null;
    return new;
  end if;

  new.client_hash := private.request_client_hash();
  -- Serialise concurrent requests from the same client, so two cannot both see 4 rows.
  perform pg_advisory_xact_lock(hashtextextended('business_inquiries:' || new.client_hash, 0));
  select count(*) into recent
    from public.business_inquiries as b
   where b.client_hash = new.client_hash
     and b.created_at > now() - interval '1 hour';
  if recent >= 5 then
    raise exception using
      errcode = 'PT429',
      message = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
      detail = 'At most 5 partnership inquiries per hour from one guest.',
      hint = 'business_inquiry_rate_limit';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_guest_business_inquiries() from public;

alter table public.download_logs add column client_hash text;
comment on column public.download_logs.client_hash is
  'Guests only: salted SHA-256 of the caller''s address, for the hourly cap; never the address itself.';
create index download_logs_client_hash_idx
  on public.download_logs (client_hash, created_at desc) where client_hash is not null;

create or replace function public.log_download() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  client text;
  recent integer;
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

  client := private.request_client_hash();
  -- Serialise one client's concurrent calls so the count below cannot be raced past.
  perform pg_advisory_xact_lock(hashtextextended('download_logs:' || client, 0));
  select count(*) into recent
    from public.download_logs as d
   where d.client_hash = client and d.created_at > now() - interval '1 hour';
  if recent >= 20 then
    return;
  end if;
  insert into public.download_logs (user_id, name, email, tel, social, client_hash)
  values (null, '비회원', '-', '-', '-', client);
end;
$$;
comment on function public.log_download() is
  'Records an installer download for the caller: their profile''s fields, or the guest values (at most 20 per guest client per hour).';
revoke execute on function public.log_download() from public;
grant execute on function public.log_download() to anon, authenticated, service_role;
