// auth.users and auth.identities as Supabase Auth reads and writes them, and the user object
// its API returns (the shape supabase-js types as `User`). Inserting into auth.users is what
// fires the project's profile trigger, exactly as a sign-up on a hosted project does.
import { randomUUID } from 'node:crypto';

import type { Tx } from '../db/sql.ts';

export type Metadata = Record<string, unknown>;

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata | null;
  raw_user_meta_data: Metadata | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  email_confirmed_at: string | null;
  phone: string;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Metadata;
  user_metadata: Metadata;
  identities: IdentityJson[];
  created_at: string | null;
  updated_at: string | null;
  is_anonymous: boolean;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

function toJson(user: UserRow, identities: IdentityRow[]): UserJson {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      email: identity.email,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export async function loadUser(tx: Tx, id: string): Promise<UserJson | undefined> {
  const [user] = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  if (!user) return undefined;
  const identities = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [id],
  );
  return toJson(user, identities);
}

export async function findUserIdByEmail(tx: Tx, email: string): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1) and is_sso_user = false',
    [email],
  );
  return rows[0]?.id;
}

export async function findUserIdByIdentity(tx: Tx, provider: string, providerId: string): Promise<string | undefined> {
  const rows = await tx.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider, providerId],
  );
  return rows[0]?.user_id;
}

interface NewUser {
  id?: string;
  email: string | null;
  emailConfirmed: boolean;
  appMetadata: Metadata;
  userMetadata: Metadata;
}

/** Inserts the user (the profile trigger runs here) and returns its id. */
export async function insertUser(tx: Tx, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2),
       case when $3::boolean then now() end, $4, $5, now(), now(), '', '', '', '')`,
    [id, user.email, user.emailConfirmed, user.appMetadata, user.userMetadata],
  );
  return id;
}

export async function insertIdentity(
  tx: Tx,
  userId: string,
  provider: string,
  providerId: string,
  data: Metadata,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [providerId, userId, data, provider],
  );
}

/** Adds a provider to app_metadata.providers, as linking an identity does. */
export async function addProvider(tx: Tx, userId: string, provider: string): Promise<void> {
  await tx.query(
    `update auth.users
        set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'), '{providers}',
              (select coalesce(jsonb_agg(distinct p), '[]') from jsonb_array_elements_text(
                 coalesce(raw_app_meta_data -> 'providers', '[]') || to_jsonb($2::text)) as p)),
            updated_at = now()
      where id = $1`,
    [userId, provider],
  );
}

/** One page of users, newest first, and the total (GET /admin/users). */
export async function listUsers(tx: Tx, page: number, perPage: number): Promise<{ users: UserJson[]; total: number }> {
  const [count] = await tx.query<{ total: number }>(
    'select count(*)::int as total from auth.users where deleted_at is null',
  );
  const ids = await tx.query<{ id: string }>(
    'select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users: UserJson[] = [];
  for (const { id } of ids) {
    const user = await loadUser(tx, id);
    if (user) users.push(user);
  }
  return { users, total: count?.total ?? 0 };
}
