// "The same bad inputs" for 내 정보: every case of src/lib/forms/profile-cases.ts is written to the
// member's own profile as the browser writes it (an update as the member), and the database
// refuses exactly the cases the form refuses, with 23514 from that field's constraint.
import { afterAll, describe, expect, it } from 'vitest';

import { expandCases } from '../../src/lib/forms/cases';
import { fieldOfCheckViolation, isValid } from '../../src/lib/forms/errors';
import { type ProfileForm, toProfileUpdate, validateProfile } from '../../src/lib/forms/profile';
import { PROFILE_CASES, VALID_PROFILE } from '../../src/lib/forms/profile-cases';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import { addMember } from '../support/db-member.ts';

const db = await createDatabase();
afterAll(() => db.close());

const MEMBER = await addMember(db);

/** Updates the member's own profile as PostgREST would, then rolls back. */
async function updateProfile(form: ProfileForm): Promise<{ ok: true } | { ok: false; code?: string; message: string }> {
  const row = toProfileUpdate(form);
  await db.exec('begin');
  try {
    await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'authenticated', sub: MEMBER }),
    ]);
    const { affectedRows } = await db.query('update public.profiles set name = $1, tel = $2 where id = $3', [
      row.name,
      row.tel,
      MEMBER,
    ]);
    if (affectedRows !== 1) throw new Error(`the member's update touched ${affectedRows} rows`);
    return { ok: true };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { ok: false, ...(code ? { code } : {}), message };
  } finally {
    await db.exec('rollback');
  }
}

describe.each(expandCases(VALID_PROFILE, PROFILE_CASES))('profile, $field: $why', ({ field, valid, form }) => {
  it(
    valid ? 'the database accepts it as the form does' : 'the database refuses it as the form does (23514)',
    async () => {
      expect(isValid(validateProfile(form))).toBe(valid);
      const outcome = await updateProfile(form);
      if (valid) expect(outcome).toEqual({ ok: true });
      else {
        expect(outcome).toMatchObject({ ok: false, code: '23514' });
        if (!outcome.ok) expect(fieldOfCheckViolation({ code: outcome.code, message: outcome.message })).toBe(field);
      }
    },
  );
});
