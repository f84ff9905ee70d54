// The auth store's actions: the thin façade the header, the dialogs and the /user islands use to
// sign in and out. The data access below it (lib/supabase/auth) only talks to Supabase; every
// change of who is signed in goes through here into $auth. It ships with the header on every
// page, so it imports no supabase-js: the session peek answers "signed in or not" at once, and
// lib/supabase/auth (with supabase-js) loads only when an action needs it.
import { forgetMember, isSessionRemoval } from '../lib/supabase/device-sign-out';
import { messageOf } from '../lib/supabase/errors';
import { startingPlace } from '../lib/supabase/login-redirect';
import type { Provider } from '../lib/supabase/providers';
import { AUTH_STORAGE_KEY, peekSession } from '../lib/supabase/session-peek';
import { $auth, setSignedIn, setSignedOut } from './auth';
import { withLoading } from './loading';
import { showToast, showToastAfterNavigation } from './toast';

export type { Provider } from '../lib/supabase/providers';

/** Loads the sign-in code once; a session ended inside supabase-js signs the header out too. */
const loadAuth = async () => {
  const auth = await import('../lib/supabase/auth');
  auth.onSessionEnded(setSignedOut);
  return auth;
};

const SIGNED_OUT = '로그아웃되었습니다.';

function applyPeek(): void {
  const peeked = peekSession();
  // A token refresh rewrites the stored session; keep the fuller profile already loaded.
  if (peeked && peeked.uid === $auth.get().uid) return;
  if (peeked) setSignedIn(peeked);
  else setSignedOut();
}

/**
 * Sets the header's first state from the persisted session, without any network call, and
 * follows sign-ins and sign-outs in other tabs (the `storage` event; a sign-out there also clears
 * this tab's drafts: a shared shop PC) and while this page was kept for the way back (`pageshow`
 * from the back/forward cache: a member who signed out on the next page must not find their
 * inquiries on this one; docs/architecture.md#the-way-back). Returns the unsubscribe.
 */
export function resolveInitialAuth(): () => void {
  applyPeek();
  const again = () => {
    confirming = undefined;
    applyPeek();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) {
      if (isSessionRemoval(event)) forgetMember('other-tab');
      again();
    }
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) again();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onShow);
  };
}

let confirming: Promise<boolean> | undefined;

/**
 * The real session check: supabase-js refreshes the token if needed and the profile is
 * loaded. Runs once per page, and only when something needs a verified member. With no
 * persisted session there is nothing to check, and supabase-js is not loaded at all.
 */
export function confirmSession(): Promise<boolean> {
  confirming ??= (async () => {
    if (!peekSession()) {
      setSignedOut();
      return false;
    }
    const member = await (await loadAuth()).loadMember();
    if (member) setSignedIn(member);
    else setSignedOut();
    return member !== null;
  })().catch((error: unknown) => {
    confirming = undefined; // offline: let the next action try again
    throw error;
  });
  return confirming;
}

/** The login dialog's buttons: off to the provider, returning to this page afterwards. */
export async function signInWith(provider: Provider): Promise<void> {
  try {
    await withLoading(async () => (await loadAuth()).startSignIn(provider, startingPlace(window.location)));
  } catch (error) {
    showToast(messageOf(error, '로그인 서비스에 연결하지 못했습니다.'));
  }
}

/** 로그아웃: ends the Supabase session and forgets this tab's drafts (shared shop PCs). */
export async function signOut(): Promise<void> {
  try {
    await withLoading(async () => (await loadAuth()).signOutMember());
    setSignedOut();
    confirming = undefined;
    forgetMember('this-tab');
    // The member area needs a login: leave it rather than reopen the login dialog there.
    if (window.location.pathname.startsWith('/user')) {
      showToastAfterNavigation(SIGNED_OUT);
      window.location.assign('/');
    } else showToast(SIGNED_OUT);
  } catch (error) {
    showToast(messageOf(error, '로그아웃하지 못했습니다.'));
  }
}

/** Finishes a sign-in on /login (LoginCallback): a member who is in is the header's member at once. */
export async function completeSignIn(url: URL) {
  const result = await (await loadAuth()).completeLogin(url);
  if (result.status === 'signed-in') setSignedIn(result.member);
  return result;
}

/** 회원 탈퇴: once the server has deleted the account, this browser is signed out as well. */
export async function deleteAccount(): Promise<void> {
  const { deleteMyAccount } = await import('../lib/supabase/account-deletion');
  await deleteMyAccount();
  setSignedOut();
}
