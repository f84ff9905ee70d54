// @vitest-environment node
// The shared table of good and bad inputs, against the forms' own rules. The same table is
// inserted into the real schema by tests/db/form-rules.test.ts.
import { describe, expect, it } from 'vitest';

import { FIELD_MESSAGES } from '../messages';
import { validateBusinessInquiry } from './business-inquiry';
import { BUSINESS_INQUIRY_CASES, expandCases, INQUIRY_CASES, VALID_BUSINESS_INQUIRY, VALID_INQUIRY } from './cases';
import { fieldOfCheckViolation, isValid } from './errors';
import { EMPTY_INQUIRY, toInquiryInsert, validateInquiry } from './inquiry';

describe.each(expandCases(VALID_INQUIRY, INQUIRY_CASES))(
  'consultation form, $field: $why',
  ({ field, valid, form }) => {
    it(valid ? 'is accepted' : 'is refused on that field alone, with a Korean message', () => {
      const errors = validateInquiry(form);
      if (valid) expect(errors).toEqual({});
      else {
        expect(Object.keys(errors)).toEqual([field]);
        expect(errors[field]).toMatch(/[가-힣]/);
      }
    });
  },
);

describe.each(expandCases(VALID_BUSINESS_INQUIRY, BUSINESS_INQUIRY_CASES))(
  'partnership form, $field: $why',
  ({ field, valid, form }) => {
    it(valid ? 'is accepted' : 'is refused on that field alone, with a Korean message', () => {
      const errors = validateBusinessInquiry(form);
      if (valid) expect(errors).toEqual({});
      else {
        expect(Object.keys(errors)).toEqual([field]);
        expect(errors[field]).toMatch(/[가-힣]/);
      }
    });
  },
);

describe('form messages', () => {
  it('an empty consultation form names every required field and cannot be sent', () => {
    const errors = validateInquiry(EMPTY_INQUIRY);
    expect(errors).toEqual({
      name: FIELD_MESSAGES.name,
      tel: FIELD_MESSAGES.tel,
      sector: FIELD_MESSAGES.sectorRequired,
      content: FIELD_MESSAGES.contentRequired,
      privacy_consent: FIELD_MESSAGES.privacyConsent,
    });
    expect(isValid(errors)).toBe(false);
  });

  it('uses the spec wording for names and business numbers', () => {
    expect(validateInquiry({ ...VALID_INQUIRY, name: '홍' }).name).toBe('이름은 2~7자로 입력해 주세요.');
    expect(validateInquiry({ ...VALID_INQUIRY, company_no: '1234567890' }).company_no).toBe(
      '사업자등록번호가 올바르지 않습니다. 숫자 10자리를 다시 확인해 주세요.',
    );
  });

  it('tells a too-long industry from a missing one', () => {
    expect(validateInquiry({ ...VALID_INQUIRY, sector: '가'.repeat(14) }).sector).toBe(
      '업종은 13자까지 입력할 수 있습니다.',
    );
    expect(validateInquiry({ ...VALID_INQUIRY, sector: ' ' }).sector).toBe('업종을 입력해 주세요.');
  });

  it.each(['name', 'sector', 'content'] as const)(
    'refuses a pasted NUL in %s, which Postgres cannot store',
    (field) => {
      const value = `${VALID_INQUIRY[field]}\u0000`;
      expect(validateInquiry({ ...VALID_INQUIRY, [field]: value })).toEqual({ [field]: FIELD_MESSAGES.unstorableChar });
    },
  );

  it('sends an empty business number as null and everything else as typed', () => {
    expect(toInquiryInsert({ ...VALID_INQUIRY, name: ' 김민준 ' })).toEqual({
      name: ' 김민준 ',
      tel: VALID_INQUIRY.tel,
      sector: VALID_INQUIRY.sector,
      company_no: null,
      content: VALID_INQUIRY.content,
      privacy_consent: true,
      marketing_consent: false,
    });
  });
});

describe('fieldOfCheckViolation', () => {
  it('points a database refusal at the form field', () => {
    const error = {
      code: '23514',
      message: 'new row for relation "inquiries" violates check constraint "inquiries_tel_format"',
    };
    expect(fieldOfCheckViolation(error)).toBe('tel');
  });

  it('ignores other errors and unknown constraints', () => {
    expect(fieldOfCheckViolation({ code: '42501', message: 'permission denied for table inquiries' })).toBeUndefined();
    expect(
      fieldOfCheckViolation({ code: '23514', message: 'violates check constraint "inquiries_answer_not_blank"' }),
    ).toBeUndefined();
  });
});
