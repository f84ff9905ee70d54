// The draft preview's response headers: the public site's policy, except that the Studio may
// frame it (the Presentation tool shows it beside the form) and open it as a window it keeps a
// handle on (so no Cross-Origin-Opener-Policy), and that nothing of it may be indexed or cached,
// since it shows unpublished text.
import { inlineScriptHashes, securityHeaders } from '../security-headers/csp.ts';

interface PreviewHeaderInput {
  /** The Studio's address (SANITY_STUDIO_URL); only its origin may frame the preview. */
  studioUrl: string;
  supabaseOrigin: string;
  /** The Sanity project's API CDN the popup refresh calls (csp.ts, sanityApiOriginOf). */
  sanityApiOrigin?: string | undefined;
  /** The page, for its inline scripts' hashes; none for responses that are not HTML. */
  html?: string;
}

export function previewHeaders({
  studioUrl,
  supabaseOrigin,
  sanityApiOrigin,
  html = '',
}: PreviewHeaderInput): Record<string, string> {
  return {
    ...securityHeaders({
      supabaseOrigin,
      ...(sanityApiOrigin ? { sanityApiOrigin } : {}),
      scriptHashes: inlineScriptHashes(html),
      frameAncestors: [new URL(studioUrl).origin],
    }),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
  };
}
