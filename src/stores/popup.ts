import { map } from 'nanostores';

import { demandIsland } from '../integrations/islands-on-demand/demand';

export type PopupType = 'login' | 'down';

export interface PopupState {
  active: boolean;
  type: PopupType;
  /** Why the dialog opened, when the page has something to say (a /user page's login); '' otherwise. */
  reason: string;
}

export const $popup = map<PopupState>({ active: false, type: 'login', reason: '' });

export function openPopup(type: PopupType, reason = ''): void {
  demandIsland('popup');
  $popup.set({ active: true, type, reason });
}

/** The download dialog's 로그인 button turns it into the login dialog in place. */
export function switchPopupToLogin(): void {
  openPopup('login');
}

export function closePopup(): void {
  $popup.setKey('active', false);
}
