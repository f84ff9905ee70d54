// The extensions the notification migrations enable, as PGlite runs them: pgmq is the real
// extension (Supabase Queues) loaded into this PGlite; pg_net, pg_cron and Vault are the local
// stand-ins, held here to the SQL surface of the real ones for the calls the migrations make.
import { afterAll, describe, expect, it } from 'vitest';

import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';

const db = await createDatabase();
afterAll(() => db.close());

const one = async <R>(sql: string, params: unknown[] = []): Promise<R> => {
  const { rows } = await db.query<R>(sql, params);
  if (!rows[0]) throw new Error(`no row from: ${sql}`);
  return rows[0];
};

/** Runs `work` in a transaction that is always rolled back, so each test starts clean. */
async function rolledBack(work: () => Promise<void>): Promise<void> {
  await db.exec('begin');
  try {
    await work();
  } finally {
    await db.exec('rollback');
  }
}

describe('pgmq (the real extension) in PGlite', () => {
  it('is installed by the migrations, in schema pgmq', async () => {
    const ext = await one<{ schema: string; version: string }>(
      `select extnamespace::regnamespace::text as schema, extversion as version from pg_extension where extname = 'pgmq'`,
    );
    expect(ext.schema).toBe('pgmq');
    expect(ext.version).toMatch(/^1\.\d+\.\d+$/);
  });

  it('send → read hides the message for the visibility timeout and counts the read', () =>
    rolledBack(async () => {
      await db.exec(`select pgmq.create('spec_queue')`);
      const { id } = await one<{ id: number }>(`select * from pgmq.send('spec_queue', '{"hello": "world"}') as id`);
      const first = await db.query<{ msg_id: number; read_ct: number; message: unknown }>(
        `select msg_id, read_ct, message from pgmq.read('spec_queue', 30, 10)`,
      );
      expect(first.rows).toEqual([{ msg_id: id, read_ct: 1, message: { hello: 'world' } }]);
      // Invisible while its timeout runs: a second reader gets nothing.
      expect((await db.query(`select msg_id from pgmq.read('spec_queue', 30, 10)`)).rows).toEqual([]);
    }));

  it('set_vt makes a message visible again, and the next read counts 2', () =>
    rolledBack(async () => {
      await db.exec(`select pgmq.create('spec_queue')`);
      const { id } = await one<{ id: number }>(`select * from pgmq.send('spec_queue', '{}') as id`);
      await db.query(`select msg_id from pgmq.read('spec_queue', 30, 1)`);
      await db.query(`select msg_id from pgmq.set_vt('spec_queue', $1::bigint, 0)`, [id]);
      const again = await db.query<{ read_ct: number }>(`select read_ct from pgmq.read('spec_queue', 30, 1)`);
      expect(again.rows).toEqual([{ read_ct: 2 }]);
    }));

  it('a delayed send stays invisible until its delay has passed', () =>
    rolledBack(async () => {
      await db.exec(`select pgmq.create('spec_queue')`);
      await db.exec(`select pgmq.send('spec_queue', '{}', 60)`);
      expect((await db.query(`select msg_id from pgmq.read('spec_queue', 30, 1)`)).rows).toEqual([]);
    }));

  it('archive moves a message from the queue table to the archive table', () =>
    rolledBack(async () => {
      await db.exec(`select pgmq.create('spec_queue')`);
      const { id } = await one<{ id: number }>(`select * from pgmq.send('spec_queue', '{"n": 1}') as id`);
      expect(await one(`select pgmq.archive('spec_queue', $1::bigint) as archived`, [id])).toEqual({ archived: true });
      expect((await db.query(`select msg_id from pgmq.q_spec_queue`)).rows).toEqual([]);
      expect((await db.query(`select msg_id, message from pgmq.a_spec_queue`)).rows).toEqual([
        { msg_id: id, message: { n: 1 } },
      ]);
    }));
});

describe('the pg_net stand-in', () => {
  it('has pg_net’s http_post signature and returns the request id (bigint)', async () => {
    const fn = await one<{ args: string; result: string }>(
      `select pg_get_function_arguments(p.oid) as args, pg_get_function_result(p.oid) as result
         from pg_proc p where p.oid = 'net.http_post'::regproc`,
    );
    expect(fn.result).toBe('bigint');
    expect(fn.args).toBe(
      `url text, body jsonb DEFAULT '{}'::jsonb, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer DEFAULT 5000`,
    );
  });

  it('queues a POST with the JSON body, the headers and the encoded params, for the worker to send', () =>
    rolledBack(async () => {
      const { id } = await one<{ id: string }>(
        `select net.http_post('http://example.test/hook', '{"a": 1}', '{"q": "가 b"}', '{"Authorization": "Bearer x"}', 2000) as id`,
      );
      const queued = await one<Record<string, unknown>>(
        `select method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds from net.http_request_queue where id = $1`,
        [id],
      );
      expect(queued).toEqual({
        method: 'POST',
        url: 'http://example.test/hook?q=%EA%B0%80%20b',
        headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
        body: '{"a": 1}',
        timeout_milliseconds: 2000,
      });
    }));

  it('refuses a POST whose Content-Type is not JSON, as pg_net does', async () => {
    await expect(
      db.query(`select net.http_post('http://example.test', '{}', '{}', '{"Content-Type": "text/plain"}')`),
    ).rejects.toThrow('Content-Type header must be "application/json"');
  });

  it('a request from a transaction that rolls back never reaches the queue', async () => {
    await db.exec('begin');
    await db.exec(`select net.http_post('http://example.test/rolled-back')`);
    await db.exec('rollback');
    expect((await db.query(`select id from net.http_request_queue where url like '%rolled-back'`)).rows).toEqual([]);
  });
});

describe('the stand-ins’ functions have the real extensions’ signatures', () => {
  it.each([
    ['cron.schedule(text,text,text)', 'job_name text, schedule text, command text', 'bigint'],
    ['cron.schedule(text,text)', 'schedule text, command text', 'bigint'],
    ['cron.unschedule(text)', 'job_name text', 'boolean'],
    ['cron.unschedule(bigint)', 'job_id bigint', 'boolean'],
    [
      'net.http_get(text,jsonb,jsonb,integer)',
      `url text, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{}'::jsonb, timeout_milliseconds integer DEFAULT 5000`,
      'bigint',
    ],
    [
      'vault.create_secret(text,text,text,uuid)',
      `new_secret text, new_name text DEFAULT NULL::text, new_description text DEFAULT ''::text, new_key_id uuid DEFAULT NULL::uuid`,
      'uuid',
    ],
  ])('%s', async (signature, args, result) => {
    expect(
      await one(
        `select pg_get_function_arguments(p) as args, pg_get_function_result(p) as result from (select $1::regprocedure::oid as p) as f`,
        [signature],
      ),
    ).toEqual({ args, result });
  });
});

describe('the pg_cron stand-in', () => {
  it('schedule(name, schedule, command) returns the job id and stores pg_cron’s columns', () =>
    rolledBack(async () => {
      const { id } = await one<{ id: number }>(`select cron.schedule('spec-job', '*/5 * * * *', 'select 1') as id`);
      const job = await one<Record<string, unknown>>(
        `select jobid, jobname, schedule, command, username, active from cron.job where jobid = $1`,
        [id],
      );
      expect(job).toEqual({
        jobid: id,
        jobname: 'spec-job',
        schedule: '*/5 * * * *',
        command: 'select 1',
        username: 'postgres',
        active: true,
      });
    }));

  it('scheduling an existing name replaces its schedule and command and keeps its id', () =>
    rolledBack(async () => {
      const first = await one<{ id: number }>(`select cron.schedule('spec-job', '* * * * *', 'select 1') as id`);
      const second = await one<{ id: number }>(`select cron.schedule('spec-job', '10 seconds', 'select 2') as id`);
      expect(second.id).toBe(first.id);
      expect(await one(`select schedule, command from cron.job where jobname = 'spec-job'`)).toEqual({
        schedule: '10 seconds',
        command: 'select 2',
      });
    }));

  it.each(['every minute', '60 seconds', '* * * *', '*/5 * * * * *'])('refuses the schedule %j', async (schedule) => {
    await expect(db.query(`select cron.schedule('spec-bad', $1, 'select 1')`, [schedule])).rejects.toThrow(
      `invalid schedule: ${schedule}`,
    );
  });

  it('unschedule(name) removes the job and returns true; an unknown name is an error', () =>
    rolledBack(async () => {
      await db.exec(`select cron.schedule('spec-job', '* * * * *', 'select 1')`);
      expect(await one(`select cron.unschedule('spec-job') as removed`)).toEqual({ removed: true });
      await expect(db.query(`select cron.unschedule('spec-job')`)).rejects.toThrow(
        `could not find valid entry for job 'spec-job'`,
      );
    }));
});

describe('the Vault stand-in', () => {
  it('create_secret returns an id and decrypted_secrets shows the value by name', () =>
    rolledBack(async () => {
      const { id } = await one<{ id: string }>(
        `select vault.create_secret('s3cret', 'spec_secret', 'for the test') as id`,
      );
      expect(await one(`select id, decrypted_secret from vault.decrypted_secrets where name = 'spec_secret'`)).toEqual({
        id,
        decrypted_secret: 's3cret',
      });
    }));

  it('the API roles cannot reach the vault schema', async () => {
    const privileges = await one(
      `select has_schema_privilege('anon', 'vault', 'usage') as anon, has_schema_privilege('authenticated', 'vault', 'usage') as members`,
    );
    expect(privileges).toEqual({ anon: false, members: false });
  });
});
