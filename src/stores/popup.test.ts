import { beforeEach, describe, expect, it } from 'vitest';

import { $popup, closePopup, openPopup, switchPopupToLogin } from './popup';

describe('popup store', () => {
  beforeEach(() => closePopup());

  it('starts inactive with the login type', () => {
    expect($popup.get()).toEqual({ active: false, type: 'login', reason: '' });
  });

  it('opens the download dialog and switches it to login in place', () => {
    openPopup('down');
    expect($popup.get()).toEqual({ active: true, type: 'down', reason: '' });
    switchPopupToLogin();
    expect($popup.get()).toEqual({ active: true, type: 'login', reason: '' });
  });

  it('carries the reason a page gives for asking to log in, and forgets it on the next opening', () => {
    openPopup('login', '상담 문의는 회원만 남길 수 있습니다.');
    expect($popup.get()).toEqual({ active: true, type: 'login', reason: '상담 문의는 회원만 남길 수 있습니다.' });
    closePopup();
    openPopup('login');
    expect($popup.get().reason).toBe('');
  });

  it('closes whatever is open', () => {
    openPopup('login');
    closePopup();
    expect($popup.get().active).toBe(false);
  });
});
