// "The same bad inputs": every case of src/lib/forms/cases.ts is inserted into the real
// schema the way the browser sends it (a member for inquiries, a guest for partnership
// inquiries), and the database must refuse exactly the cases the form refuses — with 23514
// from the constraint of that field. Random inputs then probe the rules beyond the table.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import {
  type BusinessInquiryForm,
  toBusinessInquiryInsert,
  validateBusinessInquiry,
} from '../../src/lib/forms/business-inquiry';
import {
  BUSINESS_INQUIRY_CASES,
  expandCases,
  INQUIRY_CASES,
  VALID_BUSINESS_INQUIRY,
  VALID_INQUIRY,
} from '../../src/lib/forms/cases';
import { fieldOfCheckViolation, isValid } from '../../src/lib/forms/errors';
import { type InquiryForm, toInquiryInsert, validateInquiry } from '../../src/lib/forms/inquiry';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import { addMember } from '../support/db-member.ts';

const db = await createDatabase();
afterAll(() => db.close());

const MEMBER = await addMember(db);
type Outcome = { ok: true } | { ok: false; code: string | undefined; message: string };

/** Inserts one row as the browser's role would, then rolls back so cases never interact. */
async function insertAs(role: 'anon' | 'authenticated', table: string, row: Record<string, unknown>): Promise<Outcome> {
  const columns = Object.keys(row);
  const claims = role === 'anon' ? { role } : { role, sub: MEMBER };
  await db.exec('begin');
  try {
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ]);
    await db.query(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    return { ok: true };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { ok: false, code, message };
  } finally {
    await db.exec('rollback');
  }
}

const insertInquiry = (form: InquiryForm) => insertAs('authenticated', 'inquiries', toInquiryInsert(form));
const insertBusinessInquiry = (form: BusinessInquiryForm) =>
  insertAs('anon', 'business_inquiries', toBusinessInquiryInsert(form));

function expectSameVerdict(outcome: Outcome, formAccepts: boolean, field: string) {
  if (formAccepts) expect(outcome).toEqual({ ok: true });
  else {
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
    if (!outcome.ok) expect(fieldOfCheckViolation({ code: outcome.code, message: outcome.message })).toBe(field);
  }
}

describe.each(expandCases(VALID_INQUIRY, INQUIRY_CASES))(
  'consultation form, $field: $why',
  ({ field, valid, form }) => {
    it(
      valid ? 'the database accepts it as the form does' : 'the database refuses it as the form does (23514)',
      async () => {
        expect(isValid(validateInquiry(form))).toBe(valid);
        expectSameVerdict(await insertInquiry(form), valid, field);
      },
    );
  },
);

describe.each(expandCases(VALID_BUSINESS_INQUIRY, BUSINESS_INQUIRY_CASES))(
  'partnership form, $field: $why',
  ({ field, valid, form }) => {
    it(
      valid ? 'the database accepts it as the form does' : 'the database refuses it as the form does (23514)',
      async () => {
        expect(isValid(validateBusinessInquiry(form))).toBe(valid);
        expectSameVerdict(await insertBusinessInquiry(form), valid, field);
      },
    );
  },
);

// Random inputs, biased towards the edges: white space of every kind, characters outside
// the BMP, digits and dashes. fc.sample is seeded, so a failure repeats.
const sample = <T>(arbitrary: fc.Arbitrary<T>, count = 60) => fc.sample(arbitrary, { numRuns: count, seed: 20261122 });
const fromChars = (chars: string[], maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { maxLength }).map((c) => c.join(''));
const SPACES = [' ', '\t', '\n', '\u3000', '\u00a0', '\u2003', '\ufeff'];
const digitsThenDashes = fromChars(['0', '1', '2', '3', '5', '7', '-'], 14);

describe('random inputs get the same verdict from the form and the database', () => {
  it.each([
    ['name', sample(fromChars(['김', '가', 'a', '𠀀', ...SPACES], 10))],
    ['tel', sample(fc.oneof(digitsThenDashes, fc.stringMatching(/^010-[0-9]{3,5}-[0-9]{3,5}$/)))],
    ['sector', sample(fromChars(['카', '페', ...SPACES], 16))],
    ['company_no', sample(fc.oneof(fc.stringMatching(/^[0-9]{10}$/), fc.stringMatching(/^[0-9-]{0,12}$/)))],
    ['content', sample(fromChars(['문', '의', '\u200b', ...SPACES], 6))],
  ] as const)('consultation form: %s', async (field, values) => {
    for (const value of values) {
      const form = { ...VALID_INQUIRY, [field]: value };
      const formAccepts = isValid(validateInquiry(form));
      const outcome = await insertInquiry(form);
      expect({ value, database: outcome.ok }).toEqual({ value, database: formAccepts });
    }
  });

  it.each([
    [
      'tel',
      sample(
        fc.oneof(
          digitsThenDashes,
          fc.stringMatching(/^0[0-9]{1,2}-[0-9]{3,4}-[0-9]{4}$/),
          fc.stringMatching(/^1[0-9]{3}-[0-9]{4}$/),
        ),
        120,
      ),
    ],
    ['company', sample(fromChars(['꽃', '집', ...SPACES], 16))],
  ] as const)('partnership form: %s', async (field, values) => {
    for (const value of values) {
      const form = { ...VALID_BUSINESS_INQUIRY, [field]: value };
      const formAccepts = isValid(validateBusinessInquiry(form));
      const outcome = await insertBusinessInquiry(form);
      expect({ value, database: outcome.ok }).toEqual({ value, database: formAccepts });
    }
  });
});
