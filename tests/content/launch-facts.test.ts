// The facts the site settings give search engines and app store visitors, as the seed ships them:
// store links in each store's form with real-looking ids, a number E.164 can write, an address
// that splits into region and district. The rules and their bad examples are tested beside them
// (src/lib/content/store-links.test.ts, src/lib/tel.test.ts, src/components/seo/postal-address.test.ts);
// here they meet the seed, so a placeholder put back in it fails before launch.
import { describe, expect, it } from 'vitest';

import { postalAddress } from '../../src/components/seo/postal-address';
import { storeLinkProblems } from '../../src/lib/content/store-links';
import { e164Phone } from '../../src/lib/tel';
import { isObject, readPublishedSeedDocs, textOf } from '../support/seed-docs';

const settings = readPublishedSeedDocs().find((doc) => doc._type === 'siteSettings');
const appStore = isObject(settings?.appStore) ? settings.appStore : {};
const business = isObject(settings?.business) ? settings.business : {};

describe('the seed’s site settings are ready to launch', () => {
  it('links both app stores in their own address form, with no placeholder id', () => {
    expect(storeLinkProblems({ android: textOf(appStore.android), ios: textOf(appStore.ios) })).toEqual([]);
  });

  it('writes the service phone so E.164 can give it as +82…', () => {
    expect(e164Phone(textOf(settings?.servicePhone))).toMatch(/^\+82[1-9]\d{7,9}$/);
  });

  it('writes the address so its region and district split off', () => {
    const address = postalAddress(textOf(business.address));
    expect(address.addressRegion).toMatch(/^[가-힣]+$/);
    expect(address.addressLocality).toMatch(/^[가-힣]+$/);
  });
});
