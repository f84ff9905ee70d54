import { map } from 'nanostores';
import { demandIsland } from '../integrations/islands-on-demand/demand';

export type PopupType = 'login' | 'down';

export interface PopupState {
  active: boolean;
  type: PopupType;
}

export const $popup = map<PopupState>({ active: false, type: 'login' });

export function openPopup(type: PopupType): void {
  demandIsland('popup');
  $popup.set({ active: true, type });
}

/** The download dialog's 로그인 button turns it into the login dialog in place. */
export function switchPopupToLogin(): void {
  openPopup('login');
}

export function closePopup(): void {
  $popup.setKey('active', false);
}
