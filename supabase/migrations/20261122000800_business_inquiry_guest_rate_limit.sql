-- Spam guard for the guest partnership form: one client may add at most 5 rows per hour
-- as a guest. The database is the only server between the browser and the table, so the limit
-- lives here. PostgREST passes the request's headers as JSON in `request.headers`; the
-- client is identified by its address, stored only as a salted hash (a bare hash of an IPv4
-- address could be reversed by trying all 2^32 of them).
--
-- Refusal: SQLSTATE PT429, which PostgREST turns into HTTP 429 with that code in the body,
-- a Korean message to show as is, and hint 'business_inquiry_rate_limit'.

create table private.secrets (
  name text primary key,
  value text not null
);
comment on table private.secrets is 'Values generated per database that must never leave it.';
insert into private.secrets (name, value)
values ('client_hash_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- The caller's address as the proxies in front of PostgREST report it. On a hosted project
-- Cloudflare sets cf-connecting-ip (a client cannot forge it); x-real-ip and the first
-- x-forwarded-for entry cover other gateways, like the local stack. Guest requests that
-- carry none of them count together as one 'unknown' client.
create function private.request_client_address() returns text
  language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) as request
$$;

alter table public.business_inquiries add column client_hash text;
comment on column public.business_inquiries.client_hash is
  'Guests only: salted SHA-256 of the sender''s address, for the hourly limit; never the address itself.';
create index business_inquiries_client_hash_idx
  on public.business_inquiries (client_hash, created_at desc) where client_hash is not null;

create function private.limit_guest_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- Only guests are tracked and limited: requests PostgREST runs as the anon role. The
  -- `role` setting still names the caller's role inside this security-definer function
  -- (current_user is the owner here). Members are accountable by their account and staff
  -- are never limited, so their rows carry no client hash at all.
  if current_setting('role', true) is distinct from 'anon' then
    new.client_hash := null;
    return new;
  end if;

  select encode(sha256(convert_to(s.value || '|' || private.request_client_address(), 'UTF8')), 'hex')
    into new.client_hash
    from private.secrets as s where s.name = 'client_hash_salt';

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

create trigger business_inquiries_limit_guests
  before insert on public.business_inquiries
  for each row execute function private.limit_guest_business_inquiries();
