-- The baseline schema, part 7 of 11: what members may do with their data
-- (docs/product.md#member-rights): give and withdraw marketing consent, be reminded of it every two
-- years, delete their account (회원 탈퇴), and take everything the site holds about them. How long
-- each kind of row is kept is in the retention file.

-- Counts of what members did with their rights, per event and time only: no member id, so the
-- staff's daily view needs no retention period of its own.
create table private.member_rights_events (
  id bigint generated always as identity primary key,
  kind text not null constraint member_rights_events_kind
    check (kind in ('marketing_granted', 'marketing_withdrawn', 'account_deleted_by_member', 'account_deleted_by_staff')),
  at timestamptz not null default now()
);
comment on table private.member_rights_events is 'One row per consent change or account deletion, with no member id: counts for the staff views.';
create index member_rights_events_at_idx on private.member_rights_events (at);

-- The database stamps the consent's time; nobody writes it, staff included, so the date shown to
-- the member and the date the confirmation counts from are the date it really changed.
create function private.stamp_marketing_consent() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.marketing_consent_at := case when new.marketing_consent then now() end;
    return new;
  end if;
  if new.marketing_consent is distinct from old.marketing_consent then
    new.marketing_consent_at := now();
    insert into private.member_rights_events (kind)
    values (case when new.marketing_consent then 'marketing_granted' else 'marketing_withdrawn' end);
  else
    new.marketing_consent_at := old.marketing_consent_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_marketing_consent() from public;

create trigger profiles_stamp_marketing_consent
  before insert or update on public.profiles
  for each row execute function private.stamp_marketing_consent();

-- A ticked box on an inquiry form is consent given on that day, so it reaches the member's row.
-- An unticked box withdraws nothing: leaving an optional box empty is not a request to stop.
create function private.consent_from_inquiry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.marketing_consent and new.user_id is not null then
    update public.profiles set marketing_consent = true where id = new.user_id and not marketing_consent;
  end if;
  return null;
end;
$$;
revoke execute on function private.consent_from_inquiry() from public;

create trigger inquiries_marketing_consent_to_profile
  after insert on public.inquiries
  for each row execute function private.consent_from_inquiry();
create trigger business_inquiries_marketing_consent_to_profile
  after insert on public.business_inquiries
  for each row execute function private.consent_from_inquiry();

-- 회원 탈퇴: deleting the auth user lets Supabase Auth's own foreign keys delete the identities
-- and sessions (and with the sessions every refresh token), and ours delete the profile. What the
-- member filed is not deleted with it: the law's three years for dispute records do not allow it.
--   inquiries and partnership inquiries  detached (no owner) with the name, phone and e-mail
--                                        masked, and kept as the 분쟁 record for the period the
--                                        privacy policy names (the retention job deletes them);
--   download logs                        anonymised: the date and sign-in method stay, for counts.
-- The work is done by a trigger on the profile's deletion, so the same happens when staff delete
-- a user in the dashboard.

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

-- The two-yearly confirmation of marketing consent (정보통신망법 Art. 50(8)): every two years from
-- the day a member consented, they are told that they did, on which day, and how to withdraw. It
-- leaves through the outbox as an informational 알림톡 with SMS as the fallback. Exactly once per
-- member per period: a period is the n-th two years since the consent's date, and the primary key
-- refuses a second notice for the same consent and period, whoever runs the job and however
-- often. Consent withdrawn and given again is a new consent with its own date and count. A member
-- without a phone number gets no marketing message at all (the consent covers 문자 and 알림톡
-- only), so no confirmation either.
create table private.marketing_consent_confirmations (
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The consent this confirms (profiles.marketing_consent_at when it was queued).
  consented_at timestamptz not null,
  -- 1 for the first two years, 2 for four, …
  period integer not null constraint marketing_consent_confirmations_period check (period >= 1),
  event_id uuid not null,
  queued_at timestamptz not null default now(),
  primary key (user_id, consented_at, period)
);
comment on table private.marketing_consent_confirmations is
  'One row per two-yearly marketing consent confirmation queued; the key makes it once per member, consent and period.';

create function private.queue_marketing_consent_confirmations(at timestamptz default now()) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  due record;
  inserted integer;
  queued integer := 0;
begin
  for due in
    select p.id, p.marketing_consent_at,
           (extract(year from age(at, p.marketing_consent_at))::integer / 2) as period
      from public.profiles as p
     where p.marketing_consent and p.tel is not null
       and p.marketing_consent_at <= at - interval '2 years'
  loop
    insert into private.marketing_consent_confirmations (user_id, consented_at, period, event_id)
    values (due.id, due.marketing_consent_at, due.period, gen_random_uuid())
    on conflict do nothing;
    get diagnostics inserted = row_count;
    if inserted = 1 then
      update private.marketing_consent_confirmations
         set event_id = private.enqueue_notification('marketing_consent_due', due.id)
       where user_id = due.id and consented_at = due.marketing_consent_at and period = due.period;
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
comment on function private.queue_marketing_consent_confirmations(timestamptz) is
  'Queues the two-yearly marketing consent confirmation for every member due at `at`; returns how many.';
revoke execute on function private.queue_marketing_consent_confirmations(timestamptz) from public;

-- Daily at 10:00 in Korea (pg_cron reads schedules in UTC): a notice a person reads in the morning.
select cron.schedule('marketing-consent-confirmation', '0 1 * * *',
  'select private.queue_marketing_consent_confirmations()');

-- 열람·전송 요구 (PIPA Art. 35, 35-2): everything the site holds about the signed-in member, as one
-- JSON document the database writes. The 내 정보 page shows it and offers it as a file. Only the
-- caller's own rows, by auth.uid(); a guest may not call it at all. Rows go out whole (to_jsonb),
-- less what is not about the member (the staff's private memo), so a column added later is
-- exported without another change, which is what a member asking for "everything" expects. Every
-- table that holds a member's rows is here; the guest limits' hits belong to no member.
create function public.export_my_data() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  member uuid := auth.uid();
begin
  if member is null then
    raise exception using
      errcode = '42501',
      message = '로그인한 회원만 내 정보를 내려받을 수 있습니다.',
      detail = 'export_my_data needs the signed-in member''s token.';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    -- What the sign-in provider sent and Supabase Auth keeps (name, nickname, picture, phone…).
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'phone', nullif(u.phone, ''), 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at, 'provider', u.raw_app_meta_data ->> 'provider',
        'provider_profile', coalesce(u.raw_user_meta_data, '{}'::jsonb)
      )
      from auth.users as u where u.id = member
    ),
    'sign_in_methods', coalesce((
      select jsonb_agg(jsonb_build_object(
               'provider', i.provider, 'provider_profile', i.identity_data,
               'created_at', i.created_at, 'last_sign_in_at', i.last_sign_in_at) order by i.created_at)
        from auth.identities as i where i.user_id = member
    ), '[]'::jsonb),
    'profile', (select to_jsonb(p) from public.profiles as p where p.id = member),
    'inquiries', coalesce((
      select jsonb_agg(to_jsonb(i) order by i.created_at desc)
        from public.inquiries as i where i.user_id = member
    ), '[]'::jsonb),
    'business_inquiries', coalesce((
      select jsonb_agg(to_jsonb(b) - 'staff_memo' order by b.created_at desc)
        from public.business_inquiries as b where b.user_id = member
    ), '[]'::jsonb),
    'download_logs', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at desc)
        from public.download_logs as d where d.user_id = member
    ), '[]'::jsonb),
    'marketing_consent_confirmations', coalesce((
      select jsonb_agg(jsonb_build_object('consented_at', m.consented_at, 'period', m.period, 'queued_at', m.queued_at)
                       order by m.queued_at desc)
        from private.marketing_consent_confirmations as m where m.user_id = member
    ), '[]'::jsonb),
    'download_handoffs', coalesce((
      select jsonb_agg(to_jsonb(h) order by h.created_at desc)
        from public.download_handoffs as h where h.user_id = member
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.export_my_data() is
  'Everything the site holds about the caller (account, sign-in methods, profile, inquiries, download logs, consent confirmations, PC로 보내기 and 카카오톡으로 받기 presses) as JSON; members only.';
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
