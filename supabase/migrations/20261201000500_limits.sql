-- The baseline schema, part 5 of 11: limits. The database is the only server between the browser
-- and the tables, so every limit that protects them lives here (docs/product.md#limits):
--   guests    5 partnership inquiries, 20 stored download logs and 20 stored handoffs an hour per
--             IPv4 address or IPv6 /64, counted in private.guest_hits;
--   members   10 consultation inquiries and 5 partnership inquiries an hour, counted by their own
--             rows (and 10 download logs and 3 download links, in the downloads file);
--   staff     never limited themselves, but the alerts they get are capped per hour by channel, so
--             a flood of inquiries cannot run up the SMS bill or bury the staff channel.
-- A refused request is SQLSTATE PT429, which PostgREST answers with HTTP 429, a Korean message the
-- site shows as is, and a hint naming the limit.

create table private.secrets (
  name text primary key,
  value text not null
);
comment on table private.secrets is 'Values generated per database that must never leave it.';
-- A bare hash of an IPv4 address could be reversed by trying all 2^32 of them; a salt that never
-- leaves the database makes the stored hashes useless elsewhere.
insert into private.secrets (name, value)
values ('client_hash_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Only cf-connecting-ip counts: on a hosted project Cloudflare, in front of Supabase's API
-- gateway, sets it from the connection and replaces any value the client sent, and the local
-- stack's gateway does the same (tools/local-supabase/gateway/client-address.ts). x-real-ip and
-- x-forwarded-for are written by the client itself, so one made-up header would be a fresh limit.
-- A request without it (SQL outside the API) counts as the one shared client 'unknown': a missing
-- header makes the limits stricter, never looser.
create function private.request_client_address() returns text
  language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(btrim((coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb) ->> 'cf-connecting-ip'), ''),
    'unknown'
  )
$$;
comment on function private.request_client_address() is
  'The caller''s address from cf-connecting-ip, which only the platform sets; ''unknown'' without it.';

-- An IPv6 subscriber is handed a whole /64, so counting full addresses gave one connection
-- endless guests. A guest is their IPv4 address or their IPv6 /64 network (an IPv4 address an
-- IPv6 socket reports as ::ffff:a.b.c.d counts as that IPv4 address); anything that is not an
-- address is its own bucket, and no address at all the one shared 'unknown' bucket.
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

-- One definition of a guest's client hash for every hourly limit: the salted hash of the bucket.
create function private.request_client_hash() returns text
  language sql stable security definer set search_path = ''
as $$
  select encode(sha256(convert_to(s.value || '|' || private.client_bucket(private.request_client_address()), 'UTF8')), 'hex')
    from private.secrets as s where s.name = 'client_hash_salt'
$$;
revoke execute on function private.request_client_hash() from public;

-- Store as little as the limits need, for as short as they need it: one row per accepted guest
-- request (what it was for, the salted hash, the time), never on the inquiry or log row itself,
-- and deleted once the hour it counts in is over.
create table private.guest_hits (
  scope text not null constraint guest_hits_scope check (scope in ('business_inquiry', 'download_log', 'download_handoff')),
  client_hash text not null,
  at timestamptz not null default now()
);
comment on table private.guest_hits is
  'One row per accepted guest request that an hourly limit counts: the salted hash of the guest''s IPv4 address or IPv6 /64 (never the address) and the time; deleted after an hour.';
create index guest_hits_scope_client_at_idx on private.guest_hits (scope, client_hash, at);
create index guest_hits_at_idx on private.guest_hits (at);
alter table private.guest_hits enable row level security;

-- True when the calling guest may do one more `hit_scope` this hour, and then counts it. The hit
-- is part of the caller's transaction: a refused or rolled-back insert leaves no hit.
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

-- The hits' period is the hour the limits count (the retention file deletes any this misses).
select cron.schedule('guest-hits-cleanup', '*/5 * * * *',
  $$delete from private.guest_hits where at < now() - interval '1 hour'$$);

-- Every consultation inquiry alerts staff and may end in a paid 알림톡, so one member looping on
-- the form could flood both: at most 10 in any hour.
create function private.limit_member_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- The `role` setting names the API role PostgREST switched to, even inside this
  -- security-definer function (current_user is the owner here).
  if current_setting('role', true) is distinct from 'authenticated' then
    return new;
  end if;
  -- Serialise one member's concurrent inserts, so two cannot both see 9 rows.
  perform pg_advisory_xact_lock(hashtextextended('inquiries:' || new.user_id::text, 0));
  -- Uses inquiries_user_id_created_at_idx.
  select count(*) into recent
    from public.inquiries as i
   where i.user_id = new.user_id
     and i.created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception using
      errcode = 'PT429',
      message = '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
      detail = 'At most 10 consultation inquiries per hour from one member.',
      hint = 'inquiry_rate_limit';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_member_inquiries() from public;

-- Named so it fires after the staff-fields guard and before the answer-state trigger.
create trigger inquiries_limit_members
  before insert on public.inquiries
  for each row execute function private.limit_member_inquiries();

-- Every partnership inquiry sends staff a webhook post and a paid SMS, and one signed-in
-- `insert([...1000 rows])` is one request: guests and members alike get 5 an hour. A bulk insert
-- is one statement, so the whole statement is refused with its 6th row and nothing is queued.
create function private.limit_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- The `role` setting names the API role PostgREST switched to, even inside this
  -- security-definer function (current_user is the owner here).
  case current_setting('role', true)
    when 'anon' then
      if not private.take_guest_hit('business_inquiry', 5) then
        raise exception using
          errcode = 'PT429',
          message = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one guest (IPv4 address or IPv6 /64).',
          hint = 'business_inquiry_rate_limit';
      end if;
    when 'authenticated' then
      -- Serialise one member's concurrent inserts, so two cannot both see 4 rows.
      perform pg_advisory_xact_lock(hashtextextended('business_inquiries:' || new.user_id::text, 0));
      select count(*) into recent
        from public.business_inquiries as b
       where b.user_id = new.user_id and b.created_at > now() - interval '1 hour';
      if recent >= 5 then
        raise exception using
          errcode = 'PT429',
          message = '제휴 문의는 1시간에 5건까지 보낼 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one member.',
          hint = 'business_inquiry_rate_limit';
      end if;
    else
      null; -- staff
  end case;
  return new;
end;
$$;
revoke execute on function private.limit_business_inquiries() from public;

-- Named so it fires after the staff-fields guard and before the handled-at stamp.
create trigger business_inquiries_limit_senders
  before insert on public.business_inquiries
  for each row execute function private.limit_business_inquiries();

-- Staff alerts, by default at most 20 SMS and 60 webhook posts an hour (the notify function
-- passes its NOTIFY_STAFF_*_PER_HOUR to notify_begin, in the notifications file). What is over
-- the cap is not lost: the alert is recorded `held`, and one `staff_digest` event per channel
-- and hour, due once the hour has turned, sends a single message listing every held inquiry.
-- The digest is counted in the hour it goes out in (reserved when the first alert is held), so
-- no clock hour ever carries more than the cap.
create table private.staff_alert_hours (
  channel text not null constraint staff_alert_hours_channel check (channel in ('staff_webhook', 'staff_sms')),
  hour timestamptz not null,
  -- Messages let through in this hour, the digest of the hour before included.
  sent integer not null default 0,
  -- Alerts over the cap in this hour, which this hour's digest announces.
  held integer not null default 0,
  digest_event_id uuid,
  primary key (channel, hour)
);
comment on table private.staff_alert_hours is
  'Staff alerts sent and held per channel and hour, for the hourly caps; one digest event per hour with held alerts.';
alter table private.staff_alert_hours enable row level security;

-- Takes one place in this hour's cap for a new staff alert, or holds it and makes sure the hour's
-- digest exists. True when the alert may be sent now. Called by notify_begin in the transaction
-- that marks the message `sending`, with the hour's row locked: concurrent drains cannot both
-- take the last place.
create function private.take_staff_alert_place(channel text, cap integer) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  taken boolean;
  digest uuid;
begin
  insert into private.staff_alert_hours as h (channel, hour) values (take_staff_alert_place.channel, this_hour)
  on conflict on constraint staff_alert_hours_pkey do nothing;
  update private.staff_alert_hours as h set sent = h.sent + 1
   where h.channel = take_staff_alert_place.channel and h.hour = this_hour and h.sent < cap
  returning true into taken;
  if taken then
    return true;
  end if;
  update private.staff_alert_hours as h set held = h.held + 1
   where h.channel = take_staff_alert_place.channel and h.hour = this_hour
  returning h.digest_event_id into digest;
  if digest is null then
    digest := gen_random_uuid();
    update private.staff_alert_hours as h set digest_event_id = digest
     where h.channel = take_staff_alert_place.channel and h.hour = this_hour;
    -- Due 10 s into the next hour, when nothing more can be held in this one.
    perform pgmq.send('notifications',
      jsonb_build_object('event_id', digest, 'kind', 'staff_digest', 'channel', take_staff_alert_place.channel, 'hour', this_hour),
      greatest(1, ceil(extract(epoch from (this_hour + interval '1 hour' - clock_timestamp())))::integer + 10));
    insert into private.staff_alert_hours as h (channel, hour, sent)
    values (take_staff_alert_place.channel, this_hour + interval '1 hour', 1)
    on conflict on constraint staff_alert_hours_pkey do update set sent = h.sent + 1;
  end if;
  return false;
end;
$$;
revoke execute on function private.take_staff_alert_place(text, integer) from public;
