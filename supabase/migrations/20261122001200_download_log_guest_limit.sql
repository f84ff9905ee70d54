-- Guest download logs are statistics that anyone can write without signing in, so one client
-- looping on log_download() could flood the table and skew the numbers staff read. Guests get
-- the same salted client hash as the partnership form (private.request_client_address and
-- private.secrets, migration 20261122000800), and beyond 20 guest rows per client per hour
-- further calls are accepted but not stored: the visitor still sees the download dialog, and
-- a refusal would tell a flooder nothing they could use except that the limit exists.

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

  select encode(sha256(convert_to(s.value || '|' || private.request_client_address(), 'UTF8')), 'hex')
    into client
    from private.secrets as s where s.name = 'client_hash_salt';
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
