// The API keys the Edge Functions call Supabase with, and how each is sent. A hosted project
// hands functions its new keys as JSON dictionaries (SUPABASE_SECRET_KEYS is
// {"default":"sb_secret_…"}, SUPABASE_PUBLISHABLE_KEYS likewise) beside the legacy JWT keys
// (SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY), which keep working until an operator turns
// them off. The new keys are preferred; the legacy ones are the fallback.

export type Env = Readonly<Record<string, string | undefined>>;

/** What to name when no secret key is set (functions report it as a missing setting). */
export const SECRET_KEY_SETTING = 'SUPABASE_SECRET_KEYS';

/**
 * One key of a dictionary like SUPABASE_SECRET_KEYS: `default`, else the first. A bare key
 * (a value set by hand with `supabase secrets set`) is taken as it is.
 */
export function keyFromDictionary(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.startsWith('sb_')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined; // neither a dictionary nor a key: the fallback applies
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const keys = parsed as Record<string, unknown>;
  const chosen = keys.default ?? Object.values(keys)[0];
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen.trim() : undefined;
}

/** The key that acts as the service role: the secret key, or the legacy service-role JWT. */
export function secretKeyOf(env: Env): string | undefined {
  return keyFromDictionary(env.SUPABASE_SECRET_KEYS) ?? (env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined);
}

/** The public key: the publishable key, or the legacy anon JWT. */
export function publishableKeyOf(env: Env): string | undefined {
  return keyFromDictionary(env.SUPABASE_PUBLISHABLE_KEYS) ?? (env.SUPABASE_ANON_KEY?.trim() || undefined);
}

const isJwt = (key: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key);

/**
 * Headers for a call made with an API key alone. A new key goes in `apikey` only: the
 * platform's gateway turns it into its role for Auth, PostgREST and Storage. A legacy key is
 * that role's JWT itself, which those services read from `Authorization`, so it goes there too.
 */
export function apiKeyHeaders(key: string): Record<string, string> {
  return isJwt(key) ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key };
}

/** Headers for a call made as a member: the public key, and the member's own access token. */
export function memberHeaders(publishableKey: string, accessToken: string): Record<string, string> {
  return { apikey: publishableKey, authorization: `Bearer ${accessToken}` };
}
