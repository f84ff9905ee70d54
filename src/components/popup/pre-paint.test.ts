import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { runInlineScript } from '../../../tests/support/run-inline-script';
import { type PopupConfig, shouldShowPopup } from './first-visit';
import { POPUP_OFF_ATTRIBUTE, PRE_PAINT_POPUP_SCRIPT } from './pre-paint';

/** Runs the <head> script as the browser would, with `document.currentScript` set. */
function prePaintHides(lastDay: string, cookie: string, now: Date): boolean {
  document.documentElement.removeAttribute(POPUP_OFF_ATTRIBUTE);
  vi.setSystemTime(now);
  const script = document.createElement('script');
  script.setAttribute('data-last-day', lastDay);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  runInlineScript(PRE_PAINT_POPUP_SCRIPT);
  return document.documentElement.getAttribute(POPUP_OFF_ATTRIBUTE) === 'off';
}

const config = (lastDay: string): PopupConfig => ({
  title: '안내',
  content: '내용',
  link: null,
  lastDay,
  placement: 'all',
  routes: [],
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'currentScript');
  Reflect.deleteProperty(document, 'cookie');
});

describe('the pre-paint popup script', () => {
  it('hides on the day after the last day in Korea, not before', () => {
    vi.useFakeTimers();
    expect(prePaintHides('2027-12-31', '', new Date('2027-12-31T23:59:59+09:00'))).toBe(false);
    expect(prePaintHides('2027-12-31', '', new Date('2028-01-01T00:00:00+09:00'))).toBe(true);
  });

  it('hides with the ischeck cookie or a malformed date', () => {
    vi.useFakeTimers();
    const now = new Date('2027-06-01T12:00:00+09:00');
    expect(prePaintHides('2027-12-31', 'a=1; ischeck=1', now)).toBe(true);
    expect(prePaintHides('2027-12-31', 'notischeck=1', now)).toBe(false);
    expect(prePaintHides('31.12.2027', '', now)).toBe(true);
  });

  it('agrees with shouldShowPopup on random dates, times and cookies', () => {
    vi.useFakeTimers();
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });
    const cookie = fc.array(
      fc.constantFrom('ischeck=1', 'ischeck', 'session=abc', ' ischeck=2', 'xischeck=1', 'a=b=c'),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(day, day, cookie, (last, now, parts) => {
        const lastDay = last.toISOString().slice(0, 10);
        const header = parts.join('; ');
        expect(prePaintHides(lastDay, header, now)).toBe(!shouldShowPopup(config(lastDay), header, now));
      }),
      { numRuns: 300 },
    );
  });
});
