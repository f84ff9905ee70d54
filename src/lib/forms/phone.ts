// Phone numbers as the forms show them and the database stores them. Both formatters strip
// everything but digits and format while the person types, so a pasted "010 1234 5678",
// "01012345678" or an autofilled "+82 10-1234-5678" becomes 010-1234-5678.
import { FIELD_MESSAGES } from '../messages';
import { BUSINESS_PHONE_MAX, PHONE_LENGTH } from './limits';

// The phone fields ask the browser for the whole number (autocomplete="tel"), which it may fill in
// international form, +82 10-1234-5678: the country code becomes the 0 a number starts with
// when dialled within Korea, with or without the "(0)" some people write after it.
const KOREA_COUNTRY_CODE = /^\s*\+\s*82[\s-]*(?:\(0\))?[\s-]*0?/;

const digitsOf = (value: string) => value.replace(KOREA_COUNTRY_CODE, '0').replace(/[^0-9]/g, '');

/** Joins the digits into groups of the given sizes, leaving out empty trailing groups. */
function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/** Consultation form: 010-xxxx-xxxx as typed, at most 13 characters. */
export const formatPhone = (value: string): string => group(digitsOf(value).slice(0, 11), [3, 4, 4]);

/** Exactly the format formatPhone produces for a complete mobile number. */
export const isValidPhone = (value: string): boolean =>
  value.length === PHONE_LENGTH && /^010-[0-9]{4}-[0-9]{4}$/.test(value);

export const validatePhone = (value: string): string | null => (isValidPhone(value) ? null : FIELD_MESSAGES.tel);

/**
 * Partnership form: any Korean number, formatted as typed — Seoul 02-123-4567 / 02-1234-5678,
 * other area codes, mobile and 070 as 031-123-4567 / 010-1234-5678, and representative
 * numbers (15xx, 16xx, 18xx) as 1588-1234. At most 13 characters.
 */
export function formatBusinessPhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.startsWith('02')) {
    const d = digits.slice(0, 10);
    return d.length <= 9 ? group(d, [2, 3, 4]) : group(d, [2, 4, 4]);
  }
  if (digits.startsWith('1')) return group(digits.slice(0, 8), [4, 4]);
  if (digits.startsWith('0')) {
    const d = digits.slice(0, 11);
    return d.length <= 10 ? group(d, [3, 3, 4]) : group(d, [3, 4, 4]);
  }
  return digits.slice(0, 11);
}

// The same alternatives as the business_inquiries_tel_format CHECK constraint.
const BUSINESS_PHONE = new RegExp(
  '^(01[016789]-[0-9]{3,4}-[0-9]{4}' +
    '|02-[0-9]{3,4}-[0-9]{4}' +
    '|0(3[1-3]|4[1-4]|5[1-5]|6[1-4])-[0-9]{3,4}-[0-9]{4}' +
    '|070-[0-9]{4}-[0-9]{4}' +
    '|1[568][0-9]{2}-[0-9]{4})$',
);

export const isValidBusinessPhone = (value: string): boolean =>
  value.length <= BUSINESS_PHONE_MAX && BUSINESS_PHONE.test(value);

export const validateBusinessPhone = (value: string): string | null =>
  isValidBusinessPhone(value) ? null : FIELD_MESSAGES.businessTel;
