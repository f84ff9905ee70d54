// Hostile input: fast-check throws random strings, emoji, very long text,
// control characters and markup at every field of both inquiry forms, and the form's rule and
// the real schema must agree on each one: the form accepts ⇔ the insert succeeds. One PGlite
// for the file; every insert runs in a transaction that is rolled back, so cases never meet.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import {
  type BusinessInquiryForm,
  toBusinessInquiryInsert,
  validateBusinessInquiry,
} from '../../src/lib/forms/business-inquiry';
import { VALID_BUSINESS_INQUIRY, VALID_INQUIRY } from '../../src/lib/forms/cases';
import { isValid } from '../../src/lib/forms/errors';
import { type InquiryForm, toInquiryInsert, validateInquiry } from '../../src/lib/forms/inquiry';
import { CONTENT_MAX } from '../../src/lib/forms/limits';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import { addMember, MEMBER_EMAIL } from '../support/db-member.ts';

const db = await createDatabase();
afterAll(() => db.close());

const MEMBER_ID = await addMember(db);
const RUNS = { numRuns: 250, seed: 8_2026_1122 } as const;

interface Claims {
  role: 'anon' | 'authenticated';
  sub?: string;
  email?: string;
}

/** Inserts one row with the browser's role and token, then rolls back. */
async function inserts(table: string, row: Record<string, unknown>, claims: Claims): Promise<boolean> {
  const columns = Object.keys(row);
  await db.exec('begin');
  try {
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      claims.role,
      JSON.stringify(claims),
    ]);
    await db.query(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    return true;
  } catch (error) {
    // Only refusals of the input count as a verdict; anything else (a broken test setup,
    // a missing grant) must fail the test rather than pass as "the database said no".
    const code = (error as { code?: string }).code ?? '';
    if (!/^(23514|22021|22P05|22001|23502)$/.test(code)) throw error;
    return false;
  } finally {
    await db.exec('rollback');
  }
}

const MEMBER: Claims = { role: 'authenticated', sub: MEMBER_ID, email: MEMBER_EMAIL };
const insertsInquiry = (form: InquiryForm, claims = MEMBER) =>
  inserts('inquiries', { ...toInquiryInsert(form) }, claims);
const insertsBusinessInquiry = (form: BusinessInquiryForm) =>
  inserts('business_inquiries', { ...toBusinessInquiryInsert(form) }, { role: 'anon' });

// The hostile alphabet: C0/C1 controls (NUL included), white space of every kind, zero-width
// and direction marks, emoji (with joiners and skin tones), characters outside the BMP, markup.
const CONTROLS = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const ODD = fc.constantFrom(
  ' ',
  '\u3000',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u0085',
  '\u180e',
);
const EMOJI = fc.constantFrom('😀', '👩‍👩‍👧', '👍🏽', '🇰🇷', '❤️', '𠀀');
const MARKUP = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; drop table inquiries; --",
  '${7*7}',
  '{{7*7}}',
);
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
  { weight: 2, arbitrary: CONTROLS },
  { weight: 2, arbitrary: ODD },
  { weight: 2, arbitrary: EMOJI },
  { weight: 1, arbitrary: MARKUP },
  { weight: 2, arbitrary: fc.constantFrom('가', '김', 'a', '0', '1', '-', '010-', '2208162517') },
);
/** Short hostile strings: what a name, phone, shop name or business number field gets. */
const hostile = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
/** Long ones around the content limit, counted in code points as both sides count them. */
const longText = fc
  .tuple(
    fc.integer({ min: CONTENT_MAX - 3, max: CONTENT_MAX + 2 }),
    fc.constantFrom('가', '😀', ' ', 'a', '\u0001'),
    hostile,
  )
  .map(([count, char, tail]) => char.repeat(Math.max(0, count - Array.from(tail).length)) + tail);

/** A valid form with one field replaced. */
const withField = <F>(valid: F, field: keyof F, value: string): F => ({ ...valid, [field]: value });

describe.each(['name', 'tel', 'sector', 'company_no', 'content'] as const)('consultation form: %s', (field) => {
  it('the form accepts a hostile value exactly when the database does', async () => {
    const values = field === 'content' ? fc.oneof(hostile, longText) : hostile;
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const form = withField(VALID_INQUIRY, field, value);
        expect({ value, database: await insertsInquiry(form) }).toEqual({
          value,
          database: isValid(validateInquiry(form)),
        });
      }),
      RUNS,
    );
  });
});

describe.each(['name', 'tel', 'company', 'company_no', 'content'] as const)('partnership form: %s', (field) => {
  it('the form accepts a hostile value exactly when the database does', async () => {
    const values = field === 'content' ? fc.oneof(hostile, longText) : hostile;
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const form = withField(VALID_BUSINESS_INQUIRY, field, value);
        expect({ value, database: await insertsBusinessInquiry(form) }).toEqual({
          value,
          database: isValid(validateBusinessInquiry(form)),
        });
      }),
      RUNS,
    );
  });
});

describe('consultation form: the account e-mail', () => {
  // The member never types it: Supabase Auth validates the address at sign-up and puts it in
  // the token, and the row takes it from there. So no address Auth can issue may stop a valid
  // inquiry, and a token without one stores null rather than failing.
  it('a valid form is accepted with any well-formed address in the token, and without one', async () => {
    const email = fc.option(fc.emailAddress(), { nil: undefined, freq: 10 });
    await fc.assert(
      fc.asyncProperty(email, async (value) => {
        const claims: Claims = { ...MEMBER, email: value };
        expect({ value, database: await insertsInquiry(VALID_INQUIRY, claims) }).toEqual({ value, database: true });
      }),
      RUNS,
    );
  });
});
