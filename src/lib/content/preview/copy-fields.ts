// Which strings in the content are copy a visitor reads, as opposed to identifiers, addresses,
// codes and dates. Only copy carries edit information in the preview (stega), because anything
// else ends up in a comparison, an attribute or a URL, where invisible characters break it.

/** Field names that hold identifiers, addresses, codes or dates rather than copy. */
export const NOT_COPY: ReadonlySet<string> = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  '_sanityAsset',
  // A landing page's address (its route), and the testimonials' 업종 its sections filter by: a
  // value a query compares is a key, so the card's 업종 label opens no field in the preview.
  'slug',
  'current',
  'businessType',
  'businessTypes',
  'href',
  'link',
  'route',
  'sha256',
  'fileName',
  'version',
  'bgColor',
  'kind',
  'tab',
  'section',
  'style',
  'listItem',
  'marks',
  'chatChannelUrl',
  'android',
  'ios',
  'email',
  'naverSiteVerification',
  'googleSiteVerification',
  'servicePhone',
  'phone',
  'registrationNumber',
  'number',
  'mailOrderNumber',
  'publishedAt',
  'releaseDate',
  'effectiveDate',
  'lastDay',
]);

type PathSegment = string | number | { _key: string };

/** True when the string at this path inside a document is copy. */
export function isCopyPath(path: readonly PathSegment[]): boolean {
  const field = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  return field !== undefined && !field.startsWith('_') && !NOT_COPY.has(field);
}

/** Asset documents (image and file metadata) hold no copy. */
export function isAssetType(type: string | undefined): boolean {
  return type?.startsWith('sanity.') ?? false;
}
