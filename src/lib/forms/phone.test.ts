// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BUSINESS_PHONE_MAX, PHONE_LENGTH } from './limits';
import { formatBusinessPhone, formatPhone, isValidBusinessPhone, isValidPhone } from './phone';

describe('formatPhone (consultation form)', () => {
  it.each([
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['전화 010.1234.5678 주세요', '010-1234-5678'],
    ['0101234567899', '010-1234-5678'],
    ['', ''],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  // autocomplete="tel" asks for the whole number, which a browser may fill in international form.
  it.each([
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+821012345678', '010-1234-5678'],
    ['+82 (0)10 1234 5678', '010-1234-5678'],
    ['+82-010-1234-5678', '010-1234-5678'],
  ])('reads the autofilled %j as %j', (filled, shown) => {
    expect(formatPhone(filled)).toBe(shown);
  });

  it('keeps a leading 82 that was typed without the plus sign as digits', () => {
    expect(formatPhone('8210')).toBe('821-0');
  });

  it('never shows more than 13 characters, and formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatPhone(typed);
        expect(shown.length).toBeLessThanOrEqual(PHONE_LENGTH);
        expect(formatPhone(shown)).toBe(shown);
      }),
    );
  });

  it('turns any eleven digits starting with 010 into a valid number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (rest) => {
        expect(isValidPhone(formatPhone(`010${rest}`))).toBe(true);
      }),
    );
  });
});

describe('formatBusinessPhone (partnership form)', () => {
  it.each([
    ['02', '02'],
    ['02123', '02-123'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['+82 2-1234-5678', '02-1234-5678'],
    ['+82 31 123 4567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['15881234', '1588-1234'],
    ['1588-12345', '1588-1234'],
    ['(02) 123-4567', '02-123-4567'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatBusinessPhone(typed)).toBe(shown);
  });

  it('never shows more than 13 characters, and formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatBusinessPhone(typed);
        expect(shown.length).toBeLessThanOrEqual(BUSINESS_PHONE_MAX);
        expect(formatBusinessPhone(shown)).toBe(shown);
      }),
    );
  });

  it.each(['02-123-4567', '031-123-4567', '070-1234-5678', '1588-1234', '010-1234-5678'])(
    'accepts %s as formatted',
    (shown) => expect(isValidBusinessPhone(shown)).toBe(true),
  );
});
