// Magic links, the way server code turns "this person is user X" into a real session
// without a password: the service role generates a link (POST /admin/generate_link) and the
// server verifies its token hash (POST /verify), which answers with access and refresh tokens.
// The naver-auth function does exactly this on a hosted project too.
import { createHash, randomInt } from 'node:crypto';

import type { StackContext } from '../context.ts';
import { json } from '../gateway/http.ts';
import { auditUser } from './audit-log.ts';
import { AuthFailure } from './errors.ts';
import type { OtpAttempts } from './otp-attempts.ts';
import { startSession } from './sessions.ts';
import { findUserIdByEmail, loadUser } from './users.ts';

const OTP_SECONDS = 3600; // Supabase Auth's default mailer_otp_exp

// Supabase Auth's token hash: hex SHA-224 of the e-mail followed by the one-time code.
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** POST /admin/generate_link {type: 'magiclink', email} */
export async function generateLink(
  ctx: StackContext,
  request: Request,
  body: Record<string, unknown>,
  attempts: OtpAttempts,
): Promise<Response> {
  if (body.type !== 'magiclink') {
    throw new AuthFailure(400, 'validation_failed', 'The local stack generates magiclink links only');
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const redirectTo =
    new URL(request.url).searchParams.get('redirect_to') ??
    (typeof body.redirect_to === 'string' ? body.redirect_to : ctx.siteUrl);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashed = tokenHash(email, otp);
  const user = await ctx.sql.transaction(async (tx) => {
    const id = email ? await findUserIdByEmail(tx, email) : undefined;
    if (!id) throw new AuthFailure(404, 'user_not_found', 'User with this email not found');
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
      [id, hashed],
    );
    await auditUser(tx, id, 'user_recovery_requested');
    return loadUser(tx, id);
  });
  attempts.reset(email);
  const actionLink = `${ctx.url}/auth/v1/verify?token=${hashed}&type=magiclink&redirect_to=${encodeURIComponent(redirectTo)}`;
  return json(200, {
    ...user,
    action_link: actionLink,
    email_otp: otp,
    hashed_token: hashed,
    verification_type: 'magiclink',
    redirect_to: redirectTo,
  });
}

/** POST /verify {type: 'magiclink' | 'email', token_hash} or {type, email, token}: a session. */
export async function verify(
  ctx: StackContext,
  body: Record<string, unknown>,
  attempts: OtpAttempts,
): Promise<Response> {
  if (body.type !== 'magiclink' && body.type !== 'email') {
    throw new AuthFailure(
      400,
      'validation_failed',
      'The local stack verifies magiclink and email one-time tokens only',
    );
  }
  // A code a person types can be guessed; a token hash (224 bits) cannot, so only codes are counted.
  const code =
    typeof body.token_hash === 'string' && body.token_hash !== ''
      ? undefined
      : typeof body.email === 'string' && typeof body.token === 'string'
        ? { email: body.email.trim().toLowerCase(), token: body.token }
        : undefined;
  const hashed = code
    ? tokenHash(code.email, code.token)
    : typeof body.token_hash === 'string' && body.token_hash !== ''
      ? body.token_hash
      : undefined;
  if (!hashed) throw new AuthFailure(400, 'validation_failed', 'Verify requires a token_hash, or an email and a token');
  if (code) attempts.check(code.email);

  const session = await ctx.sql.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `select id from auth.users where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) for update`,
      [hashed, OTP_SECONDS],
    );
    if (!row) {
      // The last wrong guess spends the code: the right one no longer works either.
      const id = code && attempts.failed(code.email) ? await findUserIdByEmail(tx, code.email) : undefined;
      if (id) await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [id]);
      return undefined;
    }
    // One use only; following the link also confirms the address, as Supabase Auth does.
    await tx.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [row.id],
    );
    await auditUser(tx, row.id, 'login');
    return startSession(ctx, tx, row.id, 'otp');
  });
  if (!session)
    throw new AuthFailure(
      403,
      'otp_expired',
      code ? 'Token has expired or is invalid' : 'Email link is invalid or has expired',
    );
  if (code) attempts.reset(code.email);
  return json(200, session);
}
