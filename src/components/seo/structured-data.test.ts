// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatMegabytes } from '../../lib/format';
import { breadcrumbRoutes, SITE_PAGES } from './pages';
import {
  breadcrumbJsonLd,
  homeJsonLd,
  organizationId,
  serializeJsonLd,
  softwareApplicationJsonLd,
} from './structured-data';

const SITE = 'https://sodampos.example';
const settings = {
  brandName: '소담POS',
  servicePhone: '1670-0420',
  chatChannelUrl: 'https://pf.kakao.com/_sodampos',
  appStore: { android: 'https://play.google.com/store/apps/details?id=x', ios: 'https://apps.apple.com/kr/app/x/id1' },
  business: { companyName: '(주)소담소프트', address: '서울특별시 성동구 성수이로 113, 7층' },
};

type Node = Record<string, unknown>;
const graphOf = (data: Node) => data['@graph'] as Node[];

describe('the home page graph', () => {
  const graph = graphOf(homeJsonLd(settings, SITE));
  const [website, organization] = ['WebSite', 'Organization'].map((type) => graph.find((n) => n['@type'] === type));

  it('names the site, published by the company it describes', () => {
    expect(website).toMatchObject({ name: '소담POS', url: `${SITE}/`, publisher: { '@id': organizationId(SITE) } });
    expect(organization?.['@id']).toBe(organizationId(SITE));
  });

  it('joins the company to its KakaoTalk channel and both app store pages, as the settings give them', () => {
    expect(organization).toMatchObject({ name: '소담POS', url: `${SITE}/` });
    expect(organization?.sameAs).toEqual([settings.chatChannelUrl, settings.appStore.android, settings.appStore.ios]);
    expect(organization?.logo).toBe(`${SITE}/favicon.svg`);
  });

  it('gives the company’s number in E.164, from the number the site settings write for Koreans', () => {
    expect(organization).toMatchObject({
      telephone: '+8216700420',
      contactPoint: { telephone: '+8216700420' },
    });
  });

  it('gives the address as a PostalAddress with its region and district as fields', () => {
    expect(organization?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '성수이로 113, 7층',
      addressLocality: '성동구',
      addressRegion: '서울특별시',
      addressCountry: 'KR',
    });
  });

  it('points the program on /down at the same company', () => {
    const software = softwareApplicationJsonLd({
      brandName: '소담POS',
      description: '무료 POS',
      installer: { version: '3.8.2', sizeBytes: 84_200_000, releaseDate: '2025-10-20', supportedOs: '윈도우 10·11' },
      pageUrl: `${SITE}/down`,
      imageUrl: `${SITE}/og/down.png`,
    });
    expect(software.publisher).toMatchObject({ '@id': organizationId(SITE), name: '소담POS' });
  });

  it.each([84_213_760, 84_200_000, 1_048_576])(
    'gives the installer of %i bytes the size /down shows beside it',
    (sizeBytes) => {
      const software = softwareApplicationJsonLd({
        brandName: '소담POS',
        description: '무료 POS',
        installer: { version: '3.8.2', sizeBytes, releaseDate: '2025-10-20', supportedOs: '윈도우 10·11' },
        pageUrl: `${SITE}/down`,
        imageUrl: `${SITE}/og/down.png`,
      });
      expect(software.fileSize).toBe(formatMegabytes(sizeBytes));
    },
  );
});

describe('the breadcrumb trail', () => {
  it.each([
    ['/', []],
    ['/404', []],
    ['/faq', ['/', '/faq']],
    // No /counsel or /user page exists: the trail skips them.
    ['/counsel/business', ['/', '/counsel/business']],
    ['/user/inquiry', ['/', '/user/inquiry']],
  ])('of %s runs through %j', (route, trail) => {
    expect(breadcrumbRoutes(route)).toEqual(trail);
  });

  it('starts at the home page on every page but the home and 404 pages', () => {
    const subPages = SITE_PAGES.filter((p) => p.route !== '/' && p.route !== '/404');
    for (const page of subPages) expect(breadcrumbRoutes(page.route)[0], page.route).toBe('/');
  });

  it('numbers its pages from 1 and names the last by its name alone', () => {
    const data = breadcrumbJsonLd([
      { name: '소담POS', url: `${SITE}/` },
      { name: '상담 문의 내역', url: `${SITE}/user/inquiry` },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '소담POS', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: '상담 문의 내역' },
      ],
    });
  });

  it('keeps CMS text inert inside its script tag', () => {
    const text = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><b>', url: `${SITE}/` }]));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ itemListElement: [{ name: '</script><b>' }] });
  });
});
