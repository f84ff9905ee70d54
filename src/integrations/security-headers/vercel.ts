// vercel.json is read by Vercel before the build runs, so it cannot carry this build's Supabase
// URL: it allows any hosted Supabase project (*.supabase.co) and the inline-script hashes of the
// current code. `npm run headers:vercel` rewrites it; a build-output test fails when it is stale.
import { securityHeaders } from './csp.ts';

const VERCEL_SUPABASE_ORIGIN = 'https://*.supabase.co';

function vercelConfig(scriptHashes: readonly string[]): Record<string, unknown> {
  const headers = securityHeaders({ supabaseOrigin: VERCEL_SUPABASE_ORIGIN, scriptHashes });
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build:prod',
    outputDirectory: 'dist',
    // Canonical URLs have no trailing slash (src/components/seo/pages.ts).
    trailingSlash: false,
    headers: [{ source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }],
  };
}

export function vercelJson(scriptHashes: readonly string[]): string {
  return `${JSON.stringify(vercelConfig(scriptHashes), null, 2)}\n`;
}
