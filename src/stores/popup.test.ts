import { beforeEach, describe, expect, it } from 'vitest';
import { $popup, closePopup, openPopup, switchPopupToLogin } from './popup';

describe('popup store', () => {
  beforeEach(() => closePopup());

  it('starts inactive with the login type', () => {
    expect($popup.get()).toEqual({ active: false, type: 'login' });
  });

  it('opens the download dialog and switches it to login in place', () => {
    openPopup('down');
    expect($popup.get()).toEqual({ active: true, type: 'down' });
    switchPopupToLogin();
    expect($popup.get()).toEqual({ active: true, type: 'login' });
  });

  it('closes whatever is open', () => {
    openPopup('login');
    closePopup();
    expect($popup.get().active).toBe(false);
  });
});
