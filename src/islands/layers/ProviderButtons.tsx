import type { Provider } from '../../lib/session';
import styles from './ProviderButtons.module.css';

interface Props {
  onSelect: (provider: Provider) => void;
}

// Brand marks drawn from the providers' public guidelines: Kakao's black speech bubble on
// #FEE500, Naver's white N on green, Google's four-colour G on white.
const KakaoSymbol = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="#000"
      d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.4 0 .9.1 1.3.1 5.5 0 10-3.6 10-8S17.5 3 12 3z"
    />
  </svg>
);

const NaverSymbol = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="#fff" d="M16.3 12.8 7.4 0H0v24h7.7V11.2L16.6 24H24V0h-7.7z" />
  </svg>
);

const GoogleSymbol = () => (
  <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.8-6.8C35.9 2.4 30.4 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.7 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.9 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 7.1-10.3 7.1-17.7z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.6c-.5-1.5-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.5 0 20.1 0 24s1 7.5 2.7 10.8l7.8-6.2z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

export function ProviderButtons({ onSelect }: Props) {
  return (
    <div className={styles.stack}>
      <button type="button" className={`${styles.button} ${styles.kakao}`} onClick={() => onSelect('kakao')}>
        <KakaoSymbol />
        카카오 로그인
      </button>
      <button type="button" className={`${styles.button} ${styles.naver}`} onClick={() => onSelect('naver')}>
        <NaverSymbol />
        네이버 로그인
      </button>
      <button type="button" className={`${styles.button} ${styles.google}`} onClick={() => onSelect('google')}>
        <GoogleSymbol />
        Google 계정으로 로그인
      </button>
    </div>
  );
}
