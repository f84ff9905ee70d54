-- download_logs: one row per installer download attempt (the spec's "down" collection),
-- for staff statistics. Written only by public.log_download(), which copies the caller's
-- profile, or for a guest the spec's values: name '비회원' and '-' everywhere else.

create table public.download_logs (
  id uuid primary key default gen_random_uuid(),
  -- Null for a guest (the spec's uid '-'). The row leaves with the member's account.
  user_id uuid references public.profiles (id) on delete cascade,
  name text not null,
  email text not null,
  tel text not null,
  social text not null,
  created_at timestamptz not null default now(),
  constraint download_logs_guest_values check (
    user_id is not null or (name = '비회원' and email = '-' and tel = '-' and social = '-')
  )
);
comment on table public.download_logs is 'Installer downloads by members and guests; written through log_download().';

create index download_logs_created_at_idx on public.download_logs (created_at desc);
create index download_logs_user_id_idx on public.download_logs (user_id) where user_id is not null;

alter table public.download_logs enable row level security;

-- The API roles get nothing on the table itself; they go through the function below.
revoke all on table public.download_logs from anon, authenticated;
grant all on table public.download_logs to service_role;
-- No policies: with RLS on and no policy, anon and authenticated can neither read nor
-- write rows; staff (service_role, postgres) bypass RLS to read them.

-- Security definer so the insert runs as the table owner, whatever the caller may do; the
-- values come from the signed JWT and the profile table, never from arguments the caller
-- could forge. search_path is empty so every name below is schema-qualified.
create function public.log_download() returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.profiles%rowtype;
begin
  select * into member from public.profiles where id = (select auth.uid());
  if member.id is null then
    insert into public.download_logs (user_id, name, email, tel, social)
    values (null, '비회원', '-', '-', '-');
  else
    insert into public.download_logs (user_id, name, email, tel, social)
    values (
      member.id,
      coalesce(member.name, '-'),
      coalesce(member.email, '-'),
      coalesce(member.tel, '-'),
      coalesce(member.social::text, '-')
    );
  end if;
end;
$$;
comment on function public.log_download() is
  'Records an installer download for the caller: their profile''s fields, or the guest values.';
revoke execute on function public.log_download() from public;
grant execute on function public.log_download() to anon, authenticated, service_role;
