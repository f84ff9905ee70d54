// The admin part of Supabase Auth's API that server code (the naver-auth function) and staff
// tools use with the service role key: create a user with app_metadata, read one, list them,
// delete one.
import { randomUUID } from 'node:crypto';

import type { StackContext } from '../context.ts';
import type { Tx } from '../db/sql.ts';
import { bearerToken, json } from '../gateway/http.ts';
import { auditAdmin } from './audit-log.ts';
import { AuthFailure } from './errors.ts';
import { verifyJwt } from './tokens.ts';
import {
  findUserIdByEmail,
  insertIdentity,
  insertUser,
  listUsers,
  loadUser,
  type Metadata,
  type UserJson,
} from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const isRecord = (value: unknown): value is Metadata =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Admin routes need the service role's JWT, as on a hosted project. */
export async function requireServiceRole(ctx: StackContext, request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyJwt(ctx, token);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw new AuthFailure(403, 'not_admin', 'User not allowed');
}

/** POST /admin/users {email, email_confirm, user_metadata, app_metadata, id?} */
export async function createUser(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email))
    throw new AuthFailure(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (body.id !== undefined && (typeof body.id !== 'string' || !UUID.test(body.id))) {
    throw new AuthFailure(400, 'validation_failed', 'id must be a UUID');
  }
  const userMetadata = isRecord(body.user_metadata) ? body.user_metadata : {};
  const extraAppMetadata = isRecord(body.app_metadata) ? body.app_metadata : {};

  const user = await ctx.sql.transaction(async (tx): Promise<UserJson> => {
    if (await findUserIdByEmail(tx, email)) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (typeof body.id === 'string' && (await loadUser(tx, body.id))) {
      throw new AuthFailure(422, 'validation_failed', 'A user with this ID already exists');
    }
    // Supabase Auth starts app_metadata from the e-mail provider and merges what it is given,
    // so a caller's { provider: 'naver', providers: ['naver'] } wins.
    const id = await insertUser(tx, {
      id: typeof body.id === 'string' ? body.id : randomUUID(),
      email,
      emailConfirmed: body.email_confirm === true,
      appMetadata: { provider: 'email', providers: ['email'], ...extraAppMetadata },
      userMetadata,
    });
    await insertIdentity(tx, id, 'email', id, {
      sub: id,
      email,
      email_verified: body.email_confirm === true,
      phone_verified: false,
    });
    const created = await mustLoad(tx, id);
    await auditAdmin(tx, 'user_signedup', {
      user_id: id,
      user_email: email,
      user_phone: created.phone,
      provider: created.app_metadata.provider,
    });
    return created;
  });
  return json(200, user);
}

async function mustLoad(tx: Tx, id: string): Promise<UserJson> {
  const user = await loadUser(tx, id);
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
  return user;
}

/** GET /admin/users/{id} */
export async function getUser(ctx: StackContext, id: string): Promise<Response> {
  if (!UUID.test(id)) throw new AuthFailure(404, 'user_not_found', 'User not found');
  return json(200, await ctx.sql.transaction((tx) => mustLoad(tx, id)));
}

/** GET /admin/users?page&per_page, with GoTrue's x-total-count and link headers. */
export async function listUsersRoute(ctx: StackContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(params.get('per_page') ?? '', 10) || 50));
  const { users, total } = await ctx.sql.transaction((tx) => listUsers(tx, page, perPage));
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number, rel: string) =>
    `<${ctx.url}/auth/v1/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  return json(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
}

/**
 * DELETE /admin/users/{id} {should_soft_delete?}, what the dashboard's 회원 삭제 calls. A hard
 * delete removes the row, and the foreign keys take its identities, sessions (with their refresh
 * tokens) and the profile, whose trigger detaches the member's inquiries
 * (docs/product.md#member-rights). A soft delete, as Supabase Auth does it, keeps the row under a
 * scrambled address with deleted_at set and drops identities and sessions.
 */
export async function deleteUser(ctx: StackContext, id: string, body: Record<string, unknown>): Promise<Response> {
  if (!UUID.test(id)) throw new AuthFailure(404, 'user_not_found', 'User not found');
  await ctx.sql.transaction(async (tx) => {
    const user = await mustLoad(tx, id);
    // Logged before the delete, in its transaction, as Auth does: the entry names the user's
    // e-mail and phone, which the profile's deletion trigger then strips (docs/product.md#member-rights).
    await auditAdmin(tx, 'user_deleted', { user_id: id, user_email: user.email ?? '', user_phone: user.phone });
    if (body.should_soft_delete === true) {
      await tx.query('delete from auth.identities where user_id = $1', [id]);
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
      await tx.query(
        `update auth.users set deleted_at = now(), updated_at = now(), email = null, phone = null,
           raw_user_meta_data = '{}', raw_app_meta_data = raw_app_meta_data - 'naver_id' where id = $1`,
        [id],
      );
    } else await tx.query('delete from auth.users where id = $1', [id]);
  });
  return json(200, {});
}
