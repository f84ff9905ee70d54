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
  /** Why the page asks for a login when it opens the dialog itself (a /user page), so the document says it too. */
  loginReason?: string | undefined;
}

function Dialogs({ copy, loginReason }: Props) {
  const dialog = useStore($dialog);
  // In the page's HTML closed, at the end of the body, where they cost the first screen nothing:
  // every sentence a page can show is in its document (docs/product.md#without-scripts). Until
  // hydrated, they render as the server did; a store already holding a dialog opens it right after.
  const hydrated = useHydrated();
  const reason = hydrated ? dialog.reason || copy.loginIntro : (loginReason ?? copy.loginIntro);
  const loginOpen = hydrated && dialog.active && dialog.type === 'login';
  const downOpen = hydrated && dialog.active && dialog.type === 'down';

  return (
    <>
      {/* Closing it leaves the visitor where they are; a /user page then shows why it needs a login. */}
      <Dialog open={loginOpen} title={copy.loginTitle} description={reason} onClose={closeDialog}>
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

export default function ModalLayer({ copy, loginReason }: Props) {
  return (
    <IslandBoundary area="modal-layer">
      <Dialogs copy={copy} loginReason={loginReason} />
    </IslandBoundary>
  );
}
