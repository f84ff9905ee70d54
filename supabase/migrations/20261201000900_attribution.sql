-- The baseline schema, part 9 of 11: first-party attribution
-- (docs/product.md#where-visitors-come-from): where the visit that ended in a conversion came
-- from, kept with the conversion itself. Five columns, the same on every table that records a
-- conversion: the sign-up (profiles), the download (download_logs), the handoff
-- (download_handoffs), the consultation and partnership inquiries. All optional: a direct visit
-- has no campaign or referrer.
--
--   utm_source, utm_medium, utm_campaign  the landing page's ?utm_… values: 1–100 characters,
--                                          no control character, nothing to trim at either end
--   referrer_host                         the referring site's host name only (never its URL),
--                                          lower case, at most 253 characters
--   device_class                          what the browser ran on: windows, mac, chromeos,
--                                          phone, tablet or other
--
-- The browser sends them already in this shape (src/lib/forms/attribution.ts, the same rules);
-- the CHECKs refuse anything else, like every other column a browser writes. How long they are
-- kept is in the retention file, what staff read of them in the staff views.

-- Used only by CHECK constraints, which run with the inserting role's rights: executable by
-- everyone, like private.trim_whitespace, and a definer so that its own call of
-- private.trim_whitespace needs no usage on the schema from the API roles.
create function private.is_attribution_text(value text) returns boolean
  language sql immutable strict parallel safe security definer set search_path = ''
as $$
  select char_length(value) between 1 and 100
     and value !~ '[\x01-\x1f\x7f]'
     and value = private.trim_whitespace(value)
$$;
comment on function private.is_attribution_text(text) is
  'A utm_* value as the site stores it: 1–100 characters, no control character, trimmed.';

-- A DNS name (or IPv4 address) as URL.hostname gives it: lower-case labels of letters, digits and
-- inner hyphens (punycode for Korean domains), at most 63 characters each, 253 in all.
create function private.is_host_name(value text) returns boolean
  language sql immutable strict parallel safe set search_path = ''
as $$
  select char_length(value) <= 253
     and value ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
$$;
comment on function private.is_host_name(text) is 'A lower-case host name of at most 253 characters.';

-- The same five columns, constraints and staff comments on each table that records a conversion
-- (the constraint names carry the table's), written once here. For migrations only: a table that
-- starts recording a conversion later gets its columns the same way.
create function private.add_attribution_columns(tbl regclass) returns void
  language plpgsql set search_path = ''
as $$
declare
  name text := (select c.relname from pg_catalog.pg_class as c where c.oid = tbl);
begin
  execute format($f$
    alter table %1$s
      add column utm_source text constraint %2$s_utm_source_format
        check (utm_source is null or private.is_attribution_text(utm_source)),
      add column utm_medium text constraint %2$s_utm_medium_format
        check (utm_medium is null or private.is_attribution_text(utm_medium)),
      add column utm_campaign text constraint %2$s_utm_campaign_format
        check (utm_campaign is null or private.is_attribution_text(utm_campaign)),
      add column referrer_host text constraint %2$s_referrer_host_format
        check (referrer_host is null or private.is_host_name(referrer_host)),
      add column device_class text constraint %2$s_device_class_known
        check (device_class is null or device_class in ('windows', 'mac', 'chromeos', 'phone', 'tablet', 'other'))
  $f$, tbl, name);
  execute format($f$
    comment on column %1$s.utm_source is '유입 경로: 방문한 첫 페이지 주소의 utm_source (예: naver, kakao). 없으면 비어 있음';
    comment on column %1$s.utm_medium is '유입 경로: utm_medium (예: cpc, display). 없으면 비어 있음';
    comment on column %1$s.utm_campaign is '유입 경로: utm_campaign (광고 캠페인 이름). 없으면 비어 있음';
    comment on column %1$s.referrer_host is '유입 경로: 이 사이트로 오기 직전 사이트의 도메인만 (전체 주소는 저장하지 않음)';
    comment on column %1$s.device_class is '사용 기기: windows, mac, chromeos, phone(휴대폰), tablet(태블릿), other(기타)';
  $f$, tbl);
end;
$$;
revoke execute on function private.add_attribution_columns(regclass) from public;

select private.add_attribution_columns('public.profiles');
select private.add_attribution_columns('public.download_logs');
select private.add_attribution_columns('public.inquiries');
select private.add_attribution_columns('public.business_inquiries');
select private.add_attribution_columns('public.download_handoffs');

-- The forms send the visit's attribution with the inquiry itself.
grant insert (utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  on table public.inquiries to authenticated;
grant insert (utm_source, utm_medium, utm_campaign, referrer_host, device_class)
  on table public.business_inquiries to anon, authenticated;

-- The functions that write attribution (log_download, log_handoff, request_download_link and the
-- sign-up's below) take it as one JSON object, the shape the browser keeps ({"utm_source": …,
-- "device_class": …}). A value goes to its column as sent, so the column's CHECK judges it
-- exactly as it judges the forms' inserts; a missing key is null.
create function private.attribution_value(attribution jsonb, key text) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select case when jsonb_typeof(attribution) = 'object' then attribution ->> key end
$$;
comment on function private.attribution_value(jsonb, text) is
  'One field of an attribution object as text, or null (missing, JSON null, or not an object).';

-- The sign-up's attribution: the profile is made by a trigger on auth.users, which knows nothing
-- of the visit, so the browser hands it over when the member lands back on /login. Only a profile
-- made in the last hour, and only once: a returning member's sign-in, or a second call, changes
-- nothing. Returns whether it stored anything.
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
