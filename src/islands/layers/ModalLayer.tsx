import { useStore } from '@nanostores/react';
import { $popup, closePopup, switchPopupToLogin } from '../../stores/popup';
import { signInWith } from '../../lib/session';
import { Dialog } from './Dialog';
import { IslandBoundary } from '../ui/IslandBoundary';
import { useHydrated } from '../ui/useHydrated';
import { ProviderButtons } from './ProviderButtons';
import buttons from '../../styles/ActionButtons.module.css';
import styles from './ModalLayer.module.css';
import type { SiteCopyQueryResult } from '../../lib/content/sanity.types';

/** The dialogs' words, from the CMS (siteCopy.dialogs), handed down by the layout. */
type DialogCopy = NonNullable<SiteCopyQueryResult>['dialogs'];

interface Props {
  copy: DialogCopy;
}

function Dialogs({ copy }: Props) {
  const popup = useStore($popup);
  // Nothing in the page's HTML: the closed dialogs (three sign-in buttons with their logos) cost
  // every page's document bytes on its first round trip (docs/architecture.md#performance-budgets).
  // They mount right after hydration, which a store already holding a dialog triggers.
  const hydrated = useHydrated();
  const reason = popup.reason;
  if (!hydrated) return null;
  const loginOpen = popup.active && popup.type === 'login';
  const downOpen = popup.active && popup.type === 'down';

  return (
    <>
      {/* Closing it leaves the visitor where they are; a /user page then shows why it needs a login. */}
      <Dialog open={loginOpen} title={copy.loginTitle} description={reason || copy.loginIntro} onClose={closePopup}>
        <ProviderButtons onSelect={(provider) => void signInWith(provider)} />
        <button type="button" className={buttons.secondary} onClick={closePopup}>
          닫기
        </button>
      </Dialog>
      <Dialog open={downOpen} title={copy.downloadTitle} description={copy.downloadIntro} onClose={closePopup}>
        <div className={styles.row}>
          <button type="button" className={buttons.primary} onClick={switchPopupToLogin}>
            {copy.loginTitle}
          </button>
          <button type="button" className={buttons.secondary} onClick={closePopup}>
            닫기
          </button>
        </div>
      </Dialog>
    </>
  );
}

export default function ModalLayer({ copy }: Props) {
  return (
    <IslandBoundary area="modal-layer">
      <Dialogs copy={copy} />
    </IslandBoundary>
  );
}
