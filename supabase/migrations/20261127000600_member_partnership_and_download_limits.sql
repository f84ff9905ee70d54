-- Members had no limit on partnership inquiries (only guests were counted), and every row
-- sends staff a webhook post and a paid SMS: one signed-in `insert([...1000 rows])` was one
-- request. A member may now send at most 5 partnership inquiries an hour, the guests' number
-- (docs/product.md#limits); the 6th row is refused with PT429, and since a bulk
-- insert is one statement, the whole statement is refused with it and nothing is queued.
-- log_download() was unlimited for members too: at most 10 a member an hour, then PT429 with
-- hint 'download_rate_limit' (the download function answers 429 with the message).
-- Members are counted by their own rows (user_id), so no address is involved; staff
-- (service_role, the dashboard) are never limited.

create index business_inquiries_user_id_created_at_idx
  on public.business_inquiries (user_id, created_at) where user_id is not null;
drop index public.business_inquiries_user_id_idx;

-- One trigger function for both kinds of sender; the guest part is 20261127000500's.
create function private.limit_business_inquiries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  -- The `role` setting names the API role PostgREST switched to, even inside this
  -- security-definer function (current_user is the owner here).
  case current_setting('role', true)
    when 'anon' then
      if not private.take_guest_hit('business_inquiry', 5) then
        raise exception using
          errcode = 'PT429',
          message = '문의가 너무 많이 접수되었습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one guest (IPv4 address or IPv6 /64).',
          hint = 'business_inquiry_rate_limit';
      end if;
    when 'authenticated' then
      -- Serialise one member's concurrent inserts, so two cannot both see 4 rows.
      perform pg_advisory_xact_lock(hashtextextended('business_inquiries:' || new.user_id::text, 0));
      select count(*) into recent
        from public.business_inquiries as b
       where b.user_id = new.user_id and b.created_at > now() - interval '1 hour';
      if recent >= 5 then
        raise exception using
          errcode = 'PT429',
          message = '제휴 문의는 1시간에 5건까지 보낼 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 5 partnership inquiries per hour from one member.',
          hint = 'business_inquiry_rate_limit';
      end if;
    else
      null; -- staff
  end case;
  return new;
end;
$$;
revoke execute on function private.limit_business_inquiries() from public;

drop trigger business_inquiries_limit_guests on public.business_inquiries;
drop function private.limit_guest_business_inquiries();
-- Same place in the order as the trigger it replaces (alphabetical): after the staff-fields
-- guard, before the handled-at stamp.
create trigger business_inquiries_limit_senders
  before insert on public.business_inquiries
  for each row execute function private.limit_business_inquiries();

create index download_logs_user_id_created_at_idx
  on public.download_logs (user_id, created_at) where user_id is not null;
drop index public.download_logs_user_id_idx;

create or replace function public.log_download() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  recent integer;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is not null then
    if current_setting('role', true) = 'authenticated' then
      perform pg_advisory_xact_lock(hashtextextended('download_logs:' || member.id::text, 0));
      select count(*) into recent
        from public.download_logs as d
       where d.user_id = member.id and d.created_at > now() - interval '1 hour';
      if recent >= 10 then
        raise exception using
          errcode = 'PT429',
          message = '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
          detail = 'At most 10 download logs per hour from one member.',
          hint = 'download_rate_limit';
      end if;
    end if;
    insert into public.download_logs (user_id, name, email, tel, social)
    values (
      member.id,
      coalesce(member.name, '-'),
      coalesce(member.email, '-'),
      coalesce(member.tel, '-'),
      coalesce(member.social::text, '-')
    );
    return;
  end if;
  -- Beyond 20 an hour a guest's call is accepted and stores nothing (20261122001200).
  if private.take_guest_hit('download_log', 20) then
    insert into public.download_logs (user_id, name, email, tel, social) values (null, '비회원', '-', '-', '-');
  end if;
end;
$$;
comment on function public.log_download() is
  'Records an installer download for the caller: their profile''s fields (at most 10 per member per hour), or the guest values (at most 20 per guest per hour).';
revoke execute on function public.log_download() from public;
grant execute on function public.log_download() to anon, authenticated, service_role;
