// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { postalAddress } from './postal-address';

describe('postalAddress', () => {
  it.each([
    ['서울특별시 성동구 성수이로 113, 7층', '서울특별시', '성동구', '성수이로 113, 7층'],
    ['경기도 성남시 분당구 판교역로 235', '경기도', '성남시', '분당구 판교역로 235'],
    ['부산광역시 해운대구 센텀중앙로 97', '부산광역시', '해운대구', '센텀중앙로 97'],
  ])('%s: region, city or district, street', (address, addressRegion, addressLocality, streetAddress) => {
    expect(postalAddress(address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality,
      addressRegion,
      addressCountry: 'KR',
    });
  });

  it('keeps an address it cannot split whole, as the street address', () => {
    expect(postalAddress('성수이로 113')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '성수이로 113',
      addressCountry: 'KR',
    });
  });
});
