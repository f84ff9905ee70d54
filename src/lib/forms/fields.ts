// The free-text fields of the two forms and the consent box.
import { FIELD_MESSAGES } from '../messages';
import { COMPANY_MAX, CONTENT_MAX, SECTOR_MAX } from './limits';
import { countChars, hasUnstorableChar, startsLikeFormula, trimmedLength } from './text';

function lengthError(value: string, max: number, required: string, tooLong: string): string | null {
  if (hasUnstorableChar(value)) return FIELD_MESSAGES.unstorableChar;
  if (countChars(value) > max) return tooLong;
  if (trimmedLength(value) < 1) return required;
  return startsLikeFormula(value) ? FIELD_MESSAGES.formulaStart : null;
}

/** 업종 on the consultation form: required, at most 13 characters. */
export const validateSector = (value: string): string | null =>
  lengthError(value, SECTOR_MAX, FIELD_MESSAGES.sectorRequired, FIELD_MESSAGES.sectorTooLong);

/** 상호명 또는 업종 on the partnership form: required, at most 13 characters. */
export const validateCompany = (value: string): string | null =>
  lengthError(value, COMPANY_MAX, FIELD_MESSAGES.companyRequired, FIELD_MESSAGES.companyTooLong);

/** 문의 내용: not blank, at most 2,000 characters. */
export const validateContent = (value: string): string | null =>
  lengthError(value, CONTENT_MAX, FIELD_MESSAGES.contentRequired, FIELD_MESSAGES.contentTooLong);

/**
 * The personal-data consent is required; the marketing consent is optional and never
 * blocks sending (PIPA Art. 22), so it has no rule.
 */
export const validatePrivacyConsent = (checked: boolean): string | null =>
  checked ? null : FIELD_MESSAGES.privacyConsent;
