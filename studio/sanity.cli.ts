import { defineCliConfig } from 'sanity/cli';

// Where `sanity typegen generate` reads the extracted schema and writes the types. The drift
// test points it at a scratch folder to regenerate without touching the committed files.
const typegenDir = process.env.SANITY_TYPEGEN_DIR || '../src/lib/content';

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
    schema: `${typegenDir}/schema.json`,
    generates: `${typegenDir}/sanity.types.ts`,
  },
});
