-- Every consultation inquiry now alerts staff and may end in a paid 알림톡, so one member
-- looping on the form could flood both. A member may file at most 10 in any hour; the 11th
-- is refused the way the guest partnership limit refuses (20261122000800): SQLSTATE PT429,
-- which PostgREST answers with HTTP 429, a Korean message the form shows as is, and hint
-- 'inquiry_rate_limit'. Staff (service_role, the dashboard) are never limited.

create function private.limit_member_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- The `role` setting names the API role PostgREST switched to, even inside this
  -- security-definer function (current_user is the owner here).
  if current_setting('role', true) is distinct from 'authenticated' then
    return new;
  end if;
  -- Serialise one member's concurrent inserts, so two cannot both see 9 rows.
  perform pg_advisory_xact_lock(hashtextextended('inquiries:' || new.user_id::text, 0));
  -- Uses inquiries_user_id_created_at_idx.
  select count(*) into recent
    from public.inquiries as i
   where i.user_id = new.user_id
     and i.created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception using
      errcode = 'PT429',
      message = '상담 문의는 1시간에 10건까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
      detail = 'At most 10 consultation inquiries per hour from one member.',
      hint = 'inquiry_rate_limit';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_member_inquiries() from public;

-- Named so it fires after the staff-fields guard and before the answer-state trigger.
create trigger inquiries_limit_members
  before insert on public.inquiries
  for each row execute function private.limit_member_inquiries();
