// Sessions and refresh tokens in auth.sessions / auth.refresh_tokens, with Supabase Auth's
// rotation: every refresh revokes the token it used and issues its child; presenting a
// revoked token again within the reuse interval (two tabs refreshing at once) returns the
// current child, later it ends the whole session (a stolen token replayed).
import { randomBytes, randomUUID } from 'node:crypto';

import type { StackContext } from '../context.ts';
import type { Tx } from '../db/sql.ts';
import { auditUser } from './audit-log.ts';
import { AuthFailure } from './errors.ts';
import { ACCESS_TOKEN_SECONDS, type AmrMethod, signAccessToken } from './tokens.ts';
import { loadUser, type UserJson } from './users.ts';

/** What POST /token and /verify answer: supabase-js's Session plus the user. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

const REUSE_INTERVAL_MS = 10_000; // supabase/config.toml: refresh_token_reuse_interval = 10

const newRefreshToken = () => randomBytes(18).toString('base64url');

async function respond(
  ctx: StackContext,
  tx: Tx,
  sessionId: string,
  userId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const user = await loadUser(tx, userId);
  if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const [session] = await tx.query<{ tag: string | null; created_at: Date }>(
    'select tag, created_at from auth.sessions where id = $1',
    [sessionId],
  );
  // The shim has no mfa_amr_claims table; the sign-in method rides in sessions.tag.
  const method: AmrMethod = session?.tag === 'otp' ? 'otp' : 'oauth';
  const signedInAt = Math.floor((session?.created_at ?? new Date()).getTime() / 1000);
  const { token, expiresAt } = await signAccessToken(ctx, user, { id: sessionId, method, signedInAt });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** A new session for a user who just proved who they are. */
export async function startSession(ctx: StackContext, tx: Tx, userId: string, method: AmrMethod): Promise<SessionJson> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, tag) values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, userId, method],
  );
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [token, userId, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return respond(ctx, tx, sessionId, userId, token);
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
}

/**
 * POST /token?grant_type=refresh_token. A refusal is returned, not thrown, so that ending a
 * session on token reuse commits with the transaction instead of rolling back with it.
 */
export async function refreshSession(ctx: StackContext, tx: Tx, presented: string): Promise<SessionJson | AuthFailure> {
  const [row] = await tx.query<TokenRow>(
    'select id, token, user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  if (!row || !row.session_id)
    return new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  if (row.revoked) {
    const [child] = await tx.query<TokenRow & { created_at: Date }>(
      'select id, token, user_id, revoked, session_id, created_at from auth.refresh_tokens where parent = $1 and revoked = false',
      [presented],
    );
    if (child && Date.now() - child.created_at.getTime() < REUSE_INTERVAL_MS) {
      return respond(ctx, tx, row.session_id, row.user_id, child.token);
    }
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  const token = newRefreshToken();
  // Auth logs the refresh, then the revocation of the token it swapped.
  await auditUser(tx, row.user_id, 'token_refreshed');
  await auditUser(tx, row.user_id, 'token_revoked');
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, row.user_id, presented, row.session_id],
  );
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  return respond(ctx, tx, row.session_id, row.user_id, token);
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const rows = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** POST /logout: deleting sessions deletes their refresh tokens (on delete cascade). */
export async function endSessions(
  tx: Tx,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others')
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
}
