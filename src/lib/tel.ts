// Build-time and browser-safe: turns a phone line as written in the CMS into a dialable link, and
// into the international form that structured data asks for.

/** Korea's country calling code. */
const KOREA = '82';

/** `tel:` link for a number written with spaces, dashes or brackets ("1670-0420" → "tel:16700420"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  // The number itself stays out of the message: error reports leave the machine.
  if (digits.length === 0) throw new Error('[tel] a phone line holds no digits');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The number in E.164 ("1670-0420" → "+8216700420", "02-123-4567" → "+8221234567"), the form
 * schema.org's `telephone` is read in by search engines outside Korea's dialling habits. A
 * domestic number drops its trunk 0; a nationwide representative number (15xx, 16xx, 18xx) has
 * none. Korean national numbers are 8 to 10 digits long once the 0 is gone.
 */
export function e164Phone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  const national = trimmed.startsWith('+')
    ? digits.startsWith(KOREA)
      ? digits.slice(KOREA.length)
      : null
    : digits.replace(/^0/, '');
  if (national === null || !/^[1-9]\d{7,9}$/.test(national))
    throw new Error('[tel] a phone line is not a Korean number that E.164 can write');
  return `+${KOREA}${national}`;
}
