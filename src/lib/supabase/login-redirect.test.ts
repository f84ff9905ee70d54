import { describe, expect, it } from 'vitest';

import { loginRedirectUrl, safeNextPath, startingPlace } from './login-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/down', '/down'],
    ['/user/write?from=menu#form', '/user/write?from=menu#form'],
    ['/', '/'],
    ['/faq/../user/inquiry', '/user/inquiry'],
  ])('keeps the same-site path %j', (raw, path) => {
    expect(safeNextPath(raw)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a protocol-relative address', '//evil.example/down'],
    ['a backslash trick', '/\\evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'down'],
    ['the login page itself', '/login?next=/down'],
    ['a login sub-path', '/login/'],
  ])('turns %s into /', (_why, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });
});

describe('loginRedirectUrl', () => {
  it('returns to /login on this origin with the starting page encoded', () => {
    expect(loginRedirectUrl('http://127.0.0.1:4321', '/user/write?a=1&b=2')).toBe(
      'http://127.0.0.1:4321/login?next=%2Fuser%2Fwrite%3Fa%3D1%26b%3D2',
    );
  });

  it('never carries an outside address', () => {
    expect(loginRedirectUrl('https://sodampos.kr', 'https://evil.example')).toBe('https://sodampos.kr/login?next=%2F');
  });
});

describe('startingPlace', () => {
  it('is the current page', () => {
    expect(startingPlace({ pathname: '/counsel/business', search: '', hash: '' })).toBe('/counsel/business');
  });

  it('on /login is the page the login was started from', () => {
    expect(startingPlace({ pathname: '/login/', search: '?next=%2Fdown', hash: '' })).toBe('/down');
    expect(startingPlace({ pathname: '/login', search: '?code=abc', hash: '' })).toBe('/');
  });
});
