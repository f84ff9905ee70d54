-- Staff access to personal data, recorded as 개인정보의 안전성 확보조치 기준 asks
-- (docs/operations.md#staff-access-to-personal-data): who read which member's or inquirer's
-- record, when, and for what purpose, kept two years, reviewed every month, and not erasable by
-- the staff it records.
--
-- Staff (개인정보취급자) sign in to the database with a login role of their own, a member of
-- `staff`, never as the dashboard's `postgres`. `staff` reads no personal column directly: it
-- reads through the staff_read_* functions below, which return the rows and write one access row
-- per record in the same transaction (no read without its row). It may write the answer and the
-- workflow columns as before. The log itself is append-only (a trigger refuses UPDATE, DELETE
-- and TRUNCATE to everyone but the retention job), and each row carries a SHA-256 chained over
-- the one before it, so that even the owner's edit shows when the monthly review verifies it.

create role staff nologin;
comment on role staff is '개인정보취급자(직원) 그룹: 직원마다 이 그룹에 속한 로그인 역할로 접속하고, 개인정보는 staff_read_* 함수로만 읽습니다.';
grant usage on schema public to staff;

-- Who read what. `staff_role` is the login role (session_user), never settable by the caller.
create table private.staff_access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  staff_role text not null default session_user,
  source text not null constraint staff_access_log_source
    check (source in ('inquiries', 'business_inquiries', 'profiles')),
  record_id uuid not null,
  purpose text not null constraint staff_access_log_purpose check (char_length(btrim(purpose)) between 2 and 200),
  prev_hash text not null,
  hash text not null
);
comment on table private.staff_access_log is
  '직원의 개인정보 열람 기록(누가, 언제, 어떤 기록을, 무슨 목적으로): 2년 보관, 추가만 가능, 해시 사슬로 위·변조 확인.';
alter table private.staff_access_log enable row level security;
create index staff_access_log_at_idx on private.staff_access_log (at);

create function private.staff_access_hash(prev text, at timestamptz, staff_role text, source text, record_id uuid, purpose text)
  returns text language sql immutable set search_path = ''
as $$
  select encode(sha256(convert_to(concat_ws('|', prev, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
                                            staff_role, source, record_id::text, purpose), 'UTF8')), 'hex')
$$;

-- Appends one row per record to the chain; one writer at a time, so each row follows the last.
create function private.log_staff_access(source text, record_ids uuid[], purpose text) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  prev text;
  record uuid;
  stamp timestamptz;
begin
  if purpose is null or char_length(btrim(purpose)) < 2 then
    raise exception using errcode = '22023', message = '열람 목적을 적어 주세요(예: 답변 작성, 상담 전화).';
  end if;
  perform pg_advisory_xact_lock(hashtext('private.staff_access_log'));
  select l.hash into prev from private.staff_access_log as l order by l.id desc limit 1;
  prev := coalesce(prev, 'genesis');
  foreach record in array coalesce(record_ids, '{}') loop
    stamp := clock_timestamp();
    insert into private.staff_access_log (at, staff_role, source, record_id, purpose, prev_hash, hash)
    values (stamp, session_user, source, record, btrim(purpose), prev,
            private.staff_access_hash(prev, stamp, session_user, source, record, btrim(purpose)))
    returning hash into prev;
  end loop;
end;
$$;
revoke execute on function private.log_staff_access(text, uuid[], text) from public;

-- Nobody changes or removes a row, the owner included, except the retention job below.
create function private.refuse_access_log_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_setting('private.staff_access_retention', true) = 'on' and tg_op = 'DELETE' then
    return old;
  end if;
  raise exception using errcode = '42501', message = '개인정보 열람 기록은 고치거나 지울 수 없습니다.';
end;
$$;
create trigger staff_access_log_append_only
  before update or delete on private.staff_access_log
  for each row execute function private.refuse_access_log_change();
create trigger staff_access_log_no_truncate
  before truncate on private.staff_access_log
  for each statement execute function private.refuse_access_log_change();

-- Two years (the 기준 asks one, two where 50,000 or more people's data are handled): daily at 04:10 KST.
create function private.expire_staff_access_log(at timestamptz default now()) returns bigint
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  n bigint;
begin
  perform set_config('private.staff_access_retention', 'on', true);
  delete from private.staff_access_log as l where l.at < expire_staff_access_log.at - interval '2 years';
  get diagnostics n = row_count;
  perform set_config('private.staff_access_retention', 'off', true);
  return n;
end;
$$;
revoke execute on function private.expire_staff_access_log(timestamptz) from public;
select cron.schedule('staff-access-log-retention', '10 19 * * *', 'select private.expire_staff_access_log()');
-- The period as the policy states it (private.retention_periods, held to the policy's text by
-- tests/content/privacy-policy-code.test.ts); the job above, not run_retention, applies it, since
-- the chain is cut only from its oldest end.
insert into private.retention_periods (key, article, item, wording, keep, disposal, counted_from) values
  ('staff_access_records', '개인정보의 처리 및 보유 기간', '개인정보 열람 기록', '열람한 날부터 2년', '2 years', '삭제', '열람한 때');

-- What staff read through. Each returns the rows, and logs them, in one call.
create function public.staff_read_open_inquiries(purpose text)
  returns setof public.staff_open_inquiries
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.log_staff_access('inquiries', array(select v.id from public.staff_open_inquiries as v), purpose);
  return query select * from public.staff_open_inquiries;
end;
$$;

create function public.staff_read_open_partnerships(purpose text)
  returns setof public.staff_open_partnerships
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.log_staff_access('business_inquiries', array(select v.id from public.staff_open_partnerships as v), purpose);
  return query select * from public.staff_open_partnerships;
end;
$$;

-- One inquiry of either kind by its receipt number, answered or not (a member calls about it).
create function public.staff_read_inquiry(receipt text, purpose text)
  returns table (kind text, receipt_no text, status text, created_at_kst timestamp, name text, tel text,
                 company text, content text, answer text, id uuid)
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  return query
    select '상담'::text, i.receipt_no, i.status::text, (i.created_at at time zone 'Asia/Seoul')::timestamp(0), i.name, i.tel,
           i.sector, i.content, i.answer, i.id
      from public.inquiries as i where i.receipt_no = receipt
    union all
    select '제휴'::text, b.receipt_no, b.status::text, (b.created_at at time zone 'Asia/Seoul')::timestamp(0), b.name, b.tel,
           b.company, b.content, b.staff_memo, b.id
      from public.business_inquiries as b where b.receipt_no = receipt;
  perform private.log_staff_access('inquiries', array(select i.id from public.inquiries as i where i.receipt_no = receipt), purpose);
  perform private.log_staff_access('business_inquiries',
    array(select b.id from public.business_inquiries as b where b.receipt_no = receipt), purpose);
end;
$$;

create function public.staff_read_marketing_recipients(purpose text)
  returns setof public.staff_marketing_recipients
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.log_staff_access('profiles', array(select v.id from public.staff_marketing_recipients as v), purpose);
  return query select * from public.staff_marketing_recipients;
end;
$$;

comment on function public.staff_read_open_inquiries(text) is '답변을 기다리는 상담 문의를 읽고, 읽은 기록을 남깁니다. 목적을 적어 주세요.';
comment on function public.staff_read_open_partnerships(text) is '처리를 기다리는 제휴 문의를 읽고, 읽은 기록을 남깁니다. 목적을 적어 주세요.';
comment on function public.staff_read_inquiry(text, text) is '접수번호로 문의 하나를 읽고, 읽은 기록을 남깁니다. 목적을 적어 주세요.';
comment on function public.staff_read_marketing_recipients(text) is '마케팅 수신 동의 회원을 읽고, 읽은 기록을 남깁니다. 목적을 적어 주세요.';
revoke execute on function public.staff_read_open_inquiries(text), public.staff_read_open_partnerships(text),
  public.staff_read_inquiry(text, text), public.staff_read_marketing_recipients(text) from public, anon, authenticated;
grant execute on function public.staff_read_open_inquiries(text), public.staff_read_open_partnerships(text),
  public.staff_read_inquiry(text, text), public.staff_read_marketing_recipients(text) to staff, service_role;

-- Staff write the answer and the workflow columns as before, and see no personal column: the
-- guard trigger lets every role but the API's through, and these grants and policies name them.
grant select (id, receipt_no, status, created_at, answered_at) on public.inquiries to staff;
grant update (status, answer, reservation_time, company, title, resend_answer_notice) on public.inquiries to staff;
grant select (id, receipt_no, status, created_at, handled_at) on public.business_inquiries to staff;
grant update (status, staff_memo) on public.business_inquiries to staff;
-- Staff may find and update any inquiry; the column grants above decide what they see.
create policy inquiries_staff_select on public.inquiries for select to staff using (true);
create policy inquiries_staff_update on public.inquiries for update to staff using (true) with check (true);
create policy business_inquiries_staff_select on public.business_inquiries for select to staff using (true);
create policy business_inquiries_staff_update on public.business_inquiries for update to staff using (true) with check (true);
grant select on public.staff_notification_problems, public.staff_outbox_watch, public.staff_retention_due,
  public.staff_member_rights_daily, public.staff_conversions_daily, public.staff_handoff_funnel to staff;

-- The monthly review: per month and staff member, what was read for which purpose, with the
-- hours outside 09–19 KST counted apart, and whether the chain still holds.
create view public.staff_access_review as
  select to_char(l.at at time zone 'Asia/Seoul', 'YYYY-MM') as month_kst, l.staff_role, l.source, l.purpose,
         count(*) as records, count(distinct (l.at at time zone 'Asia/Seoul')::date) as days,
         count(*) filter (where extract(hour from l.at at time zone 'Asia/Seoul') not between 9 and 18) as outside_hours
    from private.staff_access_log as l
   group by 1, 2, 3, 4
   order by 1 desc, 2, 3, 4;
comment on view public.staff_access_review is '월별·직원별 개인정보 열람 기록 요약 (매월 점검용; 업무 시간 밖 열람은 따로 셈)';
comment on column public.staff_access_review.month_kst is '열람한 달 (한국 시간, YYYY-MM)';
comment on column public.staff_access_review.staff_role is '열람한 직원의 로그인 역할';
comment on column public.staff_access_review.source is '열람한 기록의 종류';
comment on column public.staff_access_review.purpose is '열람 목적';
comment on column public.staff_access_review.records is '열람한 기록 수';
comment on column public.staff_access_review.days is '열람한 날 수';
comment on column public.staff_access_review.outside_hours is '업무 시간(09–19시) 밖에 열람한 기록 수';

create function public.staff_access_log_verify()
  returns table (rows_checked bigint, first_broken_id bigint, last_hash text)
  language sql stable security definer set search_path = ''
as $$
  with chain as (
    select l.id, l.hash, l.prev_hash,
           l.hash = private.staff_access_hash(l.prev_hash, l.at, l.staff_role, l.source, l.record_id, l.purpose)
             and l.prev_hash = coalesce(lag(l.hash) over (order by l.id), l.prev_hash) as intact
      from private.staff_access_log as l
  )
  select count(*), min(c.id) filter (where not c.intact), (select c2.hash from chain as c2 order by c2.id desc limit 1)
    from chain as c
$$;
comment on function public.staff_access_log_verify() is
  '열람 기록의 해시 사슬 점검: 확인한 행 수, 처음으로 어긋난 행(없으면 비어 있음), 마지막 해시(점검 기록에 적어 둠).';
revoke all on public.staff_access_review from public, anon, authenticated, staff;
grant select on public.staff_access_review to service_role;
revoke execute on function public.staff_access_log_verify() from public, anon, authenticated, staff;
grant execute on function public.staff_access_log_verify() to service_role;
