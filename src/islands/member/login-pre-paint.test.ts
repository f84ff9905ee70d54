import { afterEach, describe, expect, it } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import { LOGIN_CALLBACK_ATTRIBUTE, LOGIN_PRE_PAINT_SCRIPT } from './login-pre-paint';

afterEach(() => document.documentElement.removeAttribute(LOGIN_CALLBACK_ATTRIBUTE));

describe('the /login pre-paint script', () => {
  it.each([
    ['/login?code=abc', true],
    ['/login?code=abc&state=xyz', true],
    ['/login?next=%2Fuser%2Fwrite&error=access_denied', true],
    ['/login', false],
    ['/login?next=%2Fuser%2Fwrite', false],
    ['/login?barcode=1', false],
  ])('on %s marks a sign-in coming back: %s', (address, marked) => {
    window.history.replaceState(null, '', address);
    runInlineScript(LOGIN_PRE_PAINT_SCRIPT);
    expect(document.documentElement.hasAttribute(LOGIN_CALLBACK_ATTRIBUTE)).toBe(marked);
  });
});
