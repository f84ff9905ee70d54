// schema.org JSON-LD built from CMS content: the company on the home page, the program on /down.
// Search engines read it for the knowledge panel and the "free, Windows" software rich result.

type SiteSettings = {
  brandName: string;
  servicePhone: string;
  business: { companyName: string; address: string; email?: string | null };
};

type Installer = { version: string; sizeBytes: number; releaseDate: string; supportedOs: string };

export type JsonLd = Record<string, unknown>;

/** A top-level schema.org node: the vocabulary and the type, then its own fields. */
function schemaOrgNode(type: string, fields: JsonLd): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...fields };
}

export function organizationJsonLd(settings: SiteSettings, site: URL | string): JsonLd {
  const { business } = settings;
  return schemaOrgNode('Organization', {
    name: settings.brandName,
    legalName: business.companyName,
    url: new URL('/', site).href,
    logo: new URL('/favicon.svg', site).href,
    ...(business.email ? { email: business.email } : {}),
    address: { '@type': 'PostalAddress', streetAddress: business.address, addressCountry: 'KR' },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: settings.servicePhone,
      contactType: 'customer service',
      areaServed: 'KR',
      availableLanguage: 'Korean',
    },
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
    fileSize: `${Math.round(installer.sizeBytes / 1024 / 1024)}MB`,
    inLanguage: 'ko',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'KRW', availability: 'https://schema.org/InStock' },
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
