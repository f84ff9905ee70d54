import type { Provider } from '../../stores/session';
import { Icon } from '../ui/icons';
import styles from './ProviderButtons.module.css';

interface Props {
  onSelect: (provider: Provider) => void;
}

export function ProviderButtons({ onSelect }: Props) {
  return (
    <div className={styles.stack}>
      <button type="button" className={`${styles.button} ${styles.kakao}`} onClick={() => onSelect('kakao')}>
        <Icon icon="kakao" size={20} />
        카카오 로그인
      </button>
      <button type="button" className={`${styles.button} ${styles.naver}`} onClick={() => onSelect('naver')}>
        <Icon icon="naver" size={18} />
        네이버 로그인
      </button>
      <button type="button" className={`${styles.button} ${styles.google}`} onClick={() => onSelect('google')}>
        <Icon icon="google" size={20} />
        Google 계정으로 로그인
      </button>
    </div>
  );
}
