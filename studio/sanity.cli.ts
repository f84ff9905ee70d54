import { defineCliConfig } from 'sanity/cli';

// The project id is only needed for deploys and imports; offline commands (schema validate,
// typegen, build) run with the local fallback.
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'localseed',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  studioHost: process.env.SANITY_STUDIO_HOST,
  typegen: {
    path: '../src/lib/content/queries/**/*.ts',
    schema: '../src/lib/content/schema.json',
    generates: '../src/lib/content/sanity.types.ts',
  },
});
