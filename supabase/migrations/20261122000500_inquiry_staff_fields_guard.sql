-- Second lock on the staff-only columns of inquiries. The column grants already stop the
-- API roles from naming them; this trigger keeps that true if a later migration widens a
-- grant by mistake (say `grant update on inquiries to authenticated`). Security invoker on
-- purpose: current_user is then the API role PostgREST switched to, not the function owner.

create function private.guard_inquiry_staff_fields() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- staff: service_role, postgres (dashboard), migrations and seed
  end if;

  if tg_op = 'INSERT' then
    if new.status <> '접수' or new.answer is not null or new.answered_at is not null
       or new.reservation_time is not null or new.company is not null or new.title is not null then
      raise exception using
        errcode = '42501',
        message = '답변과 상담 정보는 담당자만 입력할 수 있습니다.',
        detail = 'status, answer, answered_at, reservation_time, company and title are staff-only.';
    end if;
    return new;
  end if;

  if (new.status, new.answer, new.answered_at, new.reservation_time, new.company, new.title,
      new.user_id, new.receipt_no, new.created_at)
     is distinct from
     (old.status, old.answer, old.answered_at, old.reservation_time, old.company, old.title,
      old.user_id, old.receipt_no, old.created_at) then
    raise exception using
      errcode = '42501',
      message = '답변과 상담 정보는 담당자만 바꿀 수 있습니다.',
      detail = 'Members cannot change staff-only columns, the owner, the receipt number or the date.';
  end if;
  return new;
end;
$$;

-- Named so it sorts (and so fires) before the answer-state trigger.
create trigger inquiries_guard_staff_fields
  before insert or update on public.inquiries
  for each row execute function private.guard_inquiry_staff_fields();
