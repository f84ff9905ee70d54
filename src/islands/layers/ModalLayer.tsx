import { useStore } from '@nanostores/react';
import { $popup, closePopup, switchPopupToLogin } from '../../stores/popup';
import { signInWith } from '../../lib/session';
import { Dialog } from './Dialog';
import { IslandBoundary } from '../ui/IslandBoundary';
import { useHydrated } from '../ui/useHydrated';
import { ProviderButtons } from './ProviderButtons';
import buttons from '../../styles/ActionButtons.module.css';
import styles from './ModalLayer.module.css';

function Dialogs() {
  const popup = useStore($popup);
  // The store already holds a reason when this island hydrates: the first render matches the HTML.
  const reason = useHydrated() ? popup.reason : '';
  const loginOpen = popup.active && popup.type === 'login';
  const downOpen = popup.active && popup.type === 'down';

  return (
    <>
      {/* Closing it leaves the visitor where they are; a /user page then shows why it needs a login. */}
      <Dialog open={loginOpen} title="로그인" description={reason || '자주 쓰는 계정으로 간편하게 시작하세요.'} onClose={closePopup}>
        <ProviderButtons onSelect={(provider) => void signInWith(provider)} />
        <button type="button" className={buttons.secondary} onClick={closePopup}>
          닫기
        </button>
      </Dialog>
      <Dialog open={downOpen} title="다운로드 안내" description="로그인 후 다운로드할 수 있습니다." onClose={closePopup}>
        <div className={styles.row}>
          <button type="button" className={buttons.primary} onClick={switchPopupToLogin}>
            로그인
          </button>
          <button type="button" className={buttons.secondary} onClick={closePopup}>
            닫기
          </button>
        </div>
      </Dialog>
    </>
  );
}

export default function ModalLayer() {
  return (
    <IslandBoundary area="modal-layer">
      <Dialogs />
    </IslandBoundary>
  );
}
