// Scale: 1,000,000 inquiries over 100,000 members. One member's list, newest
// first, read the way PostgREST reads it under RLS, must come from the index — asserted on
// EXPLAIN (no Seq Scan, a handful of pages read) — and its measured time is printed, not gated
// (a busy machine would fail a time). `npm run test:db:scale` (~1 min).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';

const MEMBERS = 100_000;
const INQUIRIES = 1_000_000;
// Member n's id is md5(n)::uuid, so a test can name any of them.
const memberId = (n: number) => `md5('${n}')::uuid`;

// On disk, not in memory: a million rows and their indexes would crowd PGlite's WASM heap.
const dataDir = mkdtempSync(join(tmpdir(), 'sodam-db-scale-'));
const db = await createDatabase({ dataDir });
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
};

// Members go in through auth.users, so the profile trigger runs 100,000 times.
const membersMs = await timed(() =>
  db.exec(`insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at)
    select md5(i::text)::uuid, 'member' || i || '@example.com', '{"provider": "kakao"}',
           jsonb_build_object('name', '회원' || i), now() - interval '1 year'
      from generate_series(1, ${MEMBERS}) as i`),
);
// Every CHECK, foreign key and guard trigger stays on. The staff alert (inquiries_notify_staff)
// is off while the rows go in: a million alerts in the outbox are no part of reading a member's
// list, and writing them took three quarters of the load. Only the receipt number is given here: the
// per-day counter takes one row lock per inquiry and is built for one inquiry per
// transaction; a million upserts of the same row inside one statement would walk an ever
// longer chain of row versions. The numbers keep the real format (date, then sequence).
await db.exec('alter table public.inquiries disable trigger inquiries_notify_staff');
const inquiriesMs = await timed(() =>
  db.exec(`insert into public.inquiries (user_id, receipt_no, name, tel, sector, content, privacy_consent, created_at)
    select md5((i % ${MEMBERS} + 1)::text)::uuid,
           to_char(now() at time zone 'Asia/Seoul', 'YYMMDD') || '-' || lpad(i::text, 7, '0'),
           '김민준', '010-1234-5678', '정육점', '포스 사용 문의 ' || i, true, now() - make_interval(secs => i * 30)
      from generate_series(1, ${INQUIRIES}) as i`),
);
await db.exec('alter table public.inquiries enable trigger inquiries_notify_staff');
const analyzeMs = await timed(() => db.exec('analyze public.inquiries'));

// The read PostgREST 12 issues for
//   supabase.from('inquiries').select('id, receipt_no, status, content, answer, answered_at, created_at')
//     .order('created_at', { ascending: false })
// relying on RLS alone for "my inquiries", in a transaction as the member.
const LIST_QUERY = `
  with pgrst_source as (
    select "public"."inquiries"."id", "public"."inquiries"."receipt_no", "public"."inquiries"."status",
           "public"."inquiries"."content", "public"."inquiries"."answer", "public"."inquiries"."answered_at",
           "public"."inquiries"."created_at"
      from "public"."inquiries" %FILTER%
     order by "public"."inquiries"."created_at" desc
  )
  select null::bigint as total_result_set, pg_catalog.count(_postgrest_t) as page_total,
         coalesce(json_agg(_postgrest_t), '[]') as body,
         nullif(current_setting('response.headers', true), '') as response_headers,
         nullif(current_setting('response.status', true), '') as response_status
    from (select * from pgrst_source) as _postgrest_t`;

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
/** Pages one member's list may touch: ten rows, their index pages, and the RLS check's own. */
const MAX_BLOCKS = 60;
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

async function explainAsMember(member: number, filter: string) {
  const sub = (await db.query<{ id: string }>(`select ${memberId(member)}::text as id`)).rows[0]?.id ?? '';
  await db.exec('begin');
  try {
    await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub, role: 'authenticated' }),
    ]);
    const sql = LIST_QUERY.replace('%FILTER%', filter.replace('$sub', `'${sub}'`));
    const result = await db.query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }>(
      `explain (analyze, buffers, format json) ${sql}`,
    );
    const rows = await db.query<{ page_total: number }>(sql);
    const plan = result.rows[0]?.['QUERY PLAN'][0];
    if (!plan) throw new Error('EXPLAIN returned no plan');
    return {
      nodes: flatten(plan.Plan),
      executionMs: plan['Execution Time'],
      // Pages the read touched (the top node counts its children's): a count, the same on any machine.
      blocks: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
      count: Number(rows.rows[0]?.page_total),
    };
  } finally {
    await db.exec('rollback');
  }
}

it(`loads ${MEMBERS.toLocaleString('en')} members and ${INQUIRIES.toLocaleString('en')} inquiries`, async () => {
  const counts = await db.query<{ members: number; inquiries: number }>(
    'select (select count(*) from public.profiles)::int as members, (select count(*) from public.inquiries)::int as inquiries',
  );
  expect(counts.rows[0]).toEqual({ members: MEMBERS, inquiries: INQUIRIES });
  console.log(
    `load: ${MEMBERS} members ${membersMs} ms, ${INQUIRIES} inquiries ${inquiriesMs} ms, analyze ${analyzeMs} ms`,
  );
});

const describePlan = (nodes: PlanNode[]) =>
  nodes
    .map(
      (node) =>
        node['Node Type'] +
        (node['Relation Name'] ? ` on ${node['Relation Name']}` : '') +
        (node['Index Name'] ? ` using ${node['Index Name']}` : ''),
    )
    .join(' > ');

it.each([
  ['RLS alone (no filter in the request)', ''],
  ['RLS and an explicit user_id filter', 'where "public"."inquiries"."user_id" = $sub'],
])("a member's list, newest first, is read through the (user_id, created_at) index: %s", async (label, filter) => {
  const runs = [];
  for (const member of [1, 4242, 77777, 100000, 31337]) runs.push(await explainAsMember(member, filter));
  for (const run of runs) {
    // Index Scan, or a Bitmap Index Scan feeding a Bitmap Heap Scan (the planner's choice for
    // ten rows spread over ten pages): either way the index finds them, never a Seq Scan.
    const tableScans = run.nodes
      .filter((node) => node['Relation Name'] === 'inquiries')
      .map((node) => node['Node Type']);
    expect(tableScans).toHaveLength(1);
    expect(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']).toContain(tableScans[0]);
    expect(run.nodes.some((node) => node['Index Name'] === 'inquiries_user_id_created_at_idx')).toBe(true);
    expect(run.nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(run.count).toBe(INQUIRIES / MEMBERS);
    // Ten rows: a few index pages and at most one heap page each, where a scan reads thousands.
    expect(run.blocks).toBeLessThanOrEqual(MAX_BLOCKS);
  }
  const times = runs.map((run) => run.executionMs).sort((a, b) => a - b);
  console.log(`${label}: ${describePlan(runs[0]?.nodes ?? [])}`);
  console.log(
    `${label}: execution ${times.map((t) => t.toFixed(3)).join(', ')} ms (median ${times[2]?.toFixed(3)} ms), ` +
      `pages ${runs.map((run) => run.blocks).join(', ')}`,
  );
});
