// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { seedImages } from './src/lib/content/seed-images.ts';
import { islandsOnDemand } from './src/lib/islands/demand-integration.ts';
import { pretendardSiteSubset } from './src/lib/fonts/site-subset.ts';
import { securityHeadersFile } from './src/lib/security/headers-integration.ts';

// The public origin is used for canonical URLs, Open Graph and the sitemap.
// Hosts set PUBLIC_SITE_URL; local builds fall back to the preview origin.
const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // securityHeadersFile last: it hashes the inline scripts of the finished dist/ (after the
  // font cut has rewritten the pages).
  integrations: [react(), islandsOnDemand(), seedImages(), pretendardSiteSubset(), securityHeadersFile()],
  prefetch: false,
  devToolbar: { enabled: false },
});
