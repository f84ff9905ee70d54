// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatBusinessNumber, isValidBusinessNumber } from './business-number';
import { COMPANY_NO_LENGTH } from './limits';

describe('isValidBusinessNumber', () => {
  it.each(['2208162517', '1248100998', '1018612346'])('accepts %s', (number) => {
    expect(isValidBusinessNumber(number)).toBe(true);
  });

  it.each(['2208162518', '220816251', '22081625170', '220-81-62517', '', '２２０８１６２５１７'])(
    'refuses %j',
    (number) => {
      expect(isValidBusinessNumber(number)).toBe(false);
    },
  );

  it('exactly one last digit completes any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (first) => {
        const valid = Array.from({ length: 10 }, (_, digit) => `${first}${digit}`).filter(isValidBusinessNumber);
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('formatBusinessNumber', () => {
  it('keeps digits only, at most ten', () => {
    expect(formatBusinessNumber('220-81-62517')).toBe('2208162517');
    expect(formatBusinessNumber('220 81 625179')).toBe('2208162517');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(formatBusinessNumber(typed)).toMatch(new RegExp(`^[0-9]{0,${COMPANY_NO_LENGTH}}$`));
      }),
    );
  });
});
