import fc from 'fast-check';
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
    ['a dot segment before //', '/.//evil.example'],
    ['a parent segment before //', '/..//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['encoded dots', '/%2e%2e//evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5c%5cevil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line break the browser drops', '/\n/evil.example'],
    ['deeper dot segments', '/a/../..//evil.example/x'],
  ])('turns %s into /', (_why, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });
});

describe('safeNextPath, for any input', () => {
  const SITE = 'https://site.example';
  // Pieces attackers combine: separators, dot segments, their encodings, hosts, schemes, control characters.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%2F',
    '%5c',
    '%09',
    '\t',
    '\n',
    '\r',
    ' ',
    'evil.example',
    'down',
    'user',
    'login',
    ':',
    '@',
    '?',
    '#',
    '&',
    '=',
    'http:',
    'javascript:',
    '%00',
    '가',
  );
  const raw = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

  it('returns a path that stays on the site however a browser resolves it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          raw,
          raw.map((r) => `/${r}`),
          fc.string(),
        ),
        (input) => {
          const next = safeNextPath(input);
          expect(next.startsWith('/')).toBe(true);
          expect(next).not.toMatch(/^[/\\][/\\]/);
          // As the login page uses it: relative to /login, and as window.location.replace does.
          expect(new URL(next, `${SITE}/login?next=x`).origin).toBe(SITE);
          expect(new URL(next, `${SITE}/user/write`).origin).toBe(SITE);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is stable: a returned path is returned as it is', () => {
    fc.assert(
      fc.property(
        raw.map((r) => `/${r}`),
        (input) => {
          const next = safeNextPath(input);
          expect(safeNextPath(next)).toBe(next);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps every plain path of the site', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'login');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeNextPath(path)).toBe(path);
      }),
    );
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
