// pg_cron's scheduler for the local stack (the extension's tables and functions are the
// stand-in in db/shim/extensions/pg_cron): once a second it reads the active jobs in
// cron.job and runs the due ones, each as its job's user in a transaction of its own, and
// records every run in cron.job_run_details as pg_cron does (status 'running', then
// 'succeeded' with the command's tag or 'failed' with the error). Like pg_cron, one job runs
// one instance at a time: a run that comes due while the last is still going starts when it
// ends. `N seconds` jobs run every N seconds from the scheduler's start.
import type { Sql } from '../db/sql.ts';
import { dueInMinute, parseSchedule, type Schedule } from './schedule.ts';

interface CronScheduler {
  stop(): Promise<void>;
}

interface Job {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
}

const TICK_MS = 1000;

export function startCronScheduler(sql: Sql, now: () => Date = () => new Date()): CronScheduler {
  const lastRun = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  const queued = new Set<string>();
  const unparsable = new Set<string>();
  let stopped = false;

  async function run(job: Job): Promise<void> {
    const [{ runid } = { runid: '' }] = await sql.transaction((tx) =>
      tx.query<{ runid: string }>(
        `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
         values ($1, $2, current_database(), $3, $4, 'running', clock_timestamp()) returning runid`,
        [job.jobid, process.pid, job.username, job.command],
      ),
    );
    let status = 'succeeded';
    let message: string;
    try {
      message = await sql.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [job.username]);
        return tx.command(job.command);
      });
    } catch (error) {
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
    }
    await sql.transaction((tx) =>
      tx.query(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
        [runid, status, message],
      ),
    );
  }

  function start(job: Job): void {
    if (running.has(job.jobid)) {
      queued.add(job.jobid);
      return;
    }
    const done = run(job)
      .catch((error: unknown) => console.error(`[local pg_cron] job ${job.jobid} could not be run:`, error))
      .finally(() => {
        running.delete(job.jobid);
        if (queued.delete(job.jobid) && !stopped) start(job);
      });
    running.set(job.jobid, done);
  }

  function due(job: Job, schedule: Schedule, at: Date): boolean {
    const previous = lastRun.get(job.jobid);
    if ('every' in schedule) {
      if (previous === undefined) lastRun.set(job.jobid, at.getTime());
      return previous !== undefined && at.getTime() - previous >= schedule.every * 1000 - TICK_MS / 2;
    }
    const minute = Math.floor(at.getTime() / 60_000);
    return previous !== minute && dueInMinute(schedule, at);
  }

  async function tick(): Promise<void> {
    const jobs = await sql.transaction((tx) =>
      tx.query<Job>(
        `select jobid::text as jobid, schedule, command, username from cron.job where active order by jobid`,
      ),
    );
    const at = now();
    for (const job of jobs) {
      let schedule: Schedule;
      try {
        schedule = parseSchedule(job.schedule);
      } catch (error) {
        if (!unparsable.has(job.jobid)) console.error(`[local pg_cron] job ${job.jobid}: ${String(error)}`);
        unparsable.add(job.jobid);
        continue;
      }
      if (!due(job, schedule, at)) continue;
      lastRun.set(job.jobid, 'every' in schedule ? at.getTime() : Math.floor(at.getTime() / 60_000));
      start(job);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(
      () => {
        ticking = tick()
          .catch((error: unknown) => console.error('[local pg_cron] reading cron.job failed:', error))
          .finally(() => {
            if (!stopped) schedule();
          });
      },
      TICK_MS - (now().getTime() % TICK_MS),
    );
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
