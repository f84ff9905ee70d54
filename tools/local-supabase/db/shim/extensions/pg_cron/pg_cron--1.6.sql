-- The SQL surface of pg_cron 1.6 that migrations call, so `create extension pg_cron` and
-- cron.schedule(...) run unchanged in PGlite: the cron.job and cron.job_run_details tables
-- with pg_cron's columns, and schedule/unschedule with its rules (a job name is unique per
-- user, scheduling an existing name replaces its schedule and command). The jobs themselves
-- are run by tools/local-supabase/cron/scheduler.ts, in Node, as pg_cron's background worker
-- would: due jobs run as their user, one run of a job at a time, each run recorded.
--
-- What differs from the real extension:
--   * schedules are checked here with a pattern and parsed by the Node scheduler (pg_cron
--     parses them in C with Vixie cron's parser); month and weekday names are not accepted;
--   * cron.alter_job, cron.schedule_in_database and the cron.* settings are absent;
--   * job_pid is the Node process id, not a backend's.

create schema cron;
create sequence cron.jobid_seq;
create sequence cron.runid_seq;

create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
alter table cron.job add constraint jobname_username_uniq unique (jobname, username);
grant select on cron.job to public;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);

create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
grant select, delete on cron.job_run_details to public;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

-- `[1-59] seconds`, or five fields of numbers, `*`, ranges, steps and lists (`$` for the last
-- day of the month in the third field).
create function cron._check_schedule(schedule text) returns void
  language plpgsql immutable
as $$
begin
  if schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$' then
    return;
  end if;
  if schedule !~ '^\s*[0-9*,/-]+\s+[0-9*,/-]+\s+[0-9*,/$-]+\s+[0-9*,/-]+\s+[0-9*,/-]+\s*$' then
    raise exception 'invalid schedule: %', schedule;
  end if;
end
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
  language plpgsql
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
  language plpgsql strict
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end
$$;

create function cron.unschedule(job_id bigint) returns boolean
  language plpgsql strict
as $$
begin
  delete from cron.job where jobid = job_id and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

create function cron.unschedule(job_name text) returns boolean
  language plpgsql strict
as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
