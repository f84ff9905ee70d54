import { FIELD_MESSAGES } from '../messages';
import { NAME_MAX, NAME_MIN } from './limits';
import { hasUnstorableChar, startsLikeFormula, withinLength } from './text';

/** 이름: 2–7 characters (Korean names are 2–4; foreign names get a little more room). */
export function validateName(value: string): string | null {
  if (hasUnstorableChar(value)) return FIELD_MESSAGES.unstorableChar;
  if (!withinLength(value, NAME_MIN, NAME_MAX)) return FIELD_MESSAGES.name;
  return startsLikeFormula(value) ? FIELD_MESSAGES.formulaStart : null;
}
