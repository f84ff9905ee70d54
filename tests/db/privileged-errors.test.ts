// Errors from privileged functions say what to fix, never what was stored
// (docs/database.md#errors-from-privileged-functions). Every security-definer function the API
// can call is listed here with a bad value for each field it checks; each call must be refused
// before it writes, with a Korean message and nothing of the member's row: not Postgres's
// "Failing row contains (…)", not the name, e-mail or phone number behind the caller. A new
// privileged function without its cases fails the first test.
import { afterAll, describe, expect, it } from 'vitest';

import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';

const db = await createDatabase({ seed: true });
afterAll(() => db.close());

/** The seed's Kakao member, whose profile holds a name, an e-mail and a proven number. */
const MEMBER = '11111111-1111-4111-8111-111111111111';
const PERSONAL = ['김민준', 'minjun.kim@example.com', '010-2345-6789', '01023456789'];

type Role = 'anon' | 'authenticated' | 'service_role';
interface BadCall {
  field: string;
  sql: string;
}

const bad = (field: string, sql: string): BadCall => ({ field, sql });
const attribution = (fn: string, before = ''): BadCall[] => [
  bad('utm_source', `select public.${fn}(${before}'{"utm_source": "=HYPERLINK(1)"}')`),
  bad('utm_medium', `select public.${fn}(${before}'{"utm_medium": " cpc"}')`),
  bad('utm_campaign', `select public.${fn}(${before}'{"utm_campaign": "${'n'.repeat(101)}"}')`),
  bad('referrer_host', `select public.${fn}(${before}'{"referrer_host": "NAVER.COM"}')`),
  bad('device_class', `select public.${fn}(${before}'{"device_class": "fridge"}')`),
  bad('landing_path', `select public.${fn}(${before}'{"landing_path": "/lp/cafe?utm_source=x"}')`),
];
const delivery = (fields: Record<string, unknown>) =>
  JSON.stringify([
    {
      event_id: '00000000-0000-4000-8000-000000000001',
      target: 'staff_sms',
      kind: 'inquiry_filed',
      receipt_no: 'x',
      ...fields,
    },
  ]);

/** Each privileged function: who calls it, and a bad value for each field it checks (none: it takes nothing to check). */
const CASES: Record<string, { role: Role; calls: BadCall[] }> = {
  'confirm_phone_code(text,text)': {
    role: 'authenticated',
    calls: [
      bad('tel', `select * from public.confirm_phone_code('010-2345-678', '123456')`),
      bad('code', `select * from public.confirm_phone_code('010-2345-6789', '12345')`),
    ],
  },
  'delete_my_account()': { role: 'authenticated', calls: [] },
  'export_my_data()': { role: 'authenticated', calls: [] },
  'launch_readiness()': { role: 'anon', calls: [] },
  'log_download(jsonb)': { role: 'authenticated', calls: attribution('log_download') },
  'log_handoff(text,jsonb)': {
    role: 'authenticated',
    calls: [bad('channel', `select public.log_handoff('alimtalk')`), ...attribution('log_handoff', `'share', `)],
  },
  // Reads auth.users by Naver's id and writes nothing.
  'naver_user_id(text)': { role: 'service_role', calls: [] },
  'notify_begin(jsonb,jsonb)': {
    role: 'service_role',
    calls: [
      bad('event_id', `select * from public.notify_begin('${delivery({ event_id: 'x' })}')`),
      bad('target', `select * from public.notify_begin('${delivery({ target: 'member_fax' })}')`),
      bad('kind', `select * from public.notify_begin('${delivery({ kind: 'unknown' })}')`),
      bad('caps', `select * from public.notify_begin('${delivery({})}', '{"staff_sms": "many"}')`),
    ],
  },
  'notify_claim(integer,integer)': {
    role: 'service_role',
    calls: [
      bad('batch_size', 'select * from public.notify_claim(0, 60)'),
      bad('lease_seconds', 'select * from public.notify_claim(10, -1)'),
    ],
  },
  'notify_settle(jsonb)': {
    role: 'service_role',
    calls: [
      bad('msg_id', `select public.notify_settle('[{"deliveries": []}]')`),
      bad('status', `select public.notify_settle('[{"msg_id": 1, "deliveries": ${delivery({ status: 'maybe' })}}]')`),
      bad(
        'target',
        `select public.notify_settle('[{"msg_id": 1, "deliveries": ${delivery({ target: 'x', status: 'sent' })}}]')`,
      ),
    ],
  },
  'record_signup_attribution(jsonb)': { role: 'authenticated', calls: attribution('record_signup_attribution') },
  'request_download_link(jsonb)': { role: 'authenticated', calls: attribution('request_download_link') },
  // Staff logins (and the service role) read personal columns only through these, with a purpose.
  'staff_access_log_verify()': { role: 'service_role', calls: [] },
  'staff_read_inquiry(text,text)': {
    role: 'service_role',
    calls: [bad('purpose', `select * from public.staff_read_inquiry('20261202-0001', ' ')`)],
  },
  'staff_read_marketing_recipients(text)': {
    role: 'service_role',
    calls: [bad('purpose', `select * from public.staff_read_marketing_recipients('')`)],
  },
  'staff_read_open_inquiries(text)': {
    role: 'service_role',
    calls: [bad('purpose', `select * from public.staff_read_open_inquiries(null)`)],
  },
  'staff_read_open_partnerships(text)': {
    role: 'service_role',
    calls: [bad('purpose', `select * from public.staff_read_open_partnerships('x')`)],
  },
  'request_phone_code(text)': {
    role: 'authenticated',
    calls: [bad('tel', `select public.request_phone_code('+82 10-2345-6789')`)],
  },
};

/** Fields whose refusal names them, because the same argument carries several. */
const NAMED_FIELDS = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer_host',
  'device_class',
  'landing_path',
  'event_id',
  'target',
  'kind',
  'status',
  'caps',
]);

interface Refusal {
  code: string;
  message: string;
  detail: string;
  hint: string;
}

/** Runs one call as its role (a member: the seed's Kakao member), then rolls back; what it was refused with. */
async function refusalOf(role: Role, sql: string): Promise<Refusal | undefined> {
  await db.exec('begin');
  try {
    const claims = role === 'authenticated' ? { role, sub: MEMBER } : { role };
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ]);
    await db.query(sql);
    return undefined;
  } catch (error) {
    const e = error as { code?: string; message: string; detail?: string; hint?: string };
    return { code: e.code ?? '', message: e.message, detail: e.detail ?? '', hint: e.hint ?? '' };
  } finally {
    await db.exec('rollback');
  }
}

describe('the privileged functions', () => {
  it('are exactly the ones listed here, each with its cases', async () => {
    const { rows } = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc as p
        where p.pronamespace = 'public'::regnamespace and p.prosecdef order by 1`,
    );
    expect(rows.map((row) => row.fn.replace(/^public\./, ''))).toEqual(Object.keys(CASES).sort());
  });
});

describe.each(Object.entries(CASES).flatMap(([fn, { role, calls }]) => calls.map((call) => ({ fn, role, ...call }))))(
  '$fn with a bad $field',
  ({ role, sql, field }) => {
    it('is refused before anything is written, in Korean, with nothing of the row', async () => {
      const refusal = await refusalOf(role, sql);
      expect(refusal, 'the call was accepted').toBeDefined();
      if (!refusal) return;
      expect(refusal.message).toMatch(/[가-힣]/);
      expect(refusal.code).not.toBe('23514');
      const said = `${refusal.message}\n${refusal.detail}\n${refusal.hint}`;
      expect(said).not.toMatch(/Failing row|violates check constraint/);
      for (const value of PERSONAL) expect(said).not.toContain(value);
      // The field is named where the refusal is about one of several (the attribution's keys, a record's).
      if (NAMED_FIELDS.has(field)) expect(refusal.message).toContain(field);
    });
  },
);

describe('what the rule replaced', () => {
  it('a CHECK failing inside a function without the check would have carried the whole row', async () => {
    const refusal = await refusalOf(
      'service_role',
      `insert into public.download_logs (user_id, name, email, tel, social, utm_source)
       values ('${MEMBER}', '김민준', 'minjun.kim@example.com', '010-2345-6789', 'kakao', ' x')`,
    );
    expect(refusal?.detail).toMatch(/Failing row contains .*minjun\.kim@example\.com/);
  });
});
