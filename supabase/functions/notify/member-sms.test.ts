// @vitest-environment node
// The code's SMS and the hourly cap's staff alert.
import { describe, expect, it } from 'vitest';

import { capAlertText, capOf, PHONE_CODE_MINUTES, phoneCodeText } from './member-sms.ts';

/** Bytes in the Korean SMS encoding (EUC-KR): two for each Hangul syllable, one for ASCII. */
const smsBytes = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x80 ? 1 : 2), 0);

describe('the verification code SMS', () => {
  it('carries the code and how long it lasts, in one SMS (90 bytes), not an LMS', () => {
    const text = phoneCodeText('012345');
    expect(text).toContain('[012345]');
    expect(text).toContain(`${PHONE_CODE_MINUTES}분 안에`);
    expect(smsBytes(text)).toBeLessThanOrEqual(90);
  });
});

describe('the hourly cap’s staff alert', () => {
  it('names the hour in Korean time and the cap', () => {
    const text = capAlertText({ hour: '2026-12-02T05:00:00Z', cap: 200 });
    expect(text.split('\n')[0]).toBe('[소담POS] 회원 알림 시간당 한도 도달');
    expect(text).toContain('2026-12-02 14:00~15:00 (한국 시간)');
    expect(text).toContain('한도 200건');
  });

  it('reads only a well-formed summary', () => {
    expect(capOf({ hour: '2026-12-02T05:00:00Z', cap: 200 })).toEqual({ hour: '2026-12-02T05:00:00Z', cap: 200 });
    expect(capOf({ hour: 5, cap: 200 })).toBeUndefined();
    expect(capOf(null)).toBeUndefined();
  });
});
