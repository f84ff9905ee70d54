// Supabase Auth's audit log on the local stack (tools/local-supabase/auth/audit-log.ts), and what
// 회원 탈퇴 leaves of it (docs/product.md#member-rights): Auth writes an entry on every sign-up,
// sign-in, token refresh and sign-out with the member's e-mail and name; leaving takes them, and
// staff's entry of a deletion keeps no address.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const staff = createClient<Database>(url, inject('supabaseServiceRoleKey'), { auth: { persistSession: false } });
let db: NotificationDb;
beforeAll(async () => {
  db = await notificationDb(inject('supabaseDbUrl'));
});
afterAll(() => db.end());

interface Entry {
  action: string;
  actor_username: string;
  actor_name: string | null;
  traits: Record<string, unknown> | null;
  ip_address: string;
}

const entriesAbout = (userId: string) =>
  db.query<Entry>(
    `select payload ->> 'action' as action, payload ->> 'actor_username' as actor_username,
            payload ->> 'actor_name' as actor_name, (payload -> 'traits')::jsonb as traits, ip_address
       from auth.audit_log_entries
      where payload ->> 'actor_id' = $1 or payload -> 'traits' ->> 'user_id' = $1
      order by created_at, (payload ->> 'action')`,
    [userId],
  );

const account = () => ({ name: '감사기록', email: `audit-${crypto.randomUUID().slice(0, 8)}@example.com` });

describe('Auth’s audit log', () => {
  it('has an entry for the sign-up, both sign-ins, a token refresh and a sign-out, with the e-mail and name', async () => {
    const client = localClient(url, anonKey);
    const typed = account();
    const session = await signInWithProvider(client, 'kakao', typed);
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    const entries = await entriesAbout(session.user.id);
    expect(entries.map((e) => e.action)).toEqual([
      'user_signedup',
      'login',
      'token_refreshed',
      'token_revoked',
      'logout',
    ]);
    expect(entries[0]).toMatchObject({
      actor_username: typed.email,
      actor_name: typed.name,
      traits: { provider: 'kakao' },
    });
    expect(entries[1]?.traits).toEqual({ provider_type: 'kakao' });
  });

  it('loses the member’s entries when they leave', async () => {
    const client = localClient(url, anonKey);
    const session = await signInWithProvider(client, 'google', account());
    expect(await entriesAbout(session.user.id)).not.toEqual([]);
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    expect(await entriesAbout(session.user.id)).toEqual([]);
  });

  it('keeps staff’s entry of a deletion without the member’s e-mail', async () => {
    const client = localClient(url, anonKey);
    const typed = account();
    const session = await signInWithProvider(client, 'kakao', typed);
    expect((await staff.auth.admin.deleteUser(session.user.id)).error).toBeNull();
    const entries = await entriesAbout(session.user.id);
    expect(entries).toEqual([
      {
        action: 'user_deleted',
        actor_username: 'service_role',
        actor_name: null,
        traits: { user_id: session.user.id },
        ip_address: '',
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(typed.email);
  });
});
