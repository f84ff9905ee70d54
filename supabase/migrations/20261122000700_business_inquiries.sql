-- business_inquiries: the partnership form (제휴 문의) on /counsel/business, open to guests
-- and members alike. Only staff read it.

create table public.business_inquiries (
  id uuid primary key default gen_random_uuid(),
  -- Null for a guest; a member's own id otherwise (the default, never typed).
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null constraint business_inquiries_name_length
    check (char_length(name) <= 7 and char_length(private.trim_whitespace(name)) >= 2),
  -- Any Korean phone number as the form formats it: mobile (010-1234-5678), Seoul
  -- (02-123-4567), other area codes (031-123-4567), internet phone (070-1234-5678) or a
  -- representative number (1588-1234). Partners often call from the shop's landline.
  tel text not null constraint business_inquiries_tel_format check (tel ~ (
    '^(01[016789]-[0-9]{3,4}-[0-9]{4}'
    || '|02-[0-9]{3,4}-[0-9]{4}'
    || '|0(3[1-3]|4[1-4]|5[1-5]|6[1-4])-[0-9]{3,4}-[0-9]{4}'
    || '|070-[0-9]{4}-[0-9]{4}'
    || '|1[568][0-9]{2}-[0-9]{4})$'
  )),
  -- 상호명 또는 업종 (e.g. 카페, 꽃집).
  company text not null constraint business_inquiries_company_length
    check (char_length(company) <= 13 and char_length(private.trim_whitespace(company)) >= 1),
  company_no text constraint business_inquiries_company_no_valid
    check (company_no is null or public.is_valid_business_number(company_no)),
  content text not null constraint business_inquiries_content_length
    check (char_length(content) <= 2000 and char_length(private.trim_whitespace(content)) >= 1),
  privacy_consent boolean not null constraint business_inquiries_privacy_consent_given check (privacy_consent),
  marketing_consent boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.business_inquiries is 'Partnership inquiries (제휴 문의) from guests and members; staff-only reading.';

create index business_inquiries_created_at_idx on public.business_inquiries (created_at desc);
create index business_inquiries_user_id_idx on public.business_inquiries (user_id) where user_id is not null;

alter table public.business_inquiries enable row level security;

revoke all on table public.business_inquiries from anon, authenticated;
-- The form's fields only. No select: supabase-js must insert without `.select()`, which
-- PostgREST answers with 201 and no body.
grant insert (name, tel, company, company_no, content, privacy_consent, marketing_consent)
  on table public.business_inquiries to anon, authenticated;
grant all on table public.business_inquiries to service_role;

-- A guest may send a partnership inquiry; it is stored without an owner.
create policy "guests send partnership inquiries"
  on public.business_inquiries for insert to anon
  with check (user_id is null);

-- A member may send one too; it is stored under their own id.
create policy "members send partnership inquiries as themselves"
  on public.business_inquiries for insert to authenticated
  with check (user_id = (select auth.uid()));

-- No select, update or delete policy: only staff (service_role, postgres) read and manage
-- these, and both bypass RLS.
