import { NAME_MAX, NAME_MIN } from './limits';
import { MESSAGES } from './messages';
import { withinLength } from './text';

/** 이름: 2–7 characters (Korean names are 2–4; foreign names get a little more room). */
export const validateName = (value: string): string | null =>
  withinLength(value, NAME_MIN, NAME_MAX) ? null : MESSAGES.name;
