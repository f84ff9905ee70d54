import { atom } from 'nanostores';

/**
 * Who is signed in. `uid` is `undefined` while the session is still being read,
 * `''` once we know nobody is signed in, and the user id otherwise — the /user pages
 * open the login dialog only on `''`, never while the state is unknown.
 */
export interface AuthState {
  uid: string | undefined;
  name: string;
  email: string;
  tel: string;
}

const UNKNOWN: AuthState = { uid: undefined, name: '', email: '', tel: '' };

export const $auth = atom<AuthState>(UNKNOWN);

export function setSignedIn(user: { uid: string; name?: string; email?: string; tel?: string }): void {
  $auth.set({ uid: user.uid, name: user.name ?? '', email: user.email ?? '', tel: user.tel ?? '' });
}

export function setSignedOut(): void {
  $auth.set({ uid: '', name: '', email: '', tel: '' });
}

export function isSignedIn(state: AuthState): state is AuthState & { uid: string } {
  return typeof state.uid === 'string' && state.uid !== '';
}
