// Which devices get the handoff instead of the installer, from client hints where a browser
// sends them and the User-Agent string where it does not (docs/product.md#download-on-a-phone).
import { describe, expect, it } from 'vitest';

import { classifyDevice, type DeviceSignals, needsHandoff } from './device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneKakao:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  naverApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.9.2)',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

const signals = (userAgent: string, extra: Partial<DeviceSignals> = {}): DeviceSignals => ({
  userAgent,
  maxTouchPoints: 0,
  ...extra,
});

describe('classifyDevice', () => {
  it.each([
    ['an iPhone (Safari sends no client hints)', signals(UA.iphone, { maxTouchPoints: 5 }), 'phone', 'ios'],
    ['KakaoTalk’s browser on an iPhone', signals(UA.iphoneKakao, { maxTouchPoints: 5 }), 'phone', 'ios'],
    ['an iPad saying so', signals(UA.ipad, { maxTouchPoints: 5 }), 'tablet', 'ios'],
    [
      'an iPad asking for desktop sites (says Macintosh, has touch)',
      signals(UA.macSafari, { maxTouchPoints: 5 }),
      'tablet',
      'ios',
    ],
    ['a Mac', signals(UA.macSafari), 'mac', null],
    [
      'an Android phone by its hints',
      signals(UA.androidPhone, { hintPlatform: 'Android', hintMobile: true }),
      'phone',
      'android',
    ],
    [
      'an Android tablet by its hints',
      signals(UA.androidTablet, { hintPlatform: 'Android', hintMobile: false }),
      'tablet',
      'android',
    ],
    ['an Android phone by its string', signals(UA.androidPhone), 'phone', 'android'],
    ['an Android tablet by its string', signals(UA.androidTablet), 'tablet', 'android'],
    ['the Naver app’s browser', signals(UA.naverApp), 'phone', 'android'],
    [
      'a Chromebook by its hints',
      signals(UA.chromebook, { hintPlatform: 'Chrome OS', hintMobile: false }),
      'chromeos',
      null,
    ],
    ['a Chromebook by its string', signals(UA.chromebook), 'chromeos', null],
    ['a Mac in Chrome, by its hints', signals(UA.macSafari, { hintPlatform: 'macOS', hintMobile: false }), 'mac', null],
    ['Windows by its hints', signals(UA.windows, { hintPlatform: 'Windows', hintMobile: false }), 'windows', null],
    ['Windows by its string', signals(UA.windows), 'windows', null],
    ['a Windows tablet with touch', signals(UA.windows, { maxTouchPoints: 10 }), 'windows', null],
    ['Linux on a desktop', signals(UA.linux), 'other', null],
    [
      'an override without hints (empty platform): the string decides',
      signals(UA.iphone, { hintPlatform: '' }),
      'phone',
      'ios',
    ],
    ['hints that say Unknown: the string decides', signals(UA.windows, { hintPlatform: 'Unknown' }), 'windows', null],
  ] as const)('%s: %s', (_, given, deviceClass, platform) => {
    expect(classifyDevice(given)).toEqual({ deviceClass, platform });
  });
});

describe('needsHandoff', () => {
  it.each([
    ['phone', true],
    ['tablet', true],
    ['mac', true],
    ['chromeos', true],
    ['windows', false],
    ['other', false],
  ] as const)('%s: %s', (deviceClass, expected) => {
    expect(needsHandoff({ deviceClass, platform: null })).toBe(expected);
  });
});
