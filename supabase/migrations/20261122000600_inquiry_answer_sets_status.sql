-- When staff write an answer in the dashboard, they should not also have to remember the
-- status and the time. Writing (or rewriting) an answer stamps answered_at and sets 답변완료;
-- clearing it removes the time and puts a 답변완료 inquiry back to 상담중. A blank answer
-- counts as cleared. Anything else inconsistent (say 답변완료 without an answer) is refused
-- by the CHECK constraints on the table, with code 23514.

-- Security definer only so it may call private.trim_whitespace by name when a member's
-- insert fires it (the API roles have no usage on schema private); it reads nothing else.
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

create trigger inquiries_sync_answer_state
  before insert or update on public.inquiries
  for each row execute function private.sync_inquiry_answer_state();
revoke execute on function private.sync_inquiry_answer_state() from public;
