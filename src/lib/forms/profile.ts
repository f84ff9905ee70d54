// 내 정보's name and phone (docs/product.md#member-rights): the rules of the profiles table's CHECK
// constraints, so the member hears why before the database refuses. The phone is the inquiry
// form's mobile number, or nothing at all (a member may remove it). Imported by an island.
import { FIELD_MESSAGES } from '../messages';
import type { TablesUpdate } from '../supabase/database.types';
import { collectErrors, type FormErrors } from './errors';
import { PROFILE_NAME_MAX } from './limits';
import { isValidPhone } from './phone';
import { hasUnstorableChar, startsLikeFormula, withinLength } from './text';

export interface ProfileForm {
  name: string;
  /** Empty when the member keeps no phone number with us. */
  tel: string;
}

/** Exactly the profile columns a member may change besides their marketing consent. */
export type ProfileUpdate = Pick<TablesUpdate<'profiles'>, 'name' | 'tel'>;

export function validateProfileName(value: string): string | null {
  if (hasUnstorableChar(value)) return FIELD_MESSAGES.unstorableChar;
  if (!withinLength(value, 1, PROFILE_NAME_MAX)) return FIELD_MESSAGES.profileName;
  return startsLikeFormula(value) ? FIELD_MESSAGES.formulaStart : null;
}

export const validateProfileTel = (value: string): string | null =>
  value === '' || isValidPhone(value) ? null : FIELD_MESSAGES.profileTel;

export const validateProfile = (form: ProfileForm): FormErrors<ProfileForm> =>
  collectErrors<ProfileForm>({ name: validateProfileName(form.name), tel: validateProfileTel(form.tel) });

/** The row to update; values go as typed, so the database judges what the form judged. */
export const toProfileUpdate = (form: ProfileForm): ProfileUpdate => ({
  name: form.name,
  tel: form.tel === '' ? null : form.tel,
});
