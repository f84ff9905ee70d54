// What the local Kakao and Google remember: every account that signed in here, kept apart from
// Supabase Auth's tables. A real provider keeps its account when a site deletes its user; signing
// in with it again then reaches Supabase Auth as a provider id with no identity, and Supabase
// Auth creates a new user (docs/product.md#member-rights). Without this memory the local page
// would forget a member the moment their account was deleted, and that could never be tried.
// In memory, like the Naver stand-in's codes: a restart forgets the accounts whose user is gone.
import type { Tx } from '../db/sql.ts';
import type { OAuthProvider } from './oauth.ts';
import type { LocalAccount } from './sign-in-page.ts';
import type { Metadata } from './users.ts';

export interface ProviderAccount extends LocalAccount {
  provider: OAuthProvider;
  /** What the provider sends Supabase Auth about the person (identity_data / user_metadata). */
  claims: Metadata;
}

export interface ProviderAccounts {
  /** The provider's accounts: those linked to a user now, then those it remembers from before. */
  list(tx: Tx, provider: OAuthProvider): Promise<ProviderAccount[]>;
  remember(account: ProviderAccount): void;
  find(provider: OAuthProvider, key: string): ProviderAccount | undefined;
}

export function createProviderAccounts(): ProviderAccounts {
  const known = new Map<string, ProviderAccount>();
  const id = (provider: string, key: string) => `${provider}/${key}`;
  const remember = (account: ProviderAccount) => void known.set(id(account.provider, account.key), account);

  async function linked(tx: Tx, provider: OAuthProvider): Promise<ProviderAccount[]> {
    const rows = await tx.query<{
      key: string;
      name: string | null;
      email: string | null;
      phone: string | null;
      claims: Metadata;
    }>(
      `select i.provider_id as key, coalesce(i.identity_data ->> 'name', u.raw_user_meta_data ->> 'name', '이름 없음') as name,
              coalesce(u.email, i.email, '') as email, p.tel as phone, i.identity_data as claims
         from auth.identities i join auth.users u on u.id = i.user_id left join public.profiles p on p.id = u.id
        where i.provider = $1 order by i.created_at limit 50`,
      [provider],
    );
    return rows.map((row) => ({
      provider,
      key: row.key,
      name: row.name ?? '',
      email: row.email ?? '',
      ...(row.phone ? { phone: row.phone } : {}),
      claims: row.claims,
    }));
  }

  return {
    async list(tx, provider) {
      const current = await linked(tx, provider);
      current.forEach(remember);
      const keys = new Set(current.map((account) => account.key));
      const earlier = [...known.values()].filter((a) => a.provider === provider && !keys.has(a.key));
      return [...current, ...earlier];
    },
    remember,
    find: (provider, key) => known.get(id(provider, key)),
  };
}
