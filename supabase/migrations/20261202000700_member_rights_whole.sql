-- What 회원 탈퇴, a withdrawn consent and 열람 leave and give, as the privacy policy says
-- (docs/product.md#member-rights):
--   탈퇴      the member's entries in Supabase Auth's audit log (auth.audit_log_entries: e-mail,
--            name, address, on every sign-in and token refresh) go with the account, and staff's
--            entries about the deletion lose the e-mail and phone number; phone numbers and
--            e-mail addresses the member typed into free text (문의 내용, 업종, 상호) are masked
--            like the contact fields; the marketing consent kept on their inquiries goes;
--   anonymised download logs keep only the date and the sign-in method (the attribution went
--            along for up to a year before);
--   withdrawn consent keeps only the day it was withdrawn (profiles.marketing_consent_at, shown
--            on 내 정보 and proof that nothing more may be sent): the two-yearly notices' records
--            and the consent ticked on inquiries go;
--   열람      export_my_data adds the member's proven numbers, a code in flight and their
--            notification records (what was sent, when, on which channel, with what result).

-- Phone numbers (8 to 13 digits, any separators) keep their first and last groups as
-- private.mask_tel does (010-****-5678, 02-***-6543; written without separators, the first three
-- and last four digits), e-mail addresses their first characters and domain, as mask_email does.
create function private.mask_contacts(value text) returns text
  language plpgsql immutable strict set search_path = ''
as $$
declare
  found text;
  masked text;
  result text := value;
  groups text[];
  digits integer;
  seen integer;
  ch text;
begin
  for found in
    select distinct m[1] from regexp_matches(value, '([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)', 'g') as m
  loop
    result := replace(result, found, private.mask_email(found));
  end loop;
  for found in select distinct m[1] from regexp_matches(result, '(\+?[0-9][0-9 .()-]{6,}[0-9])', 'g') as m loop
    digits := length(regexp_replace(found, '[^0-9]', '', 'g'));
    continue when digits not between 8 and 13;
    groups := regexp_split_to_array(found, '[^0-9+]+');
    if array_length(groups, 1) >= 3 then
      -- Separated groups: the middle ones go, the first and last stay.
      masked := groups[1] || regexp_replace(
        substr(found, length(groups[1]) + 1, length(found) - length(groups[1]) - length(groups[array_length(groups, 1)])),
        '[0-9]', '*', 'g') || groups[array_length(groups, 1)];
    else
      masked := '';
      seen := 0;
      for i in 1..length(found) loop
        ch := substr(found, i, 1);
        if ch ~ '[0-9]' then
          seen := seen + 1;
          masked := masked || case when seen <= 3 or seen > digits - 4 then ch else '*' end;
        else
          masked := masked || ch;
        end if;
      end loop;
    end if;
    result := replace(result, found, masked);
  end loop;
  return result;
end;
$$;
comment on function private.mask_contacts(text) is
  'Free text with its phone numbers (010-****-5678) and e-mail addresses (ab***@example.com) masked.';
revoke execute on function private.mask_contacts(text) from public;

-- 20261127100200's anonymisation, keeping only the date and the sign-in method.
create or replace function private.anonymise_download_logs(member uuid) returns bigint
  language sql volatile security definer set search_path = ''
as $$
  with done as (
    update public.download_logs
       set user_id = null, name = '익명', email = '-', tel = '-',
           utm_source = null, utm_medium = null, utm_campaign = null, referrer_host = null, device_class = null
     where user_id = member
    returning 1
  )
  select count(*) from done
$$;

-- The member's entries in Auth's audit log: their own go, and the e-mail and phone number in
-- staff's entries about them (user_deleted) go. Supabase Auth owns the table; the function owner
-- may delete from it as it may delete from auth.users (20261127100200).
create function private.forget_auth_audit(member uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from auth.audit_log_entries as a where a.payload ->> 'actor_id' = member::text;
  update auth.audit_log_entries as a
     set payload = (a.payload::jsonb #- '{traits,user_email}' #- '{traits,user_phone}')::json
   where a.payload -> 'traits' ->> 'user_id' = member::text;
end;
$$;
revoke execute on function private.forget_auth_audit(uuid) from public;

-- 20261127100200's trigger, now also masking free text, dropping the consent on the rows kept,
-- and forgetting the audit log. Cut to the columns' lengths: a masked e-mail can be longer.
create or replace function private.detach_member_records() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.inquiries
     set user_id = null, detached_at = now(), marketing_consent = false,
         name = private.mask_name(name), tel = private.mask_tel(tel), email = private.mask_email(email),
         sector = left(private.mask_contacts(sector), 13), content = left(private.mask_contacts(content), 2000)
   where user_id = old.id;
  update public.business_inquiries
     set user_id = null, detached_at = now(), marketing_consent = false,
         name = private.mask_name(name), tel = private.mask_tel(tel),
         company = left(private.mask_contacts(company), 13), content = left(private.mask_contacts(content), 2000)
   where user_id = old.id;
  perform private.anonymise_download_logs(old.id);
  perform private.forget_auth_audit(old.id);
  insert into private.member_rights_events (kind)
  values (case when current_setting('sodam.account_deletion', true) = 'member'
               then 'account_deleted_by_member' else 'account_deleted_by_staff' end);
  return old;
end;
$$;

-- 20261127100100's stamp, and on a withdrawal what the consent left behind goes: the records of
-- the two-yearly notices and the box ticked on the member's inquiries. The withdrawal's day stays.
create or replace function private.stamp_marketing_consent() returns trigger
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
    if not new.marketing_consent then
      delete from private.marketing_consent_confirmations as m where m.user_id = new.id;
      update public.inquiries set marketing_consent = false where user_id = new.id and marketing_consent;
      update public.business_inquiries set marketing_consent = false where user_id = new.id and marketing_consent;
    end if;
  else
    new.marketing_consent_at := old.marketing_consent_at;
  end if;
  return new;
end;
$$;

-- 20261127200700's export, with the proven numbers, a code in flight and the notification records.
create or replace function public.export_my_data() returns jsonb
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
    'proven_phones', coalesce((
      select jsonb_agg(jsonb_build_object('tel', p.tel, 'proven_by', p.proven_by, 'proven_at', p.proven_at)
                       order by p.proven_at desc)
        from public.proven_phones as p where p.user_id = member
    ), '[]'::jsonb),
    'phone_code_in_flight', (
      select jsonb_build_object('tel', c.tel, 'sent_at', c.created_at, 'expires_at', c.expires_at, 'wrong_tries', c.tries)
        from private.phone_codes as c where c.user_id = member
    ),
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
    ), '[]'::jsonb),
    -- Every automatic message queued for the member, and what became of it on each channel.
    'notifications', coalesce((
      select jsonb_agg(jsonb_build_object(
               'kind', n.kind,
               'queued_at', n.queued_at,
               'deliveries', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'channel', d.target, 'status', d.status, 'attempts', d.attempts,
                          'first_attempt_at', d.first_attempt_at, 'last_attempt_at', d.last_attempt_at,
                          'sent_at', d.sent_at) order by d.target)
                   from private.notification_deliveries as d where d.event_id = n.event_id
               ), '[]'::jsonb)) order by n.queued_at desc)
        from private.member_notifications as n where n.user_id = member
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.export_my_data() is
  'Everything the site holds about the caller (account, sign-in methods, profile, proven numbers, inquiries, download logs, consent confirmations, handoffs, notification records) as JSON; members only.';
