// The three sign-in providers. Type and names only, so any island may import it.

export type Provider = 'kakao' | 'naver' | 'google';

/** The provider's name in Korean text (내 정보's 로그인 방법). */
export const PROVIDER_NAMES: Record<Provider, string> = {
  kakao: '카카오',
  naver: '네이버',
  google: 'Google',
};
