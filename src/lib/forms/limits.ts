// Field limits of the inquiry forms (docs/product.md#validation-rules). Shared by the forms, their tests and
// — as literal numbers in the CHECK constraints of supabase/migrations — the database.
// Imported by browser islands: keep it free of anything but constants.

/** Name: at least 2 characters after trimming, at most 7 as typed. */
export const NAME_MIN = 2;
export const NAME_MAX = 7;
/** A formatted mobile number, 010-1234-5678. */
export const PHONE_LENGTH = 13;
/** The longest formatted business phone number (010-1234-5678 or 031-1234-5678). */
export const BUSINESS_PHONE_MAX = 13;
/** Business registration number: ten digits, stored without dashes. */
export const COMPANY_NO_LENGTH = 10;
/** Industry (업종) on the consultation form. */
export const SECTOR_MAX = 13;
/** Shop name or business type (상호명 또는 업종) on the partnership form. */
export const COMPANY_MAX = 13;
/** Inquiry text: at most this many characters, and not blank. */
export const CONTENT_MAX = 2000;
/** A member's name on their profile (내 정보): what providers send can be longer than a form's name. */
export const PROFILE_NAME_MAX = 50;
