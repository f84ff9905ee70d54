// What a sign-out leaves on this device: nothing of the member (docs/product.md#auth-state).
// A shop PC is shared, so every way a session ends, in any tab, clears the form drafts and
// the stored session: 로그아웃 in this tab, a sign-out in another tab (the `storage` event),
// and a session that supabase-js ended itself (expired, revoked, or its member gone).
// Imported by the header's auth façade on every page: no supabase-js here.
import { clearAllDrafts } from '../forms/drafts';
import { AUTH_STORAGE_KEY } from './session-peek';

/**
 * How the session ended. `this-tab` and `other-tab` are someone signing out on purpose; in
 * `session-ended` the person may still be typing here, so forms keep what is on the screen
 * (only the stored drafts go).
 */
export type SignOutPath = 'this-tab' | 'other-tab' | 'session-ended';

type Listener = (path: SignOutPath) => void;
const listeners = new Set<Listener>();

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage holds no session
  }
}

/** Clears this tab's drafts and the stored session, then tells the forms on the page. */
export function forgetMember(path: SignOutPath, store: Pick<Storage, 'removeItem'> | null = localStore()): void {
  clearAllDrafts();
  try {
    store?.removeItem(AUTH_STORAGE_KEY);
  } catch (error) {
    console.warn('[auth] the stored session could not be removed', error);
  }
  for (const listener of listeners) listener(path);
}

/** Called after every forgetMember() on this page; returns the unsubscribe. */
export function onMemberForgotten(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a `storage` event says the session was removed in another tab (or all storage was cleared). */
export const isSessionRemoval = (event: Pick<StorageEvent, 'key' | 'newValue'>): boolean =>
  event.key === null || (event.key === AUTH_STORAGE_KEY && event.newValue === null);
