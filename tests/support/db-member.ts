// A member of a database test's own, signed up as Supabase Auth writes one (the sign-up trigger
// makes the profile). Tests that send the forms as a member use this one rather than the seed's,
// so no row the seed adds counts towards the member's hourly limits.
import type { PGlite } from '@electric-sql/pglite';

const MEMBER_ID = 'e1111111-1111-4111-8111-111111111111';
export const MEMBER_EMAIL = 'member@example.com';

/** Adds the member (once per database) and returns their id. */
export async function addMember(db: PGlite): Promise<string> {
  await db.query(
    `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, '{"provider": "kakao"}', '{"name": "김민준"}')`,
    [MEMBER_ID, MEMBER_EMAIL],
  );
  return MEMBER_ID;
}
