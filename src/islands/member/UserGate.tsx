import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { confirmSession } from '../../lib/session';
import { messageOf } from '../../lib/supabase/errors';
import { $auth } from '../../stores/auth';
import { openPopup } from '../../stores/popup';
import { showToast } from '../../stores/toast';
import { IslandBoundary } from '../ui/IslandBoundary';

/**
 * On every /user page: confirms the session with the backend and opens the login dialog
 * once we know nobody is signed in (uid ''), never while it is still unknown
 * (docs/product.md#auth-state).
 * Closing that dialog on a /user page returns to / (ModalLayer).
 */
function Gate() {
  const { uid } = useStore($auth);

  useEffect(() => {
    confirmSession().catch((error: unknown) => showToast(messageOf(error, '로그인 상태를 확인하지 못했습니다.')));
  }, []);

  useEffect(() => {
    if (uid === '') openPopup('login');
  }, [uid]);

  return null;
}

export default function UserGate() {
  return (
    <IslandBoundary area="user-gate">
      <Gate />
    </IslandBoundary>
  );
}
