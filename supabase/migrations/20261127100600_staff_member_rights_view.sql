-- What members did with their rights, day by day in Korea, for staff in the dashboard: marketing
-- consents given and withdrawn, and accounts deleted by the member (회원 탈퇴) or by staff. Counts
-- only, from private.member_rights_events (20261127100100), which names nobody. Before the first
-- event of a day there is no row for it.

create view public.staff_member_rights_daily as
  select (e.at at time zone 'Asia/Seoul')::date as day_kst,
         count(*) filter (where e.kind = 'marketing_granted') as marketing_granted,
         count(*) filter (where e.kind = 'marketing_withdrawn') as marketing_withdrawn,
         count(*) filter (where e.kind = 'account_deleted_by_member') as withdrawals,
         count(*) filter (where e.kind = 'account_deleted_by_staff') as deleted_by_staff
    from private.member_rights_events as e
   group by 1
   order by 1 desc;
comment on view public.staff_member_rights_daily is '날짜별(한국 시간) 마케팅 수신 동의·철회와 회원 탈퇴 건수';
comment on column public.staff_member_rights_daily.day_kst is '날짜 (한국 시간)';
comment on column public.staff_member_rights_daily.marketing_granted is '마케팅 수신에 동의한 건수';
comment on column public.staff_member_rights_daily.marketing_withdrawn is '마케팅 수신 동의를 철회한 건수';
comment on column public.staff_member_rights_daily.withdrawals is '회원이 직접 탈퇴한 건수';
comment on column public.staff_member_rights_daily.deleted_by_staff is '담당자가 대시보드에서 삭제한 회원 수';

-- The members staff may send marketing messages to today, with the consent's date: the list to
-- send from, so a withdrawal takes effect the moment the member presses the button.
create view public.staff_marketing_recipients with (security_invoker = true) as
  select p.name, p.tel, p.email, (p.marketing_consent_at at time zone 'Asia/Seoul')::date as consented_on_kst, p.id
    from public.profiles as p
   where p.marketing_consent
   order by p.marketing_consent_at;
comment on view public.staff_marketing_recipients is '지금 마케팅 정보를 보내도 되는 회원 (수신 동의한 회원만, 동의한 날짜순)';
comment on column public.staff_marketing_recipients.name is '이름';
comment on column public.staff_marketing_recipients.tel is '휴대폰 번호 (없으면 문자·알림톡을 보낼 수 없음)';
comment on column public.staff_marketing_recipients.email is '이메일';
comment on column public.staff_marketing_recipients.consented_on_kst is '수신에 동의한 날 (한국 날짜, 2년마다 확인 안내가 나감)';
comment on column public.staff_marketing_recipients.id is '회원 ID (profiles 표)';

revoke all on public.staff_member_rights_daily, public.staff_marketing_recipients from public, anon, authenticated;
grant select on public.staff_member_rights_daily, public.staff_marketing_recipients to service_role;
