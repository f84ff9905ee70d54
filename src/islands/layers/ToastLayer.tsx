import { useStore } from '@nanostores/react';
import { $toast } from '../../stores/toast';
import { useHydrated } from '../ui/useHydrated';
import styles from './ToastLayer.module.css';

/** A polite live region: screen readers announce each message without moving focus. */
export default function ToastLayer() {
  const toast = useStore($toast);
  // It hydrates because a message is up (client:demand); the first render still matches the HTML.
  const hydrated = useHydrated();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {hydrated && toast.active && (
        <p key={toast.id} className={styles.toast}>
          {toast.content}
        </p>
      )}
    </div>
  );
}
