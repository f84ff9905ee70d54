import { useEffect, useState } from 'react';
import { confirmSession } from '../../stores/session';
import { messageOf } from '../../lib/supabase/errors';
import { countMyInquiries } from '../../lib/supabase/inquiries';
import { $auth } from '../../stores/auth';
import { withLoading } from '../../stores/loading';
import { IslandBoundary } from '../ui/IslandBoundary';
import { FINDING_INQUIRY_PAGE } from '../../lib/messages';
import { useAuth } from './useAuth';
import styles from './UserPages.module.css';

/** /user/loading: a member with no inquiries goes to write one, anyone else to the list. */
function Redirect() {
  const { uid } = useAuth();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    (async () => {
      // A guest stays here: the gate opens the login dialog, and after login we come back.
      if (!(await confirmSession())) return;
      const uid = $auth.get().uid ?? '';
      const count = await withLoading(() => countMyInquiries(uid));
      window.location.replace(count === 0 ? '/user/write' : '/user/inquiry');
    })().catch((thrown: unknown) => setError(messageOf(thrown, '문의 내역을 확인하지 못했습니다.')));
  }, []);

  // A guest stays and reads the gate's notice (UserGate); this page says nothing of moving on.
  // Before the session is known the line shows only where a session is stored (guest-pre-paint.ts),
  // so a guest's page does not close up under the notice when it goes.
  if (uid === '') return null;
  if (!error) {
    return (
      <div className={uid === undefined ? `${styles.panel} ${styles.ifStoredSession}` : styles.panel}>
        <p className={styles.status} role="status">
          {FINDING_INQUIRY_PAGE}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p role="alert">{error}</p>
      <p className={styles.actions}>
        <a className={styles.primaryLink} href="/user/inquiry">
          문의 내역 보기
        </a>
        <a className={styles.secondaryLink} href="/user/write">
          문의 작성하기
        </a>
      </p>
    </div>
  );
}

export default function UserLoadingRedirect() {
  return (
    <IslandBoundary area="user-loading">
      <Redirect />
    </IslandBoundary>
  );
}
