// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { $dialog, closeDialog, openDialog, switchDialogToLogin } from './dialog';

describe('dialog store', () => {
  beforeEach(() => closeDialog());

  it('starts inactive with the login type', () => {
    expect($dialog.get()).toEqual({ active: false, type: 'login', reason: '' });
  });

  it('opens the download dialog and switches it to login in place', () => {
    openDialog('down');
    expect($dialog.get()).toEqual({ active: true, type: 'down', reason: '' });
    switchDialogToLogin();
    expect($dialog.get()).toEqual({ active: true, type: 'login', reason: '' });
  });

  it('carries the reason a page gives for asking to log in, and forgets it on the next opening', () => {
    openDialog('login', '상담 문의는 회원만 남길 수 있습니다.');
    expect($dialog.get()).toEqual({ active: true, type: 'login', reason: '상담 문의는 회원만 남길 수 있습니다.' });
    closeDialog();
    openDialog('login');
    expect($dialog.get().reason).toBe('');
  });

  it('closes whatever is open', () => {
    openDialog('login');
    closeDialog();
    expect($dialog.get().active).toBe(false);
  });
});
