-- Marketing consent at the member level (docs/product.md#member-rights). Until now the consent was
-- a box on each inquiry row, which the member could never change, while the consent text
-- promised it could be withdrawn at any time. Now the member's own row holds it:
--   marketing_consent     the member grants or withdraws it on their own row, like name and tel;
--   marketing_consent_at  when it last changed, stamped here on every change and never typed by
--                         anyone (정보통신망법 Art. 50(8) counts the two-year confirmation from it).
-- Ticking the optional box on an inquiry form still gives consent, so it reaches the member's row
-- too. Every grant and withdrawal is also counted, without saying whose, for the staff's daily view.

alter table public.profiles
  add column marketing_consent boolean not null default false,
  add column marketing_consent_at timestamptz;
comment on column public.profiles.marketing_consent is '마케팅 정보 수신 동의 (회원이 내 정보에서 켜고 끕니다)';
comment on column public.profiles.marketing_consent_at is '마케팅 수신 동의를 마지막으로 주거나 철회한 시각 (자동 입력)';

-- Members who ticked the box on an inquiry before this migration consented on that day: the
-- latest such inquiry, of either kind, is their consent's date.
update public.profiles as p
   set marketing_consent = true, marketing_consent_at = given.at
  from (
    select user_id, max(created_at) as at
      from (
        select user_id, created_at from public.inquiries where marketing_consent
        union all
        select user_id, created_at from public.business_inquiries where marketing_consent and user_id is not null
      ) as ticked
     group by user_id
  ) as given
 where p.id = given.user_id;

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

-- The database stamps the time; nobody writes it, staff included, so the date shown to the
-- member and the date the confirmation counts from are the date it really changed.
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

-- The member changes their own consent as they change their name and phone: the update policy
-- of 20261122000200 already limits them to their own row; this widens the column grant by one.
grant update (marketing_consent) on table public.profiles to authenticated;

-- A ticked box on an inquiry form is consent given on that day. An unticked box withdraws
-- nothing: leaving an optional box empty is not a request to stop.
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
