-- The baseline schema, part 3 of 11: consultation inquiries (상담 문의) and the staff's answer.
-- The member writes the form's fields; everything after `created_at` is staff-only. The hourly
-- limit is in the limits file, the alerts and answer notices in the notifications file.

-- The three states staff and the member see, in order. An enum so the dashboard offers a
-- drop-down and the generated types give the UI a closed set of badges.
create type public.inquiry_status as enum ('접수', '상담중', '답변완료');

-- Receipt numbers a member can read out on the phone: the Korean date of the inquiry and that
-- day's sequence, e.g. 261122-0007. Digits and one dash only, so nothing is misheard (no O/0 or
-- I/1). One counter row per day; the upsert takes a row lock, so two inquiries at the same
-- moment can never draw the same number (unlike reading a max and adding one). Partnership
-- inquiries draw from the same counter, so one number names one inquiry of either kind.
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
-- Members (and, for partnership inquiries, guests) evaluate it through the column default when
-- they insert; it lives in `private`, on which the API roles have no usage, so only an insert
-- draws a number.
revoke execute on function private.next_inquiry_receipt_no(timestamptz) from public;
grant execute on function private.next_inquiry_receipt_no(timestamptz) to anon, authenticated, service_role;

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  receipt_no text not null unique default private.next_inquiry_receipt_no()
    constraint inquiries_receipt_no_format check (receipt_no ~ '^[0-9]{6}-[0-9]{4,}$'),
  -- Empty once the member deletes their account: the inquiry outlives them as a dispute record
  -- (docs/product.md#member-rights). Members still file only as themselves (the insert policy).
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  -- The form's fields. Limits are "as typed" maximums and "after trimming" minimums; the same
  -- numbers live in src/lib/forms/limits.ts.
  name text not null constraint inquiries_name_length
    check (char_length(name) <= 7 and char_length(private.trim_whitespace(name)) >= 2),
  tel text not null,
  -- The account's e-mail from the signed JWT, not typed by the member (the form has no e-mail
  -- field). Null for providers that share none, e.g. a Kakao account without e-mail.
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
  -- Staff-only from here on (the grants below, and the guard trigger after them).
  status public.inquiry_status not null default '접수',
  -- The spec's isConsulting flag, derived so it can never disagree with status.
  is_consulting boolean not null generated always as (status = '상담중'::public.inquiry_status) stored,
  answer text,
  answered_at timestamptz,
  reservation_time timestamptz,
  company text,
  title text,
  -- The member is told of the first answer once; staff tick resend_answer_notice to tell them
  -- again (the notifications file).
  answer_notice_at timestamptz,
  resend_answer_notice boolean not null default false,
  detached_at timestamptz,
  -- The masked number is the only value beyond the form's rule, and only once the member is gone:
  -- nobody filing an inquiry can set detached_at (no insert grant), so the forms' table of cases
  -- (src/lib/forms/cases.ts) gets the same verdicts here as in the browser.
  constraint inquiries_tel_format check (
    tel ~ '^010-[0-9]{4}-[0-9]{4}$' or (detached_at is not null and tel ~ '^010-[*]{4}-[0-9]{4}$')
  ),
  -- An answer and its time come together, and only an answered inquiry is 답변완료.
  constraint inquiries_answer_not_blank check (answer is null or char_length(private.trim_whitespace(answer)) >= 1),
  constraint inquiries_answered_at_with_answer check ((answer is null) = (answered_at is null)),
  constraint inquiries_status_matches_answer check ((status = '답변완료') = (answer is not null))
);
comment on table public.inquiries is 'Consultation inquiries (상담 문의): written by members, answered by staff.';
comment on column public.inquiries.id is '문의 고유 ID (자동 생성)';
comment on column public.inquiries.receipt_no is '접수번호: 접수일(한국 시간 YYMMDD)과 그날의 순번. 전화 상담 때 불러 주는 번호';
comment on column public.inquiries.user_id is '문의한 회원 (profiles.id). 탈퇴한 회원의 문의는 비어 있음';
comment on column public.inquiries.name is '회원이 입력한 이름';
comment on column public.inquiries.tel is '회원이 입력한 연락처 (답변 알림톡·문자를 받는 번호)';
comment on column public.inquiries.email is '로그인 계정의 이메일 (자동 입력, 없을 수 있음)';
comment on column public.inquiries.sector is '업종';
comment on column public.inquiries.company_no is '사업자등록번호 (선택, 숫자 10자리)';
comment on column public.inquiries.content is '문의 내용';
comment on column public.inquiries.privacy_consent is '개인정보 수집·이용 동의 (필수)';
comment on column public.inquiries.marketing_consent is '마케팅 정보 수신 동의 (선택)';
comment on column public.inquiries.created_at is '접수 시각';
comment on column public.inquiries.status is '처리 상태: 접수 → 상담중 → 답변완료. 답변을 쓰면 자동으로 답변완료가 됩니다';
comment on column public.inquiries.is_consulting is '상담중 여부 (처리 상태에서 자동 계산)';
comment on column public.inquiries.answer is '담당자 답변. 처음 저장하면 회원에게 답변 알림이 한 번 나갑니다';
comment on column public.inquiries.answered_at is '답변 시각 (답변을 저장하면 자동 입력)';
comment on column public.inquiries.reservation_time is '상담 예약 시각';
comment on column public.inquiries.company is '상호 (담당자 기록)';
comment on column public.inquiries.title is '문의 제목 (담당자 기록)';
comment on column public.inquiries.answer_notice_at is '회원에게 답변 알림을 보낸(발송 대기열에 넣은) 시각. 답변을 처음 저장할 때 자동 입력';
comment on column public.inquiries.resend_answer_notice is '체크하고 저장하면 답변 알림을 한 번 더 보냅니다 (저장 후 자동으로 해제)';
comment on column public.inquiries.detached_at is '회원 탈퇴로 회원과의 연결을 끊고 연락처를 가린 시각 (분쟁 기록으로만 보관)';

-- A member's list, newest first: `where user_id = $1 order by created_at desc`.
create index inquiries_user_id_created_at_idx on public.inquiries (user_id, created_at desc);
-- The staff's queue in the dashboard: open inquiries by age.
create index inquiries_status_created_at_idx on public.inquiries (status, created_at desc);

alter table public.inquiries enable row level security;

revoke all on table public.inquiries from anon, authenticated;
grant select on table public.inquiries to authenticated;
-- Exactly the form's fields (and, in the attribution file, where the visit came from); id,
-- receipt_no, user_id, email and created_at come from defaults.
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

-- Second lock on the staff-only columns. The column grants already stop the API roles from
-- naming them; this trigger keeps that true if a later migration widens a grant by mistake (say
-- `grant update on inquiries to authenticated`). Security invoker on purpose: current_user is
-- then the API role PostgREST switched to, not the function owner.
create function private.guard_inquiry_staff_fields() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- staff: service_role, postgres (dashboard), migrations and seed
  end if;

  if tg_op = 'INSERT' then
    if new.status <> '접수' or new.answer is not null or new.answered_at is not null
       or new.reservation_time is not null or new.company is not null or new.title is not null
       or new.answer_notice_at is not null or new.resend_answer_notice then
      raise exception using
        errcode = '42501',
        message = '답변과 상담 정보는 담당자만 입력할 수 있습니다.',
        detail = 'status, answer, answered_at, reservation_time, company, title and the answer notice are staff-only.';
    end if;
    return new;
  end if;

  if (new.status, new.answer, new.answered_at, new.reservation_time, new.company, new.title,
      new.answer_notice_at, new.resend_answer_notice, new.user_id, new.receipt_no, new.created_at)
     is distinct from
     (old.status, old.answer, old.answered_at, old.reservation_time, old.company, old.title,
      old.answer_notice_at, old.resend_answer_notice, old.user_id, old.receipt_no, old.created_at) then
    raise exception using
      errcode = '42501',
      message = '답변과 상담 정보는 담당자만 바꿀 수 있습니다.',
      detail = 'Members cannot change staff-only columns, the owner, the receipt number or the date.';
  end if;
  return new;
end;
$$;

-- Named so it sorts (and so fires) first among the inquiry's before-triggers.
create trigger inquiries_guard_staff_fields
  before insert or update on public.inquiries
  for each row execute function private.guard_inquiry_staff_fields();

-- When staff write an answer in the dashboard, they should not also have to remember the status
-- and the time. Writing (or rewriting) an answer stamps answered_at and sets 답변완료; clearing it
-- removes the time and puts a 답변완료 inquiry back to 상담중. A blank answer counts as cleared.
-- Anything else inconsistent (say 답변완료 without an answer) is refused by the CHECK constraints
-- on the table, with code 23514.
--
-- Security definer only so it may call private.trim_whitespace by name when a member's insert
-- fires it (the API roles have no usage on schema private); it reads nothing else.
create function private.sync_inquiry_answer_state() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.answer is not null and private.trim_whitespace(new.answer) = '' then
    new.answer := null;
  end if;

  if tg_op = 'INSERT' then
    if new.answer is not null then
      new.answered_at := coalesce(new.answered_at, now());
      new.status := '답변완료';
    end if;
    return new;
  end if;

  if new.answer is distinct from old.answer then
    if new.answer is null then
      new.answered_at := null;
      if new.status = '답변완료' then
        new.status := '상담중';
      end if;
    else
      new.answered_at := now();
      new.status := '답변완료';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.sync_inquiry_answer_state() from public;

create trigger inquiries_sync_answer_state
  before insert or update on public.inquiries
  for each row execute function private.sync_inquiry_answer_state();
