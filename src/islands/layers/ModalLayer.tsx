import { useStore } from '@nanostores/react';
import { $dialog, closeDialog, switchDialogToLogin } from '../../stores/dialog';
import { signInWith } from '../../stores/session';
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
  const dialog = useStore($dialog);
  // Nothing in the page's HTML: the closed dialogs (three sign-in buttons with their logos) cost
  // every page's document bytes on its first round trip (docs/architecture.md#performance-budgets).
  // They mount right after hydration, which a store already holding a dialog triggers.
  const hydrated = useHydrated();
  const reason = dialog.reason;
  if (!hydrated) return null;
  const loginOpen = dialog.active && dialog.type === 'login';
  const downOpen = dialog.active && dialog.type === 'down';

  return (
    <>
      {/* Closing it leaves the visitor where they are; a /user page then shows why it needs a login. */}
      <Dialog open={loginOpen} title={copy.loginTitle} description={reason || copy.loginIntro} onClose={closeDialog}>
        <ProviderButtons onSelect={(provider) => void signInWith(provider)} />
        <button type="button" className={buttons.secondary} onClick={closeDialog}>
          닫기
        </button>
      </Dialog>
      <Dialog open={downOpen} title={copy.downloadTitle} description={copy.downloadIntro} onClose={closeDialog}>
        <div className={styles.row}>
          <button type="button" className={buttons.primary} onClick={switchDialogToLogin}>
            {copy.loginTitle}
          </button>
          <button type="button" className={buttons.secondary} onClick={closeDialog}>
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
