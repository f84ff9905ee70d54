// The local stack's stand-ins for pg_net's background worker and pg_cron's scheduler, seen
// from SQL as a hosted project's would be: net.http_post is sent after commit and answered in
// net._http_response; a cron job runs on its schedule, as its user, and is recorded in
// cron.job_run_details; the migrations' sweep job is scheduled every 10 seconds.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const url = inject('supabaseUrl');
const inbox = inboxClient(url, inject('supabaseServiceRoleKey'));
let db: NotificationDb;
beforeAll(async () => {
  db = await notificationDb(inject('supabaseDbUrl'));
});
afterAll(() => db.end());

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the pg_net worker', () => {
  it('sends a committed net.http_post and records the answer under the request id', async () => {
    const [request] = await db.query<{ id: string }>(
      `select net.http_post(url := $1, body := '{"text": "pg_net 시험"}'::jsonb, headers := '{"Idempotency-Key": "net-test"}'::jsonb) as id`,
      [`${url}/local-webhook/net-test`],
    );
    const response = await until(async () => {
      const [row] = await db.query<{
        status_code: number;
        content: string;
        timed_out: boolean;
        error_msg: string | null;
      }>('select status_code, content, timed_out, error_msg from net._http_response where id = $1', [request?.id]);
      return row;
    });
    expect(response).toEqual({ status_code: 200, content: 'ok', timed_out: false, error_msg: null });
    expect((await inbox.list()).find((m) => m.event_id === 'net-test')).toMatchObject({
      to: 'net-test',
      text: 'pg_net 시험',
    });
    expect(await db.query(`select id from net.http_request_queue where id = $1`, [request?.id])).toEqual([]);
  });

  it('records a request nobody answers as an error, with no status', async () => {
    const [request] = await db.query<{ id: string }>(`select net.http_post('http://127.0.0.1:9/unreachable') as id`);
    const response = await until(
      async () =>
        (
          await db.query<{ status_code: number | null; error_msg: string | null }>(
            'select status_code, error_msg from net._http_response where id = $1',
            [request?.id],
          )
        )[0],
    );
    expect(response.status_code).toBeNull();
    expect(response.error_msg).toBeTruthy();
  });

  it('never sends a request whose transaction rolled back', async () => {
    await db.query('begin');
    await db.query(
      `select net.http_post($1, '{"text": "롤백"}'::jsonb, headers := '{"Idempotency-Key": "net-rolled-back"}'::jsonb)`,
      [`${url}/local-webhook/net-test`],
    );
    await db.query('rollback');
    // A committed request sent after it is answered; the rolled-back one never arrives.
    const [later] = await db.query<{ id: string }>(`select net.http_post($1, '{"text": "그 뒤"}'::jsonb) as id`, [
      `${url}/local-webhook/net-test`,
    ]);
    await until(async () => (await db.query('select 1 from net._http_response where id = $1', [later?.id]))[0]);
    expect((await inbox.list()).filter((m) => m.event_id === 'net-rolled-back')).toEqual([]);
  });
});

describe('the pg_cron scheduler', () => {
  it('runs a job every N seconds as its user and records each run', async () => {
    const [job] = await db.query<{ id: string }>(
      `select cron.schedule('spec-every-second', '1 seconds', $$select net.http_post('${url}/local-webhook/cron-test', '{"text": "cron 시험"}'::jsonb)$$) as id`,
    );
    try {
      const runs = await until(async () => {
        const rows = await db.query<{ status: string; username: string; return_message: string }>(
          `select status, username, return_message from cron.job_run_details where jobid = $1 and status <> 'running' order by runid`,
          [job?.id],
        );
        return rows.length >= 2 ? rows : undefined;
      });
      expect(runs[0]).toEqual({ status: 'succeeded', username: 'postgres', return_message: 'SELECT 1' });
      await inbox.waitFor((messages) => messages.find((m) => m.to === 'cron-test'));
    } finally {
      await db.query(`select cron.unschedule('spec-every-second')`);
    }
  });

  it('records a failing job as failed with its error', async () => {
    const [job] = await db.query<{ id: string }>(
      `select cron.schedule('spec-failing', '1 seconds', 'select 1 / 0') as id`,
    );
    try {
      const [run] = await until(async () => {
        const rows = await db.query<{ status: string; return_message: string }>(
          `select status, return_message from cron.job_run_details where jobid = $1 and status <> 'running'`,
          [job?.id],
        );
        return rows.length > 0 ? rows : undefined;
      });
      expect(run).toEqual({ status: 'failed', return_message: 'division by zero' });
    } finally {
      await db.query(`select cron.unschedule('spec-failing')`);
    }
  });

  it('has the notification sweep every 10 seconds, a daily clean-up of the run history and the limits’ every 5 minutes', async () => {
    const jobs = await db.query(
      `select jobname, schedule, command, active from cron.job
        where jobname in ('cron-history-cleanup', 'limit-records-cleanup', 'notify-sweep') order by jobname`,
    );
    expect(jobs).toEqual([
      {
        jobname: 'cron-history-cleanup',
        schedule: '17 3 * * *',
        command: "delete from cron.job_run_details where end_time < now() - interval '7 days'",
        active: true,
      },
      {
        jobname: 'limit-records-cleanup',
        schedule: '*/5 * * * *',
        command: 'select private.clean_limit_records()',
        active: true,
      },
      {
        jobname: 'notify-sweep',
        schedule: '10 seconds',
        command: 'select private.sweep_notifications()',
        active: true,
      },
    ]);
  });
});
