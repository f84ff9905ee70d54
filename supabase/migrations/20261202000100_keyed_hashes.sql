-- Keyed hashes for what the limits count (docs/database.md#limits-that-outlive-an-account).
--
-- A plain or salted SHA-256 of a small space (an IPv4 address, a Kakao member number, a phone
-- number) turns back into the value in hours on one core for anyone who holds the salt, and the
-- salt sat in the same database. So every hash a limit keeps is now an HMAC-SHA256:
--   guest addresses   with a key made for each clock hour and dropped once the hits hashed with it
--                     can no longer count (within two hours); after that no one, us included, can
--                     tell which address a hit came from;
--   sign-in identities and destination numbers
--                     with one key per database (private.secrets 'limit_hash_key'), because their
--                     counts must outlive 회원 탈퇴 for a day; the rows themselves live only as
--                     long as their limit's window (20261202000200).
-- The old salt goes: nothing hashes with it any more.

-- HMAC-SHA256 (RFC 2104) on Postgres's own sha256(), so no extension is needed: pgcrypto's
-- hmac() is not in every Postgres this schema runs on (PGlite in the tests has none loaded).
create function private.hmac_sha256(message bytea, key bytea) returns bytea
  language plpgsql immutable strict parallel safe set search_path = ''
as $$
declare
  k bytea := case when length(key) > 64 then sha256(key) else key end;
  inner_pad bytea;
  outer_pad bytea;
begin
  k := k || decode(repeat('00', 64 - length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);  -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);  -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end;
$$;
comment on function private.hmac_sha256(bytea, bytea) is 'HMAC-SHA256 of a message under a key (RFC 2104).';
revoke execute on function private.hmac_sha256(bytea, bytea) from public;

-- 32 random bytes (gen_random_uuid is a CSPRNG; two v4 UUIDs give 244 random bits).
create function private.random_key() returns bytea
  language sql volatile set search_path = ''
as $$
  select decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
$$;
revoke execute on function private.random_key() from public;

insert into private.secrets (name, value) values ('limit_hash_key', encode(private.random_key(), 'hex'));
delete from private.secrets where name = 'client_hash_salt';
comment on table private.secrets is
  'Keys generated per database that must never leave it (limit_hash_key: the HMAC key of the sign-in identity and destination hashes).';

-- The keyed hash of a sign-in identity ('kakao:1234567890') or a destination ('tel:01012345678').
create function private.limit_hash(value text) returns text
  language sql stable strict security definer set search_path = ''
as $$
  select encode(private.hmac_sha256(convert_to(limit_hash.value, 'UTF8'), decode(s.value, 'hex')), 'hex')
    from private.secrets as s where s.name = 'limit_hash_key'
$$;
comment on function private.limit_hash(text) is
  'HMAC-SHA256 of a sign-in identity or destination under the database''s limit key, hex.';
revoke execute on function private.limit_hash(text) from public;

-- The guest limits' hourly keys. A key is made by the first guest request of its hour.
create table private.guest_hash_keys (
  hour timestamptz primary key,
  key bytea not null
);
comment on table private.guest_hash_keys is
  'One HMAC key per clock hour for the guest limits'' address hashes; dropped within two hours, after which a hit''s hash cannot be traced to an address.';
alter table private.guest_hash_keys enable row level security;

-- The key of the hour `at` falls in; made now for the current hour, null for an hour whose key is gone.
create function private.guest_hash_key(at timestamptz) returns bytea
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', at);
  found bytea;
begin
  select k.key into found from private.guest_hash_keys as k where k.hour = this_hour;
  if found is null and this_hour = date_trunc('hour', now()) then
    insert into private.guest_hash_keys (hour, key) values (this_hour, private.random_key())
    on conflict (hour) do nothing;
    select k.key into found from private.guest_hash_keys as k where k.hour = this_hour;
  end if;
  return found;
end;
$$;
revoke execute on function private.guest_hash_key(timestamptz) from public;

-- Same name as before (20261127000500): the caller's IPv4 address or IPv6 /64, now under this
-- hour's key. Volatile: the first call of an hour makes its key.
drop function private.request_client_hash();
create function private.request_client_hash(at timestamptz default now()) returns text
  language sql volatile security definer set search_path = ''
as $$
  select encode(private.hmac_sha256(
    convert_to(private.client_bucket(private.request_client_address()), 'UTF8'),
    private.guest_hash_key(at)), 'hex')
$$;
comment on function private.request_client_hash(timestamptz) is
  'The caller''s guest bucket under the key of the hour `at` falls in (null once that key is dropped).';
revoke execute on function private.request_client_hash(timestamptz) from public;

-- 20261127000500's count, across the change of key at the top of the hour: a hit of the last hour
-- was hashed with this hour's key or the previous one, so both hashes are looked for. The hit is
-- still part of the caller's transaction: a refused or rolled-back insert leaves none.
create or replace function private.take_guest_hit(hit_scope text, per_hour integer) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  client text := private.request_client_hash();
  before text := private.request_client_hash(now() - interval '1 hour');
  recent integer;
begin
  -- Serialise one guest's concurrent requests, so two cannot both see per_hour - 1.
  perform pg_advisory_xact_lock(hashtextextended(hit_scope || ':' || private.client_bucket(private.request_client_address()), 0));
  select count(*) into recent
    from private.guest_hits as h
   where h.scope = hit_scope and h.client_hash in (client, before) and h.at > now() - interval '1 hour';
  if recent >= per_hour then
    return false;
  end if;
  insert into private.guest_hits (scope, client_hash) values (hit_scope, client);
  return true;
end;
$$;
revoke execute on function private.take_guest_hit(text, integer) from public;

comment on table private.guest_hits is
  'One row per accepted guest request that an hourly limit counts: an HMAC of the guest''s IPv4 address or IPv6 /64 under that hour''s key (never the address) and the time; deleted after an hour, the key within two.';

-- Limits staff may change without a migration (docs/database.md#limits-that-outlive-an-account):
-- `update private.limit_settings set value = 300 where name = 'member_messages_per_hour'`.
create table private.limit_settings (
  name text primary key,
  value integer not null constraint limit_settings_positive check (value > 0),
  note text not null
);
comment on table private.limit_settings is 'Limits staff may change in SQL; read by the functions that keep them.';
alter table private.limit_settings enable row level security;
insert into private.limit_settings (name, value, note) values
  ('member_messages_per_hour', 200,
   'Member-facing messages queued in one clock hour (codes, download links, answer notices, consent notices); presses beyond it are refused and staff alerted once.');

create function private.limit_setting(setting text) returns integer
  language sql stable security definer set search_path = ''
as $$
  select l.value from private.limit_settings as l where l.name = setting
$$;
revoke execute on function private.limit_setting(text) from public;
