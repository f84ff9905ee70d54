-- The baseline schema, part 4 of 11: partnership inquiries (제휴 문의), the form on
-- /counsel/business, open to guests and members alike. Only staff read them and move them
-- through 접수 → 상담중 → 완료, with a memo of their own. The hourly limits are in the limits file.

create type public.business_inquiry_status as enum ('접수', '상담중', '완료');

create table public.business_inquiries (
  id uuid primary key default gen_random_uuid(),
  -- Null for a guest; a member's own id otherwise (the default, never typed). Emptied when the
  -- member deletes their account: the inquiry stays as a dispute record.
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null constraint business_inquiries_name_length
    check (char_length(name) <= 7 and char_length(private.trim_whitespace(name)) >= 2),
  tel text not null,
  -- 상호명 또는 업종 (e.g. 카페, 꽃집).
  company text not null constraint business_inquiries_company_length
    check (char_length(company) <= 13 and char_length(private.trim_whitespace(company)) >= 1),
  company_no text constraint business_inquiries_company_no_valid
    check (company_no is null or public.is_valid_business_number(company_no)),
  content text not null constraint business_inquiries_content_length
    check (char_length(content) <= 2000 and char_length(private.trim_whitespace(content)) >= 1),
  privacy_consent boolean not null constraint business_inquiries_privacy_consent_given check (privacy_consent),
  marketing_consent boolean not null default false,
  created_at timestamptz not null default now(),
  -- From the consultation inquiries' daily counter, so a number the partner quotes names one
  -- inquiry of either kind (261123-0007 is never both). Drawn by the default: the insert grants
  -- leave it out, as they leave out every staff column after it.
  receipt_no text not null unique default private.next_inquiry_receipt_no()
    constraint business_inquiries_receipt_no_format check (receipt_no ~ '^[0-9]{6}-[0-9]{4,}$'),
  status public.business_inquiry_status not null default '접수',
  staff_memo text constraint business_inquiries_staff_memo_length
    check (staff_memo is null or char_length(staff_memo) <= 2000),
  handled_at timestamptz,
  detached_at timestamptz,
  -- Any Korean phone number as the form formats it: mobile (010-1234-5678), Seoul
  -- (02-123-4567), other area codes (031-123-4567), internet phone (070-1234-5678) or a
  -- representative number (1588-1234); partners often call from the shop's landline. A masked
  -- number only once the member is gone (detached_at, which no insert can set).
  constraint business_inquiries_tel_format check (
    tel ~ (
      '^(01[016789]-[0-9]{3,4}-[0-9]{4}'
      || '|02-[0-9]{3,4}-[0-9]{4}'
      || '|0(3[1-3]|4[1-4]|5[1-5]|6[1-4])-[0-9]{3,4}-[0-9]{4}'
      || '|070-[0-9]{4}-[0-9]{4}'
      || '|1[568][0-9]{2}-[0-9]{4})$'
    )
    or (detached_at is not null and tel ~ '^[0-9]{2,4}-([*]{3,4}-[0-9]{4}|[*]{4})$')
  ),
  -- Only a handled inquiry has a handling time, and every handled one has it.
  constraint business_inquiries_handled_at_when_done check ((status = '완료') = (handled_at is not null))
);
comment on table public.business_inquiries is 'Partnership inquiries (제휴 문의) from guests and members; staff-only reading.';
comment on column public.business_inquiries.id is '문의 고유 ID (자동 생성)';
comment on column public.business_inquiries.user_id is '문의한 회원 (profiles.id). 비회원 문의는 비어 있음';
comment on column public.business_inquiries.name is '입력한 이름';
comment on column public.business_inquiries.tel is '입력한 연락처';
comment on column public.business_inquiries.company is '상호명 또는 업종';
comment on column public.business_inquiries.company_no is '사업자등록번호 (선택, 숫자 10자리)';
comment on column public.business_inquiries.content is '문의 내용';
comment on column public.business_inquiries.privacy_consent is '개인정보 수집·이용 동의 (필수)';
comment on column public.business_inquiries.marketing_consent is '마케팅 정보 수신 동의 (선택)';
comment on column public.business_inquiries.created_at is '접수 시각';
comment on column public.business_inquiries.receipt_no is '접수번호: 접수일(한국 시간 YYMMDD)과 그날의 순번. 상담 문의와 번호가 겹치지 않음';
comment on column public.business_inquiries.status is '처리 상태: 접수 → 상담중 → 완료. 완료로 바꾸면 처리 시각이 자동 입력됩니다';
comment on column public.business_inquiries.staff_memo is '담당자 메모 (문의한 분에게는 보이지 않음)';
comment on column public.business_inquiries.handled_at is '처리 완료 시각 (완료로 바꾸면 자동 입력)';
comment on column public.business_inquiries.detached_at is '회원 탈퇴로 회원과의 연결을 끊고 연락처를 가린 시각 (분쟁 기록으로만 보관)';

create index business_inquiries_created_at_idx on public.business_inquiries (created_at desc);
-- A member's hourly count (the limits file).
create index business_inquiries_user_id_created_at_idx
  on public.business_inquiries (user_id, created_at) where user_id is not null;
-- The staff's queue in the dashboard: open inquiries by age.
create index business_inquiries_status_created_at_idx on public.business_inquiries (status, created_at);

alter table public.business_inquiries enable row level security;

revoke all on table public.business_inquiries from anon, authenticated;
-- The form's fields only (and, in the attribution file, where the visit came from). No select:
-- supabase-js must insert without `.select()`, which PostgREST answers with 201 and no body.
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

-- No select, update or delete policy: only staff (service_role, postgres) read and manage these,
-- and both bypass RLS.

-- Second lock on the staff-only columns, as on inquiries: the column grants already keep guests
-- and members from naming them, and this keeps it so if a grant is ever widened by mistake.
-- Security invoker so current_user is the API role PostgREST switched to.
create function private.guard_business_inquiry_staff_fields() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- staff: service_role, postgres (dashboard), migrations and seed
  end if;
  if tg_op = 'INSERT' then
    if new.status <> '접수' or new.staff_memo is not null or new.handled_at is not null then
      raise exception using
        errcode = '42501',
        message = '처리 상태와 메모는 담당자만 입력할 수 있습니다.',
        detail = 'status, staff_memo and handled_at are staff-only.';
    end if;
    return new;
  end if;
  if (new.status, new.staff_memo, new.handled_at, new.receipt_no, new.user_id, new.created_at)
     is distinct from (old.status, old.staff_memo, old.handled_at, old.receipt_no, old.user_id, old.created_at) then
    raise exception using
      errcode = '42501',
      message = '처리 상태와 메모는 담당자만 바꿀 수 있습니다.',
      detail = 'Guests and members cannot change staff-only columns, the receipt number, the owner or the date.';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_business_inquiry_staff_fields() from public;

-- Named so it sorts (and so fires) first among the partnership inquiry's before-triggers.
create trigger business_inquiries_guard_staff_fields
  before insert or update on public.business_inquiries
  for each row execute function private.guard_business_inquiry_staff_fields();

-- Staff set 완료 in the dashboard and the time is stamped for them; moving an inquiry back to
-- 접수 or 상담중 clears it. A time staff type themselves with 완료 (a phone call logged later) is
-- kept. Anything inconsistent is refused by business_inquiries_handled_at_when_done (23514).
create function private.sync_business_inquiry_handled_at() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
begin
  if new.status = '완료' then
    if tg_op = 'INSERT' or old.status is distinct from '완료' then
      new.handled_at := coalesce(new.handled_at, now());
    end if;
  elsif tg_op = 'INSERT' or old.status = '완료' then
    new.handled_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.sync_business_inquiry_handled_at() from public;

-- Named so it sorts (and so fires) after the guard and the limit.
create trigger business_inquiries_sync_handled_at
  before insert or update on public.business_inquiries
  for each row execute function private.sync_business_inquiry_handled_at();
