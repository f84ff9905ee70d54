// auth.audit_log_entries as Supabase Auth writes it (internal/models/audit_log_entry.go,
// NewAuditLogEntry): one row per action, in the action's own transaction, with a json payload of
// the actor (id, SSO flag, username: the phone if set, else the e-mail; name: user_metadata's
// full_name when present), the action, its log type and its traits. ip_address is what the
// action passes: the client's address for identity linking, '' for sign-ups, sign-ins, token
// refreshes and sign-outs, as in Auth v2.196.0. 회원 탈퇴 and the retention job clear these rows
// (docs/product.md#member-rights), so the local stack writes them where Auth does.
import type { Tx } from '../db/sql.ts';

type Action =
  | 'login'
  | 'logout'
  | 'user_signedup'
  | 'user_deleted'
  | 'user_recovery_requested'
  | 'token_refreshed'
  | 'token_revoked'
  | 'identity_linked';

const LOG_TYPE: Record<Action, string> = {
  login: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_deleted: 'team',
  user_recovery_requested: 'user',
  identity_linked: 'user',
  token_refreshed: 'token',
  token_revoked: 'token',
};

/** Auth's instance id column, always the nil UUID on a single-tenant project. */
const NIL = '00000000-0000-0000-0000-000000000000';

/** An entry whose actor is a user of the project. */
export async function auditUser(
  tx: Tx,
  userId: string,
  action: Action,
  traits?: Record<string, unknown>,
  ipAddress = '',
): Promise<void> {
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     select $1::uuid, gen_random_uuid(),
            (jsonb_build_object('actor_id', u.id, 'actor_via_sso', u.is_sso_user,
                                'actor_username', coalesce(nullif(u.phone, ''), u.email, ''),
                                'action', $2::text, 'log_type', $3::text)
             || case when u.raw_user_meta_data ? 'full_name'
                     then jsonb_build_object('actor_name', u.raw_user_meta_data -> 'full_name') else '{}' end
             || case when $4::jsonb is null then '{}' else jsonb_build_object('traits', $4::jsonb) end)::json,
            now(), $5
       from auth.users as u where u.id = $6`,
    [NIL, action, LOG_TYPE[action], traits ?? null, ipAddress, userId],
  );
}

/** An entry by the service role (the dashboard, server code): Auth's admin "user" has the nil id and its role as name. */
export async function auditAdmin(tx: Tx, action: Action, traits: Record<string, unknown>): Promise<void> {
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ($1::uuid, gen_random_uuid(), json_build_object('actor_id', $1::uuid, 'actor_via_sso', false,
             'actor_username', 'service_role', 'action', $2::text, 'log_type', $3::text, 'traits', $4::jsonb), now(), '')`,
    [NIL, action, LOG_TYPE[action], traits],
  );
}
