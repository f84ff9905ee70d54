-- The SQL surface of pg_net 0.19 that migrations call, so `create extension pg_net` and
-- net.http_post(...) run unchanged in PGlite. As in pg_net, a call only queues the request in
-- net.http_request_queue (so it leaves only if the transaction commits); a background worker
-- (here tools/local-supabase/net/worker.ts, in Node) sends it and records the answer in
-- net._http_response under the same id.
--
-- What differs from the real extension:
--   * no C: url-encoding of `params` is done in SQL below, and net.wake() does nothing (the
--     worker polls the queue every 100 ms instead of being woken);
--   * net.check_worker_is_up(), net.worker_restart() and net.wait_until_running() are absent;
--   * the response TTL (6 hours) is fixed, not the pg_net.ttl setting.

create schema if not exists net;

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create function net.wake() returns void language sql as $$ select $$;

-- Appends `params` (a JSON object) to the URL as an encoded query string.
create function net._url_with_params(url text, params jsonb) returns text
  language sql immutable
as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when position('?' in url) > 0 then '&' else '?' end || (
      select string_agg(net._urlencode(key) || '=' || net._urlencode(value), '&')
        from jsonb_each_text(params)
    )
  end
$$;

create function net._urlencode(value text) returns text
  language sql immutable strict
as $$
  select string_agg(
    case when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
      then chr(b) else '%' || upper(lpad(to_hex(b), 2, '0')) end, '' order by i)
    from (select get_byte(convert_to(value, 'UTF8'), i - 1) as b, i
            from generate_series(1, octet_length(convert_to(value, 'UTF8'))) as i) as bytes
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
  language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._url_with_params(url, params), headers, timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
  language plpgsql
as $$
declare
  request_id bigint;
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as r(header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._url_with_params(url, params), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
) returns bigint
  language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', net._url_with_params(url, params), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;
