// The sign-in in progress, kept in sessionStorage across the trip to the provider and back.
// sessionStorage because the trip happens in the same tab and a pending login belongs to that
// tab only; /login reads and removes it once. Imported by the login dialog: no supabase-js.
import { parseStoredObject } from '../stored-json';
import type { Provider } from './providers';

const KEY = 'sodam-pos-pending-login';

export interface PendingLogin {
  provider: Provider;
  /** Where the person started, to return there afterwards. */
  next: string;
  /** Naver only: the anti-forgery `state` sent to Naver, checked when it comes back. */
  state?: string;
}

const PROVIDERS: readonly string[] = ['kakao', 'naver', 'google'] satisfies readonly Provider[];

export function savePendingLogin(pending: PendingLogin, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(pending));
}

/** Returns the pending sign-in, if any, and forgets it so a callback is handled only once. */
export function takePendingLogin(storage: Storage = sessionStorage): PendingLogin | null {
  const stored = parseStoredObject(storage.getItem(KEY));
  storage.removeItem(KEY);
  if (!stored) return null;
  const { provider, next, state } = stored;
  if (typeof provider !== 'string' || !PROVIDERS.includes(provider) || typeof next !== 'string') return null;
  return { provider: provider as Provider, next, ...(typeof state === 'string' ? { state } : {}) };
}

/** 128 random bits as hex: Naver's `state`, unguessable by a page that would forge a callback. */
export function newLoginState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
