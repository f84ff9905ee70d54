// The company's address, written in the CMS as one line the way Koreans write it ("서울특별시
// 성동구 성수이로 113, 7층"), as schema.org's PostalAddress: search engines match the region and
// the district to a place only when they are fields of their own.

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry: 'KR';
}

/** A province or metropolitan city: the first word of a Korean address. */
const REGION = /^\S+(?:특별시|광역시|특별자치시|특별자치도|도)$/;
/** A city, county or district: the word after it. */
const LOCALITY = /^\S+(?:시|군|구)$/;

/**
 * Splits the region and the city or district off the front of the address; the rest is the
 * street. An address that does not start that way stays whole as the street address.
 */
export function postalAddress(address: string): PostalAddress {
  const [region, locality, ...street] = address.trim().split(/\s+/);
  if (region && locality && street.length > 0 && REGION.test(region) && LOCALITY.test(locality))
    return {
      '@type': 'PostalAddress',
      streetAddress: street.join(' '),
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'KR',
    };
  return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'KR' };
}
