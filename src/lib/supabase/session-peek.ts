// Imported by the header (<site-header>) on every page. It must stay tiny and must never import
// supabase-js: marketing pages learn whether someone is signed in from this one
// localStorage read, and supabase-js loads only when an interaction needs it.
import { isJsonObject, parseStoredObject } from '../stored-json';

/** The key supabase-js persists the session under; client.ts passes it as `storageKey`. */
export const AUTH_STORAGE_KEY = 'sodam-pos-auth';

/** What the header needs before the real session check has run. */
interface PeekedSession {
  uid: string;
  email: string;
  name: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the session supabase-js persisted, without validating it. A stored refresh token
 * means "probably signed in": an expired access token is refreshed by supabase-js when it
 * loads, and a revoked one turns into a sign-out at that moment.
 */
export function parsePersistedSession(raw: string | null): PeekedSession | null {
  const parsed = parseStoredObject(raw);
  if (!parsed || !text(parsed.refresh_token) || !isJsonObject(parsed.user)) return null;
  const user = parsed.user;
  const uid = text(user.id);
  if (!uid) return null;
  const meta = isJsonObject(user.user_metadata) ? user.user_metadata : {};
  return { uid, email: text(user.email), name: text(meta.name) || text(meta.full_name) };
}

/** The persisted session of this browser, or null. Storage that cannot be read holds none. */
export function peekSession(storage: Pick<Storage, 'getItem'> | null = browserStorage()): PeekedSession | null {
  return storage ? parsePersistedSession(storage.getItem(AUTH_STORAGE_KEY)) : null;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (some privacy modes) throws on access; supabase-js cannot persist there either.
    return null;
  }
}
