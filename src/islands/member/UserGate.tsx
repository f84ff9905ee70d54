import { useEffect } from 'react';
import { confirmSession } from '../../stores/session';
import { messageOf } from '../../lib/supabase/errors';
import { openDialog } from '../../stores/dialog';
import { showToast } from '../../stores/toast';
import { IslandBoundary } from '../ui/IslandBoundary';
import { GuestNotice, type GateProps } from './GuestNotice';
import { useAuth } from './useAuth';

/**
 * On every /user page: confirms the session with the backend and, once we know nobody is signed
 * in (uid ''), never while it is still unknown (docs/product.md#auth-state), opens the login
 * dialog with the page's reason. The guest notice is on the page from the first paint unless this
 * browser holds a session (guest-pre-paint.ts), so it never pushes the page down; it goes once a
 * member is known and stays for a guest. Closing the dialog leaves the guest here, with the notice
 * and its way to log in.
 */
function Gate(props: GateProps) {
  const { uid } = useAuth();

  useEffect(() => {
    confirmSession().catch((error: unknown) => showToast(messageOf(error, '로그인 상태를 확인하지 못했습니다.')));
  }, []);

  useEffect(() => {
    if (uid === '') openDialog('login', props.loginReason);
  }, [uid, props.loginReason]);

  if (uid === undefined) return <GuestNotice {...props} unlessStoredSession />;
  return uid === '' ? <GuestNotice {...props} /> : null;
}

export default function UserGate(props: GateProps) {
  return (
    <IslandBoundary area="user-gate">
      <Gate {...props} />
    </IslandBoundary>
  );
}
