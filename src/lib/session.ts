// Imported by the header and dialog islands. Supabase-backed sign-in arrives with the
// member flows; until then the header only knows the signed-out state.
import { setSignedOut } from '../stores/auth';
import { showToast } from '../stores/toast';

export type Provider = 'kakao' | 'naver' | 'google';

export async function signInWith(_provider: Provider): Promise<void> {
  showToast('로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
}

export async function signOut(): Promise<void> {
  setSignedOut();
}

export function resolveInitialAuth(): void {
  setSignedOut();
}
