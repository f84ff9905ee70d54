// 사업자등록번호: ten digits, the last a check digit. Same algorithm as the database's
// public.is_valid_business_number(), so a number the form accepts is never refused there.
import { FIELD_MESSAGES } from '../messages';
import { COMPANY_NO_LENGTH } from './limits';

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Digits only, at most ten, as the person types (dashes and spaces disappear). */
export const formatBusinessNumber = (value: string): string => value.replace(/[^0-9]/g, '').slice(0, COMPANY_NO_LENGTH);

/**
 * Multiply the first nine digits by 1,3,7,1,3,7,1,3,5, add floor(9th digit × 5 / 10);
 * the check digit is (10 − sum mod 10) mod 10.
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const weighted = WEIGHTS.reduce((sum, weight, index) => sum + (digits[index] ?? 0) * weight, 0);
  const sum = weighted + Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Optional on both forms: empty is fine, anything else must be a valid number. */
export const validateBusinessNumber = (value: string): string | null =>
  value === '' || isValidBusinessNumber(value) ? null : FIELD_MESSAGES.companyNo;

/** What the database stores: null when the person left the field empty. */
export const businessNumberForSubmit = (value: string): string | null => (value === '' ? null : value);
