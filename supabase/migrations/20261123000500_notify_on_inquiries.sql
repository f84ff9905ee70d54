-- The events of the inquiry loop, written by triggers into the outbox (20261123000400):
--   inquiry_filed      a consultation inquiry was filed       → staff alert
--   partnership_filed  a partnership inquiry was sent        → staff alert
--   answer_written     staff wrote the first answer          → 알림톡 (or SMS) to the member
-- Editing an answer later sends nothing; staff who want the member told again tick
-- resend_answer_notice and save. Either way the member is told once per request.

alter table public.inquiries
  add column answer_notice_at timestamptz,
  add column resend_answer_notice boolean not null default false;
comment on column public.inquiries.answer_notice_at is '회원에게 답변 알림을 보낸(발송 대기열에 넣은) 시각. 답변을 처음 저장할 때 자동 입력';
comment on column public.inquiries.resend_answer_notice is '체크하고 저장하면 답변 알림을 한 번 더 보냅니다 (저장 후 자동으로 해제)';

create function private.notify_staff_of_inquiry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    case tg_table_name when 'inquiries' then 'inquiry_filed' else 'partnership_filed' end,
    new.id
  );
  return null;
end;
$$;
revoke execute on function private.notify_staff_of_inquiry() from public;

create trigger inquiries_notify_staff
  after insert on public.inquiries
  for each row execute function private.notify_staff_of_inquiry();
create trigger business_inquiries_notify_staff
  after insert on public.business_inquiries
  for each row execute function private.notify_staff_of_inquiry();

-- Before the row is written, so it can stamp answer_notice_at and clear the resend box in the
-- same update; named to fire after inquiries_sync_answer_state, which has already turned a
-- blank answer into null. If the update fails later, the event goes with it.
create function private.notify_member_of_answer() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.resend_answer_notice then
    if new.answer is null then
      raise exception using
        errcode = '23514',
        message = '답변이 없는 문의에는 답변 알림을 보낼 수 없습니다.',
        detail = 'resend_answer_notice needs an answer.';
    end if;
  elsif not (old.answer is null and new.answer is not null and old.answer_notice_at is null) then
    return new;
  end if;
  perform private.enqueue_notification('answer_written', new.id);
  new.answer_notice_at := now();
  new.resend_answer_notice := false;
  return new;
end;
$$;
revoke execute on function private.notify_member_of_answer() from public;

create trigger inquiries_when_answered_notify_member
  before update on public.inquiries
  for each row execute function private.notify_member_of_answer();

-- The new columns are staff-only too: the guard (20261122000500) now covers them.
create or replace function private.guard_inquiry_staff_fields() returns trigger
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
