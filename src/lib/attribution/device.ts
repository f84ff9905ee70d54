// What the visitor's browser runs on, told in the browser only (never by the server) from
// User-Agent Client Hints, with the User-Agent string where a browser sends none (Safari,
// Firefox, every iPhone). It decides two things: the device class stored with each conversion
// (docs/product.md#where-visitors-come-from) and whether a download button hands the page to a
// PC instead (docs/product.md#download-on-a-phone). Imported by the page script on every page:
// no dependencies beyond the rules' constants.
import type { DeviceClass } from '../forms/attribution';

/** Whose app store a phone or tablet gets the mobile app from. */
export type AppPlatform = 'ios' | 'android';

export interface Device {
  deviceClass: DeviceClass;
  /** Known for phones and tablets; null elsewhere (a Mac's or a Chromebook's owner may carry either phone). */
  platform: AppPlatform | null;
}

/** What a browser tells about itself: the low-entropy client hints, when it sends them. */
export interface DeviceSignals {
  /** navigator.userAgentData.platform: 'Windows', 'macOS', 'Android', 'Chrome OS', 'Linux', … */
  hintPlatform?: string | undefined;
  /** navigator.userAgentData.mobile */
  hintMobile?: boolean | undefined;
  userAgent: string;
  /** iPadOS's Safari says "Macintosh" like a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
}

/** Devices that cannot run the Windows installer: their download buttons offer the handoff. */
const HANDOFF_CLASSES: ReadonlySet<DeviceClass> = new Set(['phone', 'tablet', 'mac', 'chromeos']);

export const needsHandoff = (device: Device): boolean => HANDOFF_CLASSES.has(device.deviceClass);

function fromHints(platform: string, mobile: boolean): Device | null {
  switch (platform) {
    case 'Windows':
      return { deviceClass: 'windows', platform: null };
    case 'macOS':
      return { deviceClass: 'mac', platform: null };
    case 'Chrome OS':
    case 'Chromium OS':
      return { deviceClass: 'chromeos', platform: null };
    case 'Android':
      return { deviceClass: mobile ? 'phone' : 'tablet', platform: 'android' };
    case 'iOS':
      return { deviceClass: mobile ? 'phone' : 'tablet', platform: 'ios' };
    case 'Linux':
      return { deviceClass: 'other', platform: null };
    default:
      // '' or 'Unknown' (a browser hiding it, or a User-Agent override without hints): ask the string.
      return null;
  }
}

function fromUserAgent(ua: string, touchPoints: number): Device {
  if (/iPhone|iPod/.test(ua)) return { deviceClass: 'phone', platform: 'ios' };
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) return { deviceClass: 'tablet', platform: 'ios' };
  if (/Android/.test(ua)) return { deviceClass: /Mobile/.test(ua) ? 'phone' : 'tablet', platform: 'android' };
  if (/CrOS/.test(ua)) return { deviceClass: 'chromeos', platform: null };
  if (/Windows Phone|Mobi/.test(ua)) return { deviceClass: 'phone', platform: null };
  if (/Windows NT/.test(ua)) return { deviceClass: 'windows', platform: null };
  if (/Macintosh|Mac OS X/.test(ua)) return { deviceClass: 'mac', platform: null };
  return { deviceClass: 'other', platform: null };
}

export function classifyDevice(signals: DeviceSignals): Device {
  const hinted = signals.hintPlatform ? fromHints(signals.hintPlatform, signals.hintMobile === true) : null;
  return hinted ?? fromUserAgent(signals.userAgent, signals.maxTouchPoints);
}

interface UserAgentData {
  platform?: string;
  mobile?: boolean;
}

let known: Device | undefined;

/** This browser's device, worked out once per page. */
export function thisDevice(): Device {
  const hints = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  known ??= classifyDevice({
    hintPlatform: hints?.platform,
    hintMobile: hints?.mobile,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  return known;
}
