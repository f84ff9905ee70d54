-- launch_readiness() on running the site: the outbox watch, a stuck outbox and the access log's
-- retention, each a yes or no to a guest, never the webhook's address.
begin;
create extension if not exists pgtap with schema extensions;
select plan(6);
select pgmq.purge_queue('notifications');

set local role anon;
select is(public.launch_readiness() -> 'outbox_watch', 'false'::jsonb, 'without the webhook in Vault the watch cannot alert');
reset role;
select vault.create_secret('https://hooks.example.test/outbox', 'outbox_alert_url');
set local role anon;
select is(public.launch_readiness() -> 'outbox_watch', 'true'::jsonb, 'with it, the watch is ready');
select unalike(public.launch_readiness()::text, '%hooks.example.test%', 'the answer never names the webhook');
select is(public.launch_readiness() -> 'outbox_stuck', 'false'::jsonb, 'nothing waits: not stuck');
reset role;
do $$
declare
  id bigint := pgmq.send('notifications', '{"kind": "answer_written"}');
begin
  update pgmq.q_notifications set enqueued_at = now() - interval '16 minutes' where msg_id = id;
end;
$$;
set local role anon;
select is(public.launch_readiness() -> 'outbox_stuck', 'true'::jsonb, 'an event 16 minutes past due: stuck');
select is(public.launch_readiness() -> 'staff_access_log', 'true'::jsonb, 'the access log''s retention is scheduled');

select * from finish();
rollback;
