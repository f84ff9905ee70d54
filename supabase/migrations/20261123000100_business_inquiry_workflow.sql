-- Partnership inquiries become workable the way consultation inquiries are: a receipt number
-- staff and the partner can quote, a status staff move through 접수 → 상담중 → 완료, a memo for
-- staff, and the time the inquiry was handled, stamped by a trigger as answered_at is.

-- The numbers come from the consultation inquiries' daily counter, so one number names one
-- inquiry of either kind (261123-0007 is never both a consultation and a partnership).
-- Guests and members never choose it: the insert grants leave the new columns out.
create type public.business_inquiry_status as enum ('접수', '상담중', '완료');

alter table public.business_inquiries
  add column receipt_no text,
  add column status public.business_inquiry_status not null default '접수',
  add column staff_memo text,
  add column handled_at timestamptz;

-- Rows sent before this migration get numbers of their own dates, oldest first.
do $$
declare
  row record;
begin
  for row in select id, created_at from public.business_inquiries order by created_at, id loop
    update public.business_inquiries set receipt_no = private.next_inquiry_receipt_no(row.created_at) where id = row.id;
  end loop;
end
$$;

alter table public.business_inquiries
  alter column receipt_no set not null,
  add constraint business_inquiries_receipt_no_key unique (receipt_no),
  add constraint business_inquiries_receipt_no_format check (receipt_no ~ '^[0-9]{6}-[0-9]{4,}$'),
  add constraint business_inquiries_staff_memo_length check (staff_memo is null or char_length(staff_memo) <= 2000),
  -- Only a handled inquiry has a handling time, and every handled one has it.
  add constraint business_inquiries_handled_at_when_done check ((status = '완료') = (handled_at is not null));

-- Guests and members draw the number through the column default when they insert, as members
-- already do for consultation inquiries. They cannot call the counter on its own: it lives in
-- `private`, on which the API roles have no usage, so only an insert draws a number.
alter table public.business_inquiries alter column receipt_no set default private.next_inquiry_receipt_no();
grant execute on function private.next_inquiry_receipt_no(timestamptz) to anon;

-- The staff's queue in the dashboard: open inquiries by age.
create index business_inquiries_status_created_at_idx on public.business_inquiries (status, created_at);

-- Second lock on the staff-only columns, as on inquiries (20261122000500): the column grants
-- already keep guests and members from naming them, and this keeps it so if a grant is ever
-- widened by mistake. Security invoker so current_user is the API role PostgREST switched to.
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

create trigger business_inquiries_guard_staff_fields
  before insert or update on public.business_inquiries
  for each row execute function private.guard_business_inquiry_staff_fields();

-- Staff set 완료 in the dashboard and the time is stamped for them; moving an inquiry back to
-- 접수 or 상담중 clears it. A time staff type themselves with 완료 (a phone call logged later)
-- is kept. Anything inconsistent is refused by business_inquiries_handled_at_when_done (23514).
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

-- Named so it sorts (and so fires) after the guard.
create trigger business_inquiries_sync_handled_at
  before insert or update on public.business_inquiries
  for each row execute function private.sync_business_inquiry_handled_at();

revoke execute on function private.guard_business_inquiry_staff_fields() from public;
revoke execute on function private.sync_business_inquiry_handled_at() from public;
