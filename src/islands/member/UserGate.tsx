import { useEffect } from 'react';
import { confirmSession } from '../../lib/session';
import { messageOf } from '../../lib/supabase/errors';
import { LOGIN_REASON_MEMBER_AREA } from '../../lib/messages';
import { openPopup } from '../../stores/popup';
import { showToast } from '../../stores/toast';
import { IslandBoundary } from '../ui/IslandBoundary';
import { GuestNotice, type ServiceLine } from './GuestNotice';
import { useAuth } from './useAuth';

/**
 * On every /user page: confirms the session with the backend and, once we know nobody is signed
 * in (uid ''), never while it is still unknown (docs/product.md#auth-state), opens the login
 * dialog with the page's reason and puts the guest notice on the page. Closing the dialog leaves
 * the guest here, with the notice and its way to log in.
 */
function Gate(service: ServiceLine) {
  const { uid } = useAuth();

  useEffect(() => {
    confirmSession().catch((error: unknown) => showToast(messageOf(error, '로그인 상태를 확인하지 못했습니다.')));
  }, []);

  useEffect(() => {
    if (uid === '') openPopup('login', LOGIN_REASON_MEMBER_AREA);
  }, [uid]);

  return uid === '' ? <GuestNotice {...service} /> : null;
}

export default function UserGate(service: ServiceLine) {
  return (
    <IslandBoundary area="user-gate">
      <Gate {...service} />
    </IslandBoundary>
  );
}
