// @vitest-environment node
// 내 정보's name and phone against the shared table of cases (the database gets the same table in
// tests/db/profile-rules.test.ts).
import { describe, expect, it } from 'vitest';

import { expandCases } from './cases';
import { toProfileUpdate, validateProfile } from './profile';
import { PROFILE_CASES, VALID_PROFILE } from './profile-cases';

describe.each(expandCases(VALID_PROFILE, PROFILE_CASES))('profile, $field: $why', ({ field, valid, form }) => {
  it(valid ? 'is accepted' : 'is refused on that field alone, with a Korean message', () => {
    const errors = validateProfile(form);
    if (valid) expect(errors).toEqual({});
    else {
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toMatch(/[가-힣]/);
    }
  });
});

describe('toProfileUpdate', () => {
  it('sends an empty phone as no phone at all, and the name as typed', () => {
    expect(toProfileUpdate({ name: ' 김민준 ', tel: '' })).toEqual({ name: ' 김민준 ', tel: null });
  });
});
