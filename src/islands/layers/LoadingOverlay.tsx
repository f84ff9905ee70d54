import { useStore } from '@nanostores/react';
import { $isLoading } from '../../stores/loading';
import { useHydrated } from '../ui/useHydrated';
import styles from './LoadingOverlay.module.css';

export default function LoadingOverlay() {
  const loading = useStore($isLoading);
  // It hydrates because a request is running (client:demand); the first render matches the HTML.
  const hydrated = useHydrated();
  if (!hydrated || !loading) return null;
  return (
    <div className={styles.overlay} role="alert" aria-busy="true" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">처리 중입니다. 잠시만 기다려 주세요.</span>
    </div>
  );
}
