import { defineCliConfig } from 'sanity/cli';

import { studioProject } from './project';

// Where `sanity typegen generate` reads the extracted schema and writes the types. The drift
// test points it at a scratch folder to regenerate without touching the committed files.
const typegenDir = process.env.SANITY_TYPEGEN_DIR || '../src/lib/content';

// The project id is only needed for deploys and imports (project.ts).
export default defineCliConfig({
  api: studioProject,
  studioHost: process.env.SANITY_STUDIO_HOST,
  typegen: {
    path: '../src/lib/content/queries/**/*.ts',
    schema: `${typegenDir}/schema.json`,
    generates: `${typegenDir}/sanity.types.ts`,
  },
});
