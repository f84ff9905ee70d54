// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { telHref } from './tel';

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
    expect(() => telHref('고객센터')).toThrow(/Not a phone number/);
  });
});
