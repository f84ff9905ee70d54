import { useEffect, useRef, useState } from 'react';
import { currentAttribution } from '../../lib/attribution/visit';
import { safeNextPath } from '../../lib/supabase/login-redirect';
import { messageOf } from '../../lib/supabase/errors';
import { peekSession } from '../../lib/supabase/session-peek';
import { withLoading } from '../../stores/loading';
import { openDialog } from '../../stores/dialog';
import { completeSignIn } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { IslandBoundary } from '../ui/IslandBoundary';
import styles from './UserPages.module.css';

/** A new member's sign-up counts under where the visit came from; a failure never holds them here. */
async function noteSignUp(): Promise<void> {
  try {
    const { recordSignupAttribution } = await import('../../lib/supabase/profiles');
    await recordSignupAttribution(currentAttribution());
  } catch (error) {
    console.warn('[login] the sign-up’s source was not recorded', error);
  }
}

type View = { kind: 'working' } | { kind: 'failed'; next: string; message: string } | { kind: 'idle'; next: string };

/**
 * /login: every provider returns here. Kakao and Google bring a PKCE `code`, Naver a `code`
 * and `state`; on success the person goes back to where they started (default /). A failure
 * says why and offers a way back, except Google's, which is only logged (docs/product.md#messages).
 */
function Callback() {
  const [view, setView] = useState<View>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a code can be exchanged only once
    started.current = true;
    (async () => {
      const result = await withLoading(() => completeSignIn(new URL(window.location.href)));
      if (result.status === 'signed-in') {
        await noteSignUp();
        return window.location.replace(result.next);
      }
      if (result.status === 'failed') {
        if (result.message === null) return window.location.replace(result.next);
        showToast(result.message);
        return setView({ kind: 'failed', next: result.next, message: result.message });
      }
      if (peekSession()) return window.location.replace(result.next);
      setView({ kind: 'idle', next: result.next });
    })().catch((error: unknown) => {
      const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
      setView({ kind: 'failed', next, message: messageOf(error, '로그인하지 못했습니다.') });
    });
  }, []);

  if (view.kind === 'working') {
    // Until the code above has decided, both: a sign-in coming back waits, anyone else chooses an
    // account, shown by what login-pre-paint.ts found in the address (and in the document either way).
    return (
      <div className={styles.panel}>
        <p className={`${styles.status} ${styles.ifCallback}`} role="status">
          로그인하고 있습니다. 잠시만 기다려 주세요.
        </p>
        <div className={styles.unlessCallback}>
          <Choose view={{ kind: 'idle', next: '/' }} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <Choose view={view} />
    </div>
  );
}

/** The way on once the code has decided: choose an account, or try again after a failure. */
function Choose({ view }: { view: Exclude<View, { kind: 'working' }> }) {
  return (
    <>
      {view.kind === 'failed' ? <p role="alert">{view.message}</p> : <p>로그인할 계정을 골라 주세요.</p>}
      <p className={styles.actions}>
        <button type="button" className={styles.primaryLink} onClick={() => openDialog('login')}>
          {view.kind === 'failed' ? '다시 로그인하기' : '로그인하기'}
        </button>
        <a className={styles.secondaryLink} href={view.next}>
          {view.next === '/' ? '홈으로 가기' : '이전 페이지로 돌아가기'}
        </a>
      </p>
    </>
  );
}

export default function LoginCallback() {
  return (
    <IslandBoundary area="login-callback">
      <Callback />
    </IslandBoundary>
  );
}
