// "The same bad inputs" for attribution: every case of ATTRIBUTION_CASES (src/lib/forms/cases.ts)
// is stored the way the site stores it on each table that carries attribution — the inquiry
// forms' inserts, and the functions behind the download, PC로 보내기 and the sign-up — and the
// database must refuse exactly the cases the rules refuse: an insert with 23514 from that
// column's constraint on that table, a function before it writes, with 22023 and a Korean
// message naming the field (docs/database.md#errors-from-privileged-functions).
import { afterAll, describe, expect, it } from 'vitest';

import { type Attribution, invalidAttributionFields } from '../../src/lib/forms/attribution';
import { toBusinessInquiryInsert } from '../../src/lib/forms/business-inquiry';
import {
  ATTRIBUTION_CASES,
  expandCases,
  VALID_ATTRIBUTION,
  VALID_BUSINESS_INQUIRY,
  VALID_INQUIRY,
} from '../../src/lib/forms/cases';
import { toInquiryInsert } from '../../src/lib/forms/inquiry';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import { addMember } from '../support/db-member.ts';

const db = await createDatabase();
afterAll(() => db.close());

const MEMBER = await addMember(db);
const NEW_MEMBER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
type Outcome = { ok: true } | { ok: false; code: string | undefined; message: string };

interface Target {
  table: string;
  role: 'anon' | 'authenticated';
  member?: string;
  store: (attribution: Attribution) => { sql: string; params: unknown[] };
}

const insert = (table: string, row: Record<string, unknown>) => ({
  sql: `insert into public.${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
    .map((_, i) => `$${i + 1}`)
    .join(', ')})`,
  params: Object.values(row),
});
const call = (fn: string, attribution: Attribution, before: unknown[] = []) => ({
  sql: `select public.${fn}(${before.map((_, i) => `$${i + 1}, `).join('')}$${before.length + 1}::jsonb)`,
  params: [...before, JSON.stringify(attribution)],
});

const TARGETS: Target[] = [
  {
    table: 'inquiries',
    role: 'authenticated',
    member: MEMBER,
    store: (a) => insert('inquiries', { ...toInquiryInsert(VALID_INQUIRY), ...a }),
  },
  {
    table: 'business_inquiries',
    role: 'anon',
    store: (a) => insert('business_inquiries', { ...toBusinessInquiryInsert(VALID_BUSINESS_INQUIRY), ...a }),
  },
  { table: 'download_logs', role: 'anon', store: (a) => call('log_download', a) },
  { table: 'download_handoffs', role: 'anon', store: (a) => call('log_handoff', a, ['share']) },
  { table: 'profiles', role: 'authenticated', member: NEW_MEMBER, store: (a) => call('record_signup_attribution', a) },
];

/** Stores one attribution as the browser's role would, then rolls back so cases never interact. */
async function storeAs(target: Target, attribution: Attribution): Promise<Outcome> {
  const { sql, params } = target.store(attribution);
  await db.exec('begin');
  try {
    // A member who signed up a moment ago, for the sign-up's attribution.
    await db.query(
      `insert into auth.users (id, email, raw_app_meta_data) values ($1, 'new@example.com', '{"provider": "naver"}')`,
      [NEW_MEMBER],
    );
    const claims = target.member ? { role: target.role, sub: target.member } : { role: target.role };
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      target.role,
      JSON.stringify(claims),
    ]);
    await db.query(sql, params);
    return { ok: true };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { ok: false, code, message };
  } finally {
    await db.exec('rollback');
  }
}

const constraintOf = (table: string, field: keyof Attribution) =>
  `${table}_${field}_${field === 'device_class' ? 'known' : 'format'}`;

describe.each(TARGETS)('$table', (target) => {
  describe.each(expandCases(VALID_ATTRIBUTION, ATTRIBUTION_CASES))('$field: $why', ({ field, valid, form }) => {
    it(
      valid ? 'is stored, as the rules accept it' : 'is refused by its constraint, as the rules refuse it',
      async () => {
        expect(invalidAttributionFields(form)).toEqual(valid ? [] : [field]);
        const outcome = await storeAs(target, form);
        if (valid) expect(outcome).toEqual({ ok: true });
        else if (target.store(form).sql.startsWith('select')) {
          expect(outcome).toMatchObject({ ok: false, code: '22023' });
          if (!outcome.ok) expect(outcome.message).toMatch(new RegExp(`[가-힣].*\\(${field}\\)`));
        } else {
          expect(outcome).toMatchObject({ ok: false, code: '23514' });
          if (!outcome.ok) expect(outcome.message).toContain(`"${constraintOf(target.table, field)}"`);
        }
      },
    );
  });
});
