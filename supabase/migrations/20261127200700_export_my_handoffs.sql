-- The member's export (20261127100400) with their PC로 보내기 / 카카오톡으로 받기 presses
-- (download_handoffs, 20261127200300): a table that holds the member's rows is in the export.

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
