-- 회원 탈퇴 (docs/product.md#member-rights): a member deletes their account with one call,
-- public.delete_my_account(), which deletes their auth user. Supabase Auth's own foreign keys
-- then delete their identities and sessions (and with the sessions every refresh token), and
-- ours delete the profile. What the member filed is not deleted with it:
--   inquiries and partnership inquiries  detached (no owner) with the name, phone and e-mail
--                                        masked, and kept as the 분쟁 record for the period the
--                                        privacy policy names (the retention job deletes them);
--   download logs                        anonymised: the date and sign-in method stay, for counts.
-- The same happens when staff delete a user in the dashboard: the work is done by a trigger on
-- the profile's deletion, whatever deleted it. Before, an inquiry left at once by cascade, which
-- the law's three years for dispute records does not allow.

alter table public.inquiries add column detached_at timestamptz;
alter table public.business_inquiries add column detached_at timestamptz;
comment on column public.inquiries.detached_at is '회원 탈퇴로 회원과의 연결을 끊고 연락처를 가린 시각 (분쟁 기록으로만 보관)';
comment on column public.business_inquiries.detached_at is '회원 탈퇴로 회원과의 연결을 끊고 연락처를 가린 시각 (분쟁 기록으로만 보관)';

-- A consultation inquiry outlives its member now: the owner may be empty, and a deleted profile
-- empties it instead of deleting the row. Members still cannot file one without being the owner
-- (the insert policy checks user_id = auth.uid()).
alter table public.inquiries
  alter column user_id drop not null,
  drop constraint inquiries_user_id_fkey,
  add constraint inquiries_user_id_fkey foreign key (user_id) references public.profiles (id) on delete set null;
comment on column public.inquiries.user_id is '문의한 회원 (profiles.id). 탈퇴한 회원의 문의는 비어 있음';

alter table public.download_logs
  drop constraint download_logs_user_id_fkey,
  add constraint download_logs_user_id_fkey foreign key (user_id) references public.profiles (id) on delete set null;

-- Masks that keep a dispute answerable (a person who calls about 김** 010-****-5678 can be found)
-- without keeping the full name or number.
create function private.mask_name(value text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select left(value, 1) || repeat('*', greatest(char_length(value) - 1, 1))
$$;

create function private.mask_tel(value text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select case
    when value ~ '^[0-9]+-[0-9]+-[0-9]+$'
      then split_part(value, '-', 1) || '-' || repeat('*', length(split_part(value, '-', 2))) || '-' || split_part(value, '-', 3)
    when value ~ '^[0-9]+-[0-9]+$' then split_part(value, '-', 1) || '-' || repeat('*', length(split_part(value, '-', 2)))
    else repeat('*', length(value))
  end
$$;

create function private.mask_email(value text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select left(split_part(value, '@', 1), case when char_length(split_part(value, '@', 1)) > 2 then 2 else 1 end)
         || '***@' || split_part(value, '@', 2)
$$;

-- The masked forms are the only values beyond the forms' rules a row may hold, and only once it
-- is detached: a member or guest filing an inquiry cannot set detached_at (no insert grant), so
-- the forms' table of cases (src/lib/forms/cases.ts) gets exactly the verdicts it got before.
alter table public.inquiries
  drop constraint inquiries_tel_format,
  add constraint inquiries_tel_format check (
    tel ~ '^010-[0-9]{4}-[0-9]{4}$' or (detached_at is not null and tel ~ '^010-[*]{4}-[0-9]{4}$')
  );
alter table public.business_inquiries
  drop constraint business_inquiries_tel_format,
  add constraint business_inquiries_tel_format check (
    tel ~ (
      '^(01[016789]-[0-9]{3,4}-[0-9]{4}'
      || '|02-[0-9]{3,4}-[0-9]{4}'
      || '|0(3[1-3]|4[1-4]|5[1-5]|6[1-4])-[0-9]{3,4}-[0-9]{4}'
      || '|070-[0-9]{4}-[0-9]{4}'
      || '|1[568][0-9]{2}-[0-9]{4})$'
    )
    or (detached_at is not null and tel ~ '^[0-9]{2,4}-([*]{3,4}-[0-9]{4}|[*]{4})$')
  );

-- An anonymised download log reads 익명: no owner, no name, e-mail or phone; the date and the
-- sign-in method stay for the staff's counts. Only log_download() writes 비회원 rows.
alter table public.download_logs
  drop constraint download_logs_guest_values,
  add constraint download_logs_guest_values check (
    user_id is not null
    or (name = '비회원' and email = '-' and tel = '-' and social = '-')
    or (name = '익명' and email = '-' and tel = '-')
  );
comment on column public.download_logs.user_id is '내려받은 회원 (profiles.id). 비회원과 익명 처리된 기록은 비어 있음';
comment on column public.download_logs.name is '내려받을 때의 회원 이름 (비회원은 ''비회원'', 탈퇴했거나 보유 기간이 지난 기록은 ''익명'')';

-- Anonymises a member's download logs; shared by account deletion and the retention job.
create function private.anonymise_download_logs(member uuid) returns bigint
  language sql volatile security definer set search_path = ''
as $$
  with done as (
    update public.download_logs set user_id = null, name = '익명', email = '-', tel = '-'
     where user_id = member
    returning 1
  )
  select count(*) from done
$$;
revoke execute on function private.anonymise_download_logs(uuid) from public;

-- Before the profile goes (from delete_my_account, the dashboard, or the auth user's cascade):
-- detach and mask what the member filed, anonymise their download logs, and count the deletion.
create function private.detach_member_records() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.inquiries
     set user_id = null, detached_at = now(),
         name = private.mask_name(name), tel = private.mask_tel(tel), email = private.mask_email(email)
   where user_id = old.id;
  update public.business_inquiries
     set user_id = null, detached_at = now(), name = private.mask_name(name), tel = private.mask_tel(tel)
   where user_id = old.id;
  perform private.anonymise_download_logs(old.id);
  insert into private.member_rights_events (kind)
  values (case when current_setting('sodam.account_deletion', true) = 'member'
               then 'account_deleted_by_member' else 'account_deleted_by_staff' end);
  return old;
end;
$$;
revoke execute on function private.detach_member_records() from public;

create trigger profiles_detach_member_records
  before delete on public.profiles
  for each row execute function private.detach_member_records();

-- The member's own 회원 탈퇴. Deleting the auth user is what Supabase Auth's admin API does too;
-- the function owner may (a hosted project grants it every right on auth's tables). The caller's
-- access token stays valid until it expires, but its session is gone, so it cannot be refreshed,
-- and with no profile behind it RLS shows it nothing.
create function public.delete_my_account() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid := auth.uid();
begin
  if member is null then
    raise exception using
      errcode = '42501',
      message = '로그인한 회원만 탈퇴할 수 있습니다.',
      detail = 'delete_my_account needs the signed-in member''s token.';
  end if;
  perform set_config('sodam.account_deletion', 'member', true);
  delete from auth.users where id = member;
end;
$$;
comment on function public.delete_my_account() is
  'Deletes the caller''s account: auth user, sessions and profile; their inquiries are detached and masked, download logs anonymised.';
revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;

-- A detached inquiry has no member to tell: its number is masked. Answering it (staff may still
-- record the outcome of a dispute) queues no notice; otherwise as in 20261123000500.
create or replace function private.notify_member_of_answer() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.user_id is null then
    new.resend_answer_notice := false;
    return new;
  end if;
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

-- A deleted member's access token stays valid until it expires (up to an hour), and with no
-- profile behind it log_download() took it for a guest: it logged a 비회원 row, and the download
-- function went on to sign a link. A signed-in caller without a profile is now refused (42501,
-- which PostgREST answers 403 and the download function turns into 401): only a member or a
-- guest gets a log row, and so a link. Otherwise as in 20261127000600.
create or replace function public.log_download() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
  recent integer;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null and (select auth.uid()) is not null then
    raise exception using
      errcode = '42501',
      message = '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.',
      detail = 'The token''s user has no profile (deleted account).';
  end if;
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
  'Records an installer download for the caller: their profile''s fields (at most 10 per member per hour), or the guest values (at most 20 per guest per hour); a token without a profile is refused.';
