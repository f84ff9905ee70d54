// POST /auth/v1/signup {email, password}: the e-mail sign-up Supabase Auth offers while the
// e-mail provider is on. The site never uses it (members come through Kakao, Naver or Google),
// and supabase/config.toml turns it off; the local stack honours that setting the way a hosted
// project does once `supabase config push` has run, so the launch check can tell the two apart.
// When a test switches it on, an address becomes an unconfirmed user, as with confirmations on.
import type { StackContext } from '../context.ts';
import { json } from '../gateway/http.ts';
import { authError } from './errors.ts';
import { findUserIdByEmail, insertIdentity, insertUser, loadUser } from './users.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export async function signup(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  if (!ctx.auth.emailSignup) return authError(400, 'email_provider_disabled', 'Email signups are disabled');
  if (!ctx.auth.signup) return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email))
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const user = await ctx.sql.transaction(async (tx) => {
    if (await findUserIdByEmail(tx, email)) return undefined;
    const id = await insertUser(tx, {
      email,
      emailConfirmed: false,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: {},
    });
    await insertIdentity(tx, id, 'email', id, { sub: id, email, email_verified: false });
    return loadUser(tx, id);
  });
  if (!user) return authError(422, 'user_already_exists', 'User already registered');
  return json(200, user);
}
