-- inquiries: a member's consultation inquiry (상담 문의) and the staff's answer to it.
-- The member writes the form's fields; everything after `created_at` below is staff-only.

-- The three states staff and the member see, in order. An enum so the dashboard offers a
-- drop-down and the generated types give the UI a closed set of badges.
create type public.inquiry_status as enum ('접수', '상담중', '답변완료');

-- Receipt numbers a member can read out on the phone: the Korean date of the inquiry and
-- that day's sequence, e.g. 261122-0007. Digits and one dash only, so nothing is misheard
-- (no O/0 or I/1). One counter row per day; the upsert takes a row lock, so two inquiries
-- at the same moment can never draw the same number (unlike reading a max and adding one).
create table private.inquiry_receipt_counters (
  day date primary key,
  last_no integer not null
);

create function private.next_inquiry_receipt_no(issued_at timestamptz default now()) returns text
  language sql volatile security definer set search_path = ''
as $$
  insert into private.inquiry_receipt_counters as c (day, last_no)
  values ((issued_at at time zone 'Asia/Seoul')::date, 1)
  on conflict (day) do update set last_no = c.last_no + 1
  returning to_char(c.day, 'YYMMDD') || '-' || lpad(c.last_no::text, greatest(4, length(c.last_no::text)), '0')
$$;
-- Members evaluate it through the column default when they insert; it is not in `public`,
-- so the API cannot call it on its own.
revoke execute on function private.next_inquiry_receipt_no(timestamptz) from public;
grant execute on function private.next_inquiry_receipt_no(timestamptz) to authenticated, service_role;

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  receipt_no text not null unique default private.next_inquiry_receipt_no()
    constraint inquiries_receipt_no_format check (receipt_no ~ '^[0-9]{6}-[0-9]{4,}$'),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The form's fields. Limits are "as typed" maximums and "after trimming" minimums; the
  -- same numbers live in src/lib/forms/limits.ts.
  name text not null constraint inquiries_name_length
    check (char_length(name) <= 7 and char_length(private.trim_whitespace(name)) >= 2),
  tel text not null constraint inquiries_tel_format check (tel ~ '^010-[0-9]{4}-[0-9]{4}$'),
  -- The account's e-mail from the signed JWT, not typed by the member (the form has no
  -- e-mail field). Null for providers that share none, e.g. a Kakao account without e-mail.
  email text default nullif(auth.jwt() ->> 'email', '')
    constraint inquiries_email_format check (email is null or (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$')),
  sector text not null constraint inquiries_sector_length
    check (char_length(sector) <= 13 and char_length(private.trim_whitespace(sector)) >= 1),
  company_no text constraint inquiries_company_no_valid
    check (company_no is null or public.is_valid_business_number(company_no)),
  content text not null constraint inquiries_content_length
    check (char_length(content) <= 2000 and char_length(private.trim_whitespace(content)) >= 1),
  -- PIPA Art. 22: the personal-data consent is required, the marketing consent optional.
  privacy_consent boolean not null constraint inquiries_privacy_consent_given check (privacy_consent),
  marketing_consent boolean not null default false,
  created_at timestamptz not null default now(),
  -- Staff-only from here on (see the grants below and the guard trigger that follows).
  status public.inquiry_status not null default '접수',
  -- The spec's isConsulting flag, derived so it can never disagree with status.
  is_consulting boolean not null generated always as (status = '상담중'::public.inquiry_status) stored,
  answer text,
  answered_at timestamptz,
  reservation_time timestamptz,
  company text,
  title text,
  -- An answer and its time come together, and only an answered inquiry is 답변완료.
  constraint inquiries_answer_not_blank check (answer is null or char_length(private.trim_whitespace(answer)) >= 1),
  constraint inquiries_answered_at_with_answer check ((answer is null) = (answered_at is null)),
  constraint inquiries_status_matches_answer check ((status = '답변완료') = (answer is not null))
);
comment on table public.inquiries is 'Consultation inquiries (상담 문의): written by members, answered by staff.';
comment on column public.inquiries.receipt_no is 'Read out on the phone: KST date YYMMDD and that day''s sequence.';

-- A member's list, newest first: `where user_id = $1 order by created_at desc`.
create index inquiries_user_id_created_at_idx on public.inquiries (user_id, created_at desc);
-- The staff's queue in the dashboard: open inquiries by age.
create index inquiries_status_created_at_idx on public.inquiries (status, created_at desc);

alter table public.inquiries enable row level security;

revoke all on table public.inquiries from anon, authenticated;
grant select on table public.inquiries to authenticated;
-- Exactly the form's fields; id, receipt_no, user_id, email and created_at come from defaults.
grant insert (name, tel, sector, company_no, content, privacy_consent, marketing_consent)
  on table public.inquiries to authenticated;
grant all on table public.inquiries to service_role;

-- A member reads their own inquiries, answers included. Guests and other members see none.
create policy "members read their own inquiries"
  on public.inquiries for select to authenticated
  using (user_id = (select auth.uid()));

-- A member files an inquiry for themself only (user_id defaults to their id).
create policy "members file inquiries as themselves"
  on public.inquiries for insert to authenticated
  with check (user_id = (select auth.uid()));

-- No update or delete policy: a filed inquiry is the record staff answer against. Staff
-- (service_role, or postgres in the dashboard) bypass RLS and write the answer.
