// What the header's 로그인 / 로그아웃 button shows for an auth state. Kept apart from the custom
// element so the server render (SiteHeader.astro) and the browser agree on the unknown state.
import { type AuthState, isSignedIn } from '../../stores/auth';

/** `unknown` keeps the button invisible (its CSS) until the stored session has been read. */
type AuthMark = 'unknown' | 'in' | 'out';

interface AuthButtonView {
  mark: AuthMark;
  label: '로그인' | '로그아웃';
}

export function authButtonView(state: AuthState): AuthButtonView {
  if (isSignedIn(state)) return { mark: 'in', label: '로그아웃' };
  return { mark: state.uid === undefined ? 'unknown' : 'out', label: '로그인' };
}

/** The server never knows the visitor: it renders the button as the browser's first state. */
export const SERVER_AUTH_VIEW: AuthButtonView = { mark: 'unknown', label: '로그인' };
