// The three sign-in providers. A type only, so any island may import it.

export type Provider = 'kakao' | 'naver' | 'google';
