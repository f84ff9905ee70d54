// The local stack's pg_cron scheduler runs the `retention` job the way pg_cron does on a hosted
// project: at its minute (03:30 in Korea, 18:30 UTC), as its user, recorded in
// cron.job_run_details, and the job destroys what is past its period. The scheduler's clock is
// set to that minute; the job itself runs as of the database's now().
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startCronScheduler } from '../../tools/local-supabase/cron/scheduler.ts';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import type { Sql, Tx } from '../../tools/local-supabase/db/sql.ts';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: true });
});
afterAll(() => db.close());

/** The scheduler's database client, over PGlite instead of the stack's socket. */
function sqlOf(database: PGlite): Sql {
  const txOf = (t: Transaction): Tx => ({
    query: async <R extends object>(text: string, params: readonly unknown[] = []) =>
      (await t.query<R>(text, [...params])).rows,
    command: async (text: string) => {
      const results = await t.exec(text);
      return `SELECT ${results.at(-1)?.rows.length ?? 0}`;
    },
  });
  return {
    transaction: (work) => database.transaction((t) => work(txOf(t))),
    asCaller: () => Promise.reject(new Error('the scheduler runs jobs as their user only')),
    end: () => Promise.resolve(),
  };
}

async function runsOf(job: string) {
  const { rows } = await db.query<{ status: string; username: string }>(
    `select d.status, d.username from cron.job_run_details d join cron.job j using (jobid)
      where j.jobname = $1 and d.status <> 'running'`,
    [job],
  );
  return rows;
}

/**
 * A ceiling for a hang, not a timing gate: the run takes about a second on a quiet machine and
 * most of a minute on a busy one, so the test gets room, and the wait fails with a message before
 * the test's own timeout.
 */
const TEST_TIMEOUT_MS = 180_000;

/** Polls until the check gives a value. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs = TEST_TIMEOUT_MS - 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the local pg_cron scheduler and the retention job', { timeout: TEST_TIMEOUT_MS }, () => {
  it('runs `retention` at 18:30 UTC, as postgres, and the job deletes an inquiry past its period', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.inquiries (user_id, name, tel, sector, content, privacy_consent, created_at, answer, answered_at)
       values ('11111111-1111-4111-8111-111111111111', '김민준', '010-2345-6789', '정육점', '오래된 문의', true,
               now() - interval '3 years 10 days', '답변', now() - interval '3 years 6 days') returning id`,
    );
    const scheduler = startCronScheduler(sqlOf(db), () => new Date('2026-11-27T18:30:20Z'));
    try {
      const [run] = await until(async () => {
        const done = await runsOf('retention');
        return done.length > 0 ? done : undefined;
      });
      expect(run).toEqual({ status: 'succeeded', username: 'postgres' });
    } finally {
      await scheduler.stop();
    }
    expect((await db.query('select 1 from public.inquiries where id = $1', [rows[0]?.id])).rows).toEqual([]);
    expect(await runsOf('marketing-consent-confirmation')).toEqual([]);
  });
});
