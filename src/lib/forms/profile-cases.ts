// The table of good and bad inputs for 내 정보's name and phone, tested against the form's rules
// (profile.test.ts) and against the profiles table's CHECK constraints (tests/db/profile-rules.test.ts).
// Test-only: islands never import this file.
import { type CaseTable, FORMULA_CASES } from './cases';
import { PROFILE_NAME_MAX } from './limits';
import type { ProfileForm } from './profile';

export const VALID_PROFILE: ProfileForm = { name: '김민준', tel: '010-2345-6789' };

export const PROFILE_CASES: CaseTable<ProfileForm> = {
  name: [
    { value: '김', valid: true, why: 'one character (a nickname from a provider may be that short)' },
    { value: '가'.repeat(PROFILE_NAME_MAX), valid: true, why: 'the maximum length' },
    { value: '가'.repeat(PROFILE_NAME_MAX + 1), valid: false, why: 'one character over the maximum' },
    { value: '', valid: false, why: 'empty' },
    { value: ' \u3000 ', valid: false, why: 'only white space, ideographic included' },
    { value: 'Lee Google', valid: true, why: 'a romanised name' },
    { value: '𠀀'.repeat(PROFILE_NAME_MAX), valid: true, why: 'characters outside the BMP count once each' },
    ...FORMULA_CASES('=cmd', '+김민준', '\u3000@김민준', '김-민준'),
  ],
  tel: [
    { value: '', valid: true, why: 'left empty: the member keeps no phone number with us' },
    { value: '010-1234-5678', valid: true, why: 'a formatted mobile number' },
    { value: '01012345678', valid: false, why: 'no dashes' },
    { value: '02-123-4567', valid: false, why: 'a landline' },
    { value: '010-123-4567', valid: false, why: 'a three-digit middle group' },
    { value: ' 010-1234-5678', valid: false, why: 'a leading space' },
  ],
};
