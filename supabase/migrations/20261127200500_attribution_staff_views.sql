-- What the marketing team opens in the dashboard (docs/product.md#where-visitors-come-from):
-- conversions per Korean day by where the visit came from and on what device, and the handoff
-- funnel (links sent from a device that cannot run the installer → downloads on a Windows PC by
-- the same member within 7 days). Staff only, like the views of 20261123000700.

-- The source as ad reports name it: the campaign's utm_source, else the referring site, else
-- a direct visit; rows from before attribution was kept say so instead of counting as direct.
create view public.staff_conversions_daily with (security_invoker = true) as
  with conversions as (
    select '회원가입' as conversion, p.created_at, p.utm_source, p.utm_medium, p.utm_campaign, p.referrer_host, p.device_class
      from public.profiles as p
    union all
    select '다운로드', d.created_at, d.utm_source, d.utm_medium, d.utm_campaign, d.referrer_host, d.device_class
      from public.download_logs as d
    union all
    select '상담 문의', i.created_at, i.utm_source, i.utm_medium, i.utm_campaign, i.referrer_host, i.device_class
      from public.inquiries as i
    union all
    select '제휴 문의', b.created_at, b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.device_class
      from public.business_inquiries as b
    union all
    select case h.channel when 'alimtalk' then '카카오톡으로 받기' else 'PC로 보내기' end,
           h.created_at, h.utm_source, h.utm_medium, h.utm_campaign, h.referrer_host, h.device_class
      from public.download_handoffs as h
  )
  select (c.created_at at time zone 'Asia/Seoul')::date as day_kst,
         c.conversion,
         coalesce(c.utm_source, c.referrer_host,
                  case when c.device_class is null then '(기록 없음)' else '(직접 방문)' end) as source,
         coalesce(c.utm_medium, case when c.utm_source is null and c.referrer_host is not null then 'referral' end,
                  '(없음)') as medium,
         coalesce(c.utm_campaign, '(없음)') as campaign,
         case c.device_class when 'windows' then '윈도우 PC' when 'mac' then '맥' when 'chromeos' then '크롬북'
              when 'phone' then '휴대폰' when 'tablet' then '태블릿' when 'other' then '기타' else '(기록 없음)' end
           as device,
         count(*)::integer as conversions
    from conversions as c
   group by 1, 2, 3, 4, 5, 6
   order by 1 desc, 2, 7 desc, 3, 4, 5, 6;
comment on view public.staff_conversions_daily is '날짜(한국 시간)·전환 종류·유입 경로·기기별 전환 수 (최근 날짜부터)';
comment on column public.staff_conversions_daily.day_kst is '날짜 (한국 시간)';
comment on column public.staff_conversions_daily.conversion is
  '전환 종류: 회원가입, 다운로드, 상담 문의, 제휴 문의, PC로 보내기, 카카오톡으로 받기';
comment on column public.staff_conversions_daily.source is
  '유입 경로: utm_source, 없으면 직전 사이트의 도메인, 둘 다 없으면 (직접 방문). 이 기능 이전 기록은 (기록 없음)';
comment on column public.staff_conversions_daily.medium is '광고 유형: utm_medium (다른 사이트 링크로 오면 referral)';
comment on column public.staff_conversions_daily.campaign is '캠페인: utm_campaign';
comment on column public.staff_conversions_daily.device is '기기: 윈도우 PC, 맥, 크롬북, 휴대폰, 태블릿, 기타';
comment on column public.staff_conversions_daily.conversions is '전환 수';

-- One row per Korean day and way of sending. Guests' shares count as sent but cannot be
-- followed to a download, so the funnel's members are members only.
create view public.staff_handoff_funnel with (security_invoker = true) as
  with sent as (
    select (h.created_at at time zone 'Asia/Seoul')::date as day_kst,
           case h.channel when 'alimtalk' then '카카오톡으로 받기' else 'PC로 보내기' end as channel,
           h.user_id,
           exists (
             select 1 from public.download_logs as d
              where d.user_id = h.user_id and d.device_class = 'windows'
                and d.created_at >= h.created_at and d.created_at < h.created_at + interval '7 days'
           ) as downloaded_on_pc
      from public.download_handoffs as h
  )
  select s.day_kst, s.channel,
         count(*)::integer as links_sent,
         count(distinct s.user_id)::integer as members,
         count(distinct s.user_id) filter (where s.downloaded_on_pc)::integer as members_downloaded_on_pc,
         round(100.0 * count(distinct s.user_id) filter (where s.downloaded_on_pc)
               / nullif(count(distinct s.user_id), 0), 1) as pc_download_rate
    from sent as s
   group by 1, 2
   order by 1 desc, 2;
comment on view public.staff_handoff_funnel is
  '휴대폰 등에서 보낸 다운로드 링크가 7일 안에 같은 회원의 윈도우 PC 다운로드로 이어졌는지 (날짜·보낸 방법별)';
comment on column public.staff_handoff_funnel.day_kst is '링크를 보낸 날짜 (한국 시간)';
comment on column public.staff_handoff_funnel.channel is '보낸 방법: PC로 보내기 (공유·링크 복사), 카카오톡으로 받기';
comment on column public.staff_handoff_funnel.links_sent is '보낸 링크 수 (비회원 포함)';
comment on column public.staff_handoff_funnel.members is '링크를 보낸 회원 수';
comment on column public.staff_handoff_funnel.members_downloaded_on_pc is '그중 7일 안에 윈도우 PC에서 내려받은 회원 수';
comment on column public.staff_handoff_funnel.pc_download_rate is 'PC 다운로드 전환율 (%, 회원 기준)';

revoke all on public.staff_conversions_daily, public.staff_handoff_funnel from public, anon, authenticated;
grant select on public.staff_conversions_daily, public.staff_handoff_funnel to service_role;
