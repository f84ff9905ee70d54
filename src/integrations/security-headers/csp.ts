// The site's response headers, as one set of rules the build writes for each static host:
// dist/_headers (Netlify, Cloudflare Pages) and .vercel/output/config.json (Vercel). The CSP
// names the one Supabase project and the one Sanity project this build talks to, never a
// wildcard for every project.
import { createHash } from 'node:crypto';

import { inlineScriptKind, SCRIPT_ELEMENT } from '../inline-scripts/inline-script.ts';

/** Where visitors sign in; listed for form-action so a provider hand-off is never blocked. */
const AUTH_PROVIDER_ORIGINS = [
  'https://kauth.kakao.com',
  'https://nid.naver.com',
  'https://accounts.google.com',
] as const;
export const SANITY_CDN = 'https://cdn.sanity.io';

/**
 * Where the first-visit popup asks for the current popup: `<projectId>.apicdn.sanity.io`
 * (src/components/popup/latest-popup.ts) for the project the build read its content from. A
 * Sanity project id is lower-case letters and digits; anything else stops the build rather than
 * widen the policy.
 */
export function sanityApiOriginOf(projectId: string): string {
  if (!/^[a-z0-9]+$/.test(projectId)) throw new Error(`"${projectId}" is not a Sanity project id`);
  return `https://${projectId}.apicdn.sanity.io`;
}

interface PolicyInput {
  /** The Supabase origin the browser calls (PUBLIC_SUPABASE_URL, or a wildcard for a static file). */
  supabaseOrigin: string;
  /** 'sha256-…' sources of every inline script the build emitted (Astro's island loaders etc.). */
  scriptHashes: readonly string[];
  /**
   * The Sanity project's API CDN origin (sanityApiOriginOf), when the content comes from Sanity.
   * Built from the seed, the popup never asks Sanity, so the policy names no Sanity API at all.
   */
  sanityApiOrigin?: string;
  /**
   * Origins allowed to show the site in a frame. None for the public site; the draft preview
   * lets the Studio frame it (the Presentation tool).
   */
  frameAncestors?: readonly string[];
  /** The error tracker's ingest origin, only when the build has a DSN (lib/env/sentry.ts). */
  reportOrigin?: string | undefined;
}

export function contentSecurityPolicy({
  supabaseOrigin,
  scriptHashes,
  sanityApiOrigin,
  frameAncestors = [],
  reportOrigin,
}: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Inline scripts only by hash: Astro's hydration loaders and the small bundled scripts it inlines.
    ['script-src', "'self'", ...[...scriptHashes].sort().map((hash) => `'${hash}'`)],
    // Astro inlines small stylesheets and CMS colours arrive as style attributes, which hashes would
    // tie to each content edit; styles cannot run code, so inline styles stay allowed.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', SANITY_CDN],
    ['media-src', "'self'", SANITY_CDN],
    ['font-src', "'self'"],
    // A set: locally the error tracker is the Supabase stand-in's own origin.
    [
      'connect-src',
      ...new Set([
        "'self'",
        supabaseOrigin,
        ...(sanityApiOrigin ? [sanityApiOrigin] : []),
        ...(reportOrigin ? [reportOrigin] : []),
      ]),
    ],
    ['form-action', "'self'", supabaseOrigin, ...AUTH_PROVIDER_ORIGINS],
    ['frame-src', "'none'"],
    ['frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors; it cannot name an allowed origin, so a page that
    // may be framed goes without it.
    ...(input.frameAncestors?.length ? {} : { 'X-Frame-Options': 'DENY' }),
    // A window the site opens, or one that opened it, shares no handle with it across origins.
    // Every sign-in (Kakao, Google, Naver) leaves the page and comes back to /login, and nothing
    // the site opens (store links, /privacy) needs its opener, so same-origin costs nothing. The
    // draft preview goes without: the Studio's Presentation tool may open it in a window of its
    // own and talk to it through that handle.
    ...(input.frameAncestors?.length ? {} : { 'Cross-Origin-Opener-Policy': 'same-origin' }),
  };
}

/** The origin of a Supabase project URL, which is what CSP source lists take. */
export function supabaseOriginOf(url: string): string {
  return new URL(url).origin;
}

/** sha256 sources of the executable inline scripts in an HTML page (JSON-LD is data, not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const body = match[2] ?? '';
    if (inlineScriptKind(match[1] ?? '', body) === null) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Browsers go to the site over https only, for two years, once they have seen it once. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Vite names every file under /_astro/ by its content's hash: a changed file is a new URL. */
export const ASSET_PATH = '/_astro/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers for the paths a pattern matches (`/*` is every path, `/_astro/*` everything below it). */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** What every static host serves: the security headers everywhere, and hashed assets cached for a year. */
export function hostHeaderRules(input: PolicyInput): HeaderRule[] {
  return [
    { path: '/*', headers: { ...securityHeaders(input), 'Strict-Transport-Security': HSTS } },
    { path: `${ASSET_PATH}*`, headers: { 'Cache-Control': IMMUTABLE } },
  ];
}

/** The Netlify / Cloudflare Pages `_headers` file: a path's headers are those of every rule that matches it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the build (src/integrations/security-headers/integration.ts); edit src/integrations/security-headers/csp.ts (policy) or first-screen-preload.ts (Link).\n${blocks.join('\n')}\n`;
}
