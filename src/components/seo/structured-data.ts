// schema.org JSON-LD built from CMS content: the site and the company on the home page, the trail
// of pages on every other page, the program on /down. Search engines read it for the knowledge
// panel, the breadcrumb path in a result and the "free, Windows" software rich result.
import { formatMegabytes } from '../../lib/format';
import { e164Phone } from '../../lib/tel';
import { postalAddress } from './postal-address';

type SiteSettings = {
  brandName: string;
  servicePhone: string;
  chatChannelUrl: string;
  appStore: { android: string; ios: string };
  business: { companyName: string; address: string; email?: string | null };
};

type Installer = { version: string; sizeBytes: number; releaseDate: string; supportedOs: string };

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A top-level schema.org node: the vocabulary and the type, then its own fields. */
function schemaOrgNode(type: string, fields: JsonLd): JsonLd {
  return { '@context': CONTEXT, '@type': type, ...fields };
}

/** The company's node id: other nodes (the site, the program) point at it instead of repeating it. */
export function organizationId(site: URL | string): string {
  return new URL('/#organization', site).href;
}

/**
 * The company, with the profiles search engines may join to it (`sameAs`): the KakaoTalk channel
 * and both app store pages, as the site settings give them.
 */
function organizationNode(settings: SiteSettings, site: URL | string): JsonLd {
  const { business } = settings;
  const telephone = e164Phone(settings.servicePhone);
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: settings.brandName,
    legalName: business.companyName,
    url: new URL('/', site).href,
    logo: new URL('/favicon.svg', site).href,
    telephone,
    ...(business.email ? { email: business.email } : {}),
    address: postalAddress(business.address),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: 'KR',
      availableLanguage: 'Korean',
    },
    sameAs: [settings.chatChannelUrl, settings.appStore.android, settings.appStore.ios],
  };
}

/** The home page's graph: the web site, published by the company. */
export function homeJsonLd(settings: SiteSettings, site: URL | string): JsonLd {
  const website = {
    '@type': 'WebSite',
    '@id': new URL('/#website', site).href,
    name: settings.brandName,
    url: new URL('/', site).href,
    inLanguage: 'ko-KR',
    publisher: { '@id': organizationId(site) },
  };
  return { '@context': CONTEXT, '@graph': [website, organizationNode(settings, site)] };
}

export interface Crumb {
  name: string;
  url: string;
}

/**
 * The pages from the home page down to this one, each by its name and address; the last, the page
 * itself, by its name alone, which search engines read as the address of the page it is on.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return schemaOrgNode('BreadcrumbList', {
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(i < trail.length - 1 ? { item: crumb.url } : {}),
    })),
  });
}

export function softwareApplicationJsonLd(input: {
  brandName: string;
  description: string;
  installer: Installer;
  pageUrl: string;
  imageUrl: string;
}): JsonLd {
  const { installer } = input;
  return schemaOrgNode('SoftwareApplication', {
    name: input.brandName,
    description: input.description,
    url: input.pageUrl,
    image: input.imageUrl,
    applicationCategory: 'BusinessApplication',
    // schema.org wants the platform name; the CMS's "윈도우 10·11 (64비트)" goes in the requirements.
    operatingSystem: 'Windows',
    softwareRequirements: installer.supportedOs,
    softwareVersion: installer.version,
    datePublished: installer.releaseDate,
    // The size /down shows (InstallerFacts), from the same bytes and the same rounding.
    fileSize: formatMegabytes(installer.sizeBytes),
    inLanguage: 'ko',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'KRW', availability: 'https://schema.org/InStock' },
    // The company the home page describes, by its node id (on the same origin) and name.
    publisher: { '@type': 'Organization', '@id': organizationId(input.pageUrl), name: input.brandName },
  });
}

/**
 * JSON for a `<script type="application/ld+json">` body. CMS text could contain `</script>` or
 * `<!--`; escaping `<`, `>`, `&` and the JS line separators keeps it data that cannot end the tag.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
