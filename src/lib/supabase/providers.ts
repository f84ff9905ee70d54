// The three sign-in providers. Type and names only, so any island may import it.

export type Provider = 'kakao' | 'naver' | 'google';

/** Names used in Korean messages ("카카오로 로그인하지 못했습니다"). */
export const PROVIDER_NAMES: Record<Provider, string> = {
  kakao: '카카오',
  naver: '네이버',
  google: 'Google',
};
