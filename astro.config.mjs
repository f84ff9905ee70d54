// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

import { criticalCss } from './src/integrations/critical-css/integration.ts';
import { environmentWarnings } from './src/integrations/environment/integration.ts';
import { errorReportRelease } from './src/integrations/error-reports/integration.ts';
import { firstScreenFirst } from './src/integrations/first-screen/integration.ts';
import { pretendardSiteSubset } from './src/integrations/font-subset/integration.ts';
import { inlineScriptsMinified } from './src/integrations/inline-scripts/integration.ts';
import { islandsOnDemand } from './src/integrations/islands-on-demand/integration.ts';
import { koreanLineBreaks } from './src/integrations/korean-breaks/integration.ts';
import { draftPreview } from './src/integrations/preview/integration.ts';
import { securityHeadersFile } from './src/integrations/security-headers/integration.ts';
import { seedImages } from './src/integrations/seed-images.ts';
import { previewDraftsRequested, siteUrl } from './src/lib/env/build.ts';

// The public origin is used for canonical URLs, Open Graph and the sitemap: PUBLIC_SITE_URL
// from the shell (npm run build:prod passes what it checked), else the local preview origin.
const site = siteUrl(process.env);
// PREVIEW_DRAFTS=1 builds the draft preview for the Studio instead (src/integrations/preview/).
const preview = previewDraftsRequested(process.env);

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // Stylesheets as files, which criticalCss() turns into each page's first-screen rules inline and
  // the files linked after the content (docs/architecture.md#critical-css).
  build: { format: 'directory', inlineStylesheets: 'never' },
  // inlineScriptsMinified after every integration that writes inline scripts into the pages (the
  // font cut, the first-screen script); securityHeadersFile last: it hashes the scripts as shipped.
  // criticalCss after the font cut, which reads the pages' text, and before the scripts are hashed.
  integrations: [
    environmentWarnings(),
    errorReportRelease(),
    react(),
    islandsOnDemand(),
    firstScreenFirst(),
    // Not in the draft preview: Sanity's stega hides edit information in invisible characters
    // appended to each CMS string, and the pass would cut that string into spans and split the
    // encoding (the overlay then finds no edit target). The preview shows drafts, not typesetting.
    ...(preview ? [] : [koreanLineBreaks()]),
    seedImages(),
    draftPreview(preview),
    ...(preview ? [] : [pretendardSiteSubset(), criticalCss(), inlineScriptsMinified(), securityHeadersFile()]),
  ],
  prefetch: false,
  devToolbar: { enabled: false },
  // No <link rel=modulepreload> injection for dynamic imports. Vite's helper built a URL and
  // appended a link per dependency of each dynamic import, on the main thread at load; a chunk's
  // imports now load when the chunk arrives (one round trip later, for code that starts at idle
  // or on a click). Astro overrides build.modulePreload, so it is set on the client environment,
  // after Astro's config.
  vite: {
    plugins: [
      {
        name: 'no-module-preload',
        configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
      },
    ],
  },
});
