import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, showQueuedToast } from '../stores/toast';
import { useHydrated } from './shared/useHydrated';
import styles from './ToastLayer.module.css';

/** A polite live region: screen readers announce each message without moving focus. */
export default function ToastLayer() {
  const toast = useStore($toast);
  // A message may be up before this idle island hydrates; the first render matches the HTML.
  const hydrated = useHydrated();
  // A success that ended in a redirect left its message for this page.
  useEffect(() => showQueuedToast(), []);
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
