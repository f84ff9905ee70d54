// Build-time only: the picture a link preview (Open Graph, Twitter) shows for a page.
import { type AssetProjection, cdnImageAt } from '../../lib/content/image';
import { OG_IMAGE_SIZE, ogImageUrl } from './pages';

interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The page document's share image when the editors chose one: on Sanity's CDN, a 1200 × 630 JPEG
 * cut around its hotspot (the size and format every preview takes); any other file as it is.
 * Without one, the card generated from the page's title (/og/<slug>.png).
 */
export function shareImage(route: string, site: URL, image: AssetProjection | null | undefined): ShareImage {
  if (image?.src && image.width && image.height) {
    const cut = cdnImageAt(image, OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height);
    if (cut) return { url: cut, ...OG_IMAGE_SIZE, type: 'image/jpeg' };
    const extension = image.src.split('?')[0]?.split('.').pop() ?? '';
    return {
      url: new URL(image.src, site).href,
      width: image.width,
      height: image.height,
      type: TYPES[extension] ?? 'image/png',
    };
  }
  return { url: ogImageUrl(route, site), ...OG_IMAGE_SIZE, type: 'image/png' };
}
