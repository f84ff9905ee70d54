-- The baseline schema, part 1 of 11: what every area below uses. The baseline is one file per
-- area, applied in name order, each function defined once beside its grants. It is the schema as
-- it stood before the first deploy; from then on these files never change, and every change is a
-- new, additive migration after them (docs/schema.md#changing-the-schema).

-- Objects the API must never expose live in `private`: PostgREST serves only `public`, and the
-- API roles get no usage on this schema. Functions used by CHECKs stay executable by everyone
-- (Postgres's default), because a CHECK runs with the inserting role's rights.
create schema private;
comment on schema private is 'Internal helpers and bookkeeping; never exposed through the API.';

-- The extensions a hosted project offers and this schema builds on: pgmq (Supabase Queues) for
-- the notification outbox, pg_net to call the notify function after a commit, pg_cron for the
-- daily and sweeping jobs of several areas.
create extension if not exists pgmq;
create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron;

-- The forms' rules are written twice, in src/lib/forms and as CHECK constraints, and the one
-- table of cases (src/lib/forms/cases.ts) tests both; these helpers keep the two counting alike.

-- Trims exactly what JavaScript's String.prototype.trim() trims (Unicode white space and line
-- terminators, including the ideographic space U+3000 a Korean IME can produce), so "at least N
-- characters after trimming" counts the same in the browser and here.
create function private.trim_whitespace(value text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select regexp_replace(
    value,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  )
$$;

-- Korean business registration number (사업자등록번호): ten ASCII digits whose last digit is the
-- check digit. Multiply the first nine by 1,3,7,1,3,7,1,3,5, add floor(9th digit × 5 / 10), and
-- the check digit is (10 − sum mod 10) mod 10. Stored without dashes. In `public` because both
-- inquiry tables check it and the API may ask it too.
create function public.is_valid_business_number(company_no text) returns boolean
  language sql immutable strict parallel safe set search_path = ''
as $$
  select case
    when company_no !~ '^[0-9]{10}$' then false
    else (
      10 - (
        (
          select sum(substr(company_no, w.idx::int, 1)::int * w.weight)
          from unnest(array[1, 3, 7, 1, 3, 7, 1, 3, 5]) with ordinality as w(weight, idx)
        ) + substr(company_no, 9, 1)::int * 5 / 10
      ) % 10
    ) % 10 = substr(company_no, 10, 1)::int
  end
$$;
comment on function public.is_valid_business_number(text) is
  'True when the text is a 10-digit Korean business registration number with a valid check digit.';
