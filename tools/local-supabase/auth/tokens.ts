// Signing and checking JWTs with the stack's secret (HS256, like a Supabase project with the
// legacy JWT secret): user access tokens with the claims Supabase Auth puts in them, and a
// verifier for whatever Bearer token a request brings (anon key, service key, user token).
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

import type { StackContext } from '../context.ts';
import { AuthFailure } from './errors.ts';
import type { UserJson } from './users.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export type AmrMethod = 'oauth' | 'otp';

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  session_id?: string;
}

/** An access token as Supabase Auth issues it for a signed-in user. */
export async function signAccessToken(
  ctx: Pick<StackContext, 'url' | 'jwtKey'>,
  user: UserJson,
  session: { id: string; method: AmrMethod; signedInAt: number },
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email ?? '',
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: session.method, timestamp: session.signedInAt }],
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${ctx.url}/auth/v1`)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(ctx.jwtKey);
  return { token, expiresAt };
}

/** The verified claims of a JWT signed with the stack's secret; AuthFailure(403 bad_jwt) otherwise. */
export async function verifyJwt(ctx: Pick<StackContext, 'jwtKey'>, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string')
      throw new errors.JWTClaimValidationFailed('missing role claim', payload, 'role');
    return { ...payload, sub: typeof payload.sub === 'string' ? payload.sub : '', role: payload.role };
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
    }
    throw error;
  }
}
