// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { e164Phone, telHref } from './tel';

describe('telHref dials the digits of a written phone line', () => {
  it.each([
    ['1670-0420', 'tel:16700420'],
    ['02-6952-0420', 'tel:0269520420'],
    [' (031) 123 4567 ', 'tel:0311234567'],
    ['+82 2-6952-0420', 'tel:+82269520420'],
  ])('%s → %s', (written, href) => {
    expect(telHref(written)).toBe(href);
  });

  it('refuses text with no digits rather than linking nowhere', () => {
    expect(() => telHref('고객센터')).toThrow(/holds no digits/);
  });
});

describe('e164Phone writes a Korean number as +82 and its national digits', () => {
  it.each([
    ['1670-0420', '+8216700420'],
    ['02-6952-0420', '+82269520420'],
    ['010-1234-5678', '+821012345678'],
    ['+82 2-6952-0420', '+82269520420'],
  ])('%s → %s', (written, e164) => {
    expect(e164Phone(written)).toBe(e164);
  });

  it.each(['고객센터', '123', '+1 415 555 0100', '02-1234-5678-9999'])(
    'refuses %s, and never repeats the number in the error',
    (written) => {
      expect(() => e164Phone(written)).toThrow(/not a Korean number/);
      expect(() => e164Phone(written)).not.toThrow(written);
    },
  );
});
