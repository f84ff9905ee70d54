// The login and download dialogs (islands/layers/ModalLayer.tsx): which one is open, and why.
// Not the first-visit notice, which is its own element (components/popup/) and steps aside while
// one of these is open.
import { map } from 'nanostores';

import { demandIsland } from '../lib/page/demand';

type DialogKind = 'login' | 'down';

interface DialogState {
  active: boolean;
  type: DialogKind;
  /** Why the dialog opened, when the page has something to say (a /user page's login); '' otherwise. */
  reason: string;
}

export const $dialog = map<DialogState>({ active: false, type: 'login', reason: '' });

export function openDialog(type: DialogKind, reason = ''): void {
  demandIsland('dialog');
  $dialog.set({ active: true, type, reason });
}

/** The download dialog's 로그인 button turns it into the login dialog in place. */
export function switchDialogToLogin(): void {
  openDialog('login');
}

export function closeDialog(): void {
  $dialog.setKey('active', false);
}
