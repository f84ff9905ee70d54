// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  dismissCookie,
  hasCookie,
  isOnOrBeforeLastDay,
  type PopupConfig,
  safePopupLink,
  shouldShowPopup,
} from './first-visit';

const POPUP: PopupConfig = {
  title: '안내',
  content: '내용',
  link: '/talk',
  lastDay: '2026-11-22',
  placement: 'all',
  routes: [],
};

describe('isOnOrBeforeLastDay (last day 2026-11-22)', () => {
  it.each([
    ['2026-11-20T03:00:00Z', true, 'two days before'],
    ['2026-11-21T15:00:00Z', true, 'the last day starts (00:00 KST)'],
    ['2026-11-22T14:59:59.999Z', true, 'the last moment of the last day (23:59:59 KST)'],
    ['2026-11-22T15:00:00Z', false, 'the next day starts (00:00 KST), though it is still the 22nd in UTC'],
    ['2026-12-01T00:00:00Z', false, 'long after'],
  ])('%s → %s (%s)', (instant, shown) => {
    expect(isOnOrBeforeLastDay('2026-11-22', new Date(instant))).toBe(shown);
  });

  it.each(['', '20261122', '2026-11-2', 'soon'])('refuses the malformed last day %j', (lastDay) => {
    expect(isOnOrBeforeLastDay(lastDay, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('shouldShowPopup', () => {
  const today = new Date('2026-11-22T01:00:00Z');

  it.each<[string, PopupConfig | null, string, boolean]>([
    ['a config, no cookie, in date', POPUP, '', true],
    ['other cookies only', POPUP, 'theme=dark; ischecked=1', true],
    ['the ischeck cookie', POPUP, 'theme=dark; ischeck=1', false],
    ['ischeck first', POPUP, 'ischeck=1', false],
    ['no config', null, '', false],
    ['a past last day', { ...POPUP, lastDay: '2026-11-21' }, '', false],
  ])('%s → %s', (_why, config, cookies, shown) => {
    expect(shouldShowPopup(config, cookies, today)).toBe(shown);
  });
});

describe('cookies and links', () => {
  it('hides for one day, site-wide, on same-site requests', () => {
    expect(dismissCookie(false)).toBe('ischeck=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(dismissCookie(true)).toBe('ischeck=1; Max-Age=86400; Path=/; SameSite=Lax; Secure');
  });

  it('reads cookie names exactly', () => {
    expect(hasCookie(' ischeck=1', 'ischeck')).toBe(true);
    expect(hasCookie('notischeck=1', 'ischeck')).toBe(false);
  });

  it.each([
    ['/talk', '/talk'],
    ['https://pf.kakao.com/_x', 'https://pf.kakao.com/_x'],
    [null, null],
    ['', null],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['http://plain.example', null],
  ])('follows %j as %j', (link, safe) => {
    expect(safePopupLink(link)).toBe(safe);
  });
});
